import { passingOnRefusals, type GatewayClient } from '@local-events/platform/subgraph';
import { AskTownsDocument } from '../generated/operations.ts';
import type { AskTown } from './understand.ts';

/**
 * The towns and neighbourhoods a question may name, with every name they go by, from the locations service through
 * the gateway: kept a few seconds, as the locations service keeps them, not asked per question.
 */
export class AskTowns {
  private kept: { at: number; towns: AskTown[] } | undefined;
  private asking: Promise<AskTown[]> | undefined;

  /** `keptMs`: how long a list answers before it is asked for again (ZONE_CACHE_SECONDS). */
  constructor(
    private readonly gateway: GatewayClient,
    private readonly keptMs: number,
  ) {}

  async all(context: { requestId: string }): Promise<AskTown[]> {
    if (this.kept && Date.now() - this.kept.at < this.keptMs) return this.kept.towns;
    this.asking ??= this.ask(context).finally(() => {
      this.asking = undefined;
    });
    const asking = this.asking;
    if (!this.kept || this.keptMs === 0) return asking;
    // A known list, a little old, answers at once while a new one is asked for (a failure keeps the old one).
    asking.catch(() => undefined);
    return this.kept.towns;
  }

  private async ask(context: { requestId: string }): Promise<AskTown[]> {
    const { locations } = await passingOnRefusals(() => this.gateway.request(AskTownsDocument, {}, { requestId: context.requestId }));
    const towns = locations.map((zone) => ({
      id: zone.id,
      slug: zone.slug,
      name: zone.name,
      timezone: zone.timezone,
      countryCode: zone.countryCode,
      zoneIds: [zone.id, ...locations.filter((child) => child.parentId === zone.id).map((child) => child.id)],
      names: zone.localNames.map((local) => local.name),
      city: zone.parentId === null,
    }));
    this.kept = { at: Date.now(), towns };
    return towns;
  }
}
