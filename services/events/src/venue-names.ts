import { LRUCache } from 'lru-cache';
import { passingOnRefusals, type GatewayClient } from '@local-events/platform/subgraph';
import { VenueNamesDocument } from './generated/operations.ts';

/** As many venues as one question to the venues service may name (its `venuesByIds`). */
export const VENUE_NAMES_PER_QUESTION = 500;
/**
 * Venues are never renamed today (proposed ones are approved or merged away, keeping their names), so a name could
 * be kept for ever; it is kept ten minutes so that a rename, once there is one, shows within that time.
 */
const KEPT_MS = 10 * 60_000;

/**
 * The names of the venues events are at, kept by this service so that a list of events names its venues without a
 * fetch from the venues service on every request: `Event.venue` provides `name` (`@provides`), and the gateway
 * leaves the venues service out of such a list. A name not kept yet is asked for through the gateway, all of a
 * request's at once; what the venues service does not know (a venue merged away) is not kept.
 */
export class VenueNames {
  private readonly kept = new LRUCache<number, string>({ max: 100_000, ttl: KEPT_MS });

  constructor(private readonly gateway: GatewayClient) {}

  /** Each venue's name, or null for a venue the venues service does not know. */
  async of(ids: readonly number[], context: { requestId: string }): Promise<(string | null)[]> {
    const names = new Map(ids.map((id) => [id, this.kept.get(id)]));
    const missing = [...names].filter(([, name]) => name === undefined).map(([id]) => id);
    if (missing.length > 0) {
      const { venuesByIds } = await passingOnRefusals(() => this.gateway.request(VenueNamesDocument, { ids: missing }, { requestId: context.requestId }));
      for (const venue of venuesByIds) {
        this.kept.set(venue.id, venue.name);
        names.set(venue.id, venue.name);
      }
    }
    return ids.map((id) => names.get(id) ?? null);
  }
}
