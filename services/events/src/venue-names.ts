import { LRUCache } from 'lru-cache';
import type { Logger } from '@local-events/platform';
import { passingOnRefusals, type GatewayClient } from '@local-events/platform/subgraph';
import { VenueNamesDocument } from './generated/operations.ts';

/** As many venues as one question to the venues service may name (its `venuesByIds`). */
export const VENUE_NAMES_PER_QUESTION = 500;
/**
 * Venues are never renamed today (proposed ones are approved or merged away, keeping their names), so a name could
 * be kept for ever; it is asked for again after ten minutes so that a rename, once there is one, shows soon after.
 */
const KEPT_MS = 10 * 60_000;

/**
 * The names of the venues events are at, kept by this service so that a list of events names its venues without a
 * fetch from the venues service on every request: `Event.venue` provides `name` (`@provides`), and the gateway
 * leaves the venues service out of such a list. A name not kept yet is asked for through the gateway, all of a
 * request's at once; what the venues service does not know (a venue merged away) is not kept.
 *
 * A name past its time is still answered, and asked for again behind the request, once whatever the number of
 * requests naming it meanwhile: no request waits for a name this service already has. Names kept in the same minutes
 * fall due in the same minutes, and when every request waited for them the lists of a thousand-venue guide had a
 * slow tail for as long.
 */
export class VenueNames {
  private readonly kept: LRUCache<number, string>;
  private readonly asking = new Set<number>();

  constructor(
    private readonly gateway: GatewayClient,
    private readonly log: Logger,
    keptMs = KEPT_MS,
  ) {
    this.kept = new LRUCache<number, string>({ max: 100_000, ttl: keptMs, allowStale: true, noDeleteOnStaleGet: true });
  }

  /** Each venue's name, or null for a venue the venues service does not know. */
  async of(ids: readonly number[], context: { requestId: string }): Promise<(string | null)[]> {
    const names = new Map<number, string | undefined>();
    const [missing, due]: [number[], number[]] = [[], []];
    for (const id of ids) {
      if (names.has(id)) continue;
      const status: LRUCache.Status<number, string> = {};
      const name = this.kept.get(id, { status });
      names.set(id, name);
      if (name === undefined) missing.push(id);
      else if (status.get === 'stale' && !this.asking.has(id)) due.push(id);
    }
    if (due.length > 0) void this.askAgain(due, context);
    if (missing.length > 0) {
      for (const [id, name] of await this.ask(missing, context)) names.set(id, name);
    }
    return ids.map((id) => names.get(id) ?? null);
  }

  /** Keeps and returns the names the venues service has for `ids`. */
  private async ask(ids: number[], context: { requestId: string }): Promise<Map<number, string>> {
    const { venuesByIds } = await passingOnRefusals(() =>
      this.gateway.request(VenueNamesDocument, { ids }, { requestId: context.requestId }),
    );
    const answered = new Map(venuesByIds.map((venue) => [venue.id, venue.name]));
    for (const [id, name] of answered) this.kept.set(id, name);
    return answered;
  }

  /** Asks again for names past their time; a venue the venues service no longer knows is forgotten. */
  private async askAgain(ids: number[], context: { requestId: string }): Promise<void> {
    for (const id of ids) this.asking.add(id);
    try {
      const answered = await this.ask(ids, context);
      for (const id of ids) if (!answered.has(id)) this.kept.delete(id);
    } catch (error) {
      // The names stay as they were, past their time: the next request naming them asks again.
      this.log.warn({ requestId: context.requestId, venues: ids.length, err: error }, 'venue names not asked again');
    } finally {
      for (const id of ids) this.asking.delete(id);
    }
  }
}
