import { Location } from './entities/Location.ts';
import { createHash } from 'node:crypto';
import type { Logger } from '@local-events/platform';
import { query, sql, type MikroORM } from '@local-events/platform/subgraph';

interface Snapshot {
  /** Every zone, by country, name and id. */
  all: Location[];
  byId: Map<number, Location>;
  /** A city's neighbourhoods, by name (in the database's collation, as `all`). */
  childrenOf: Map<number, Location[]>;
  /** A digest of every zone as read: the same for the same zones, on every instance; another after any change. */
  version: string;
}

/**
 * Every zone, held in memory. Zones are reference data: a few thousand rows read by nearly every request of every
 * facade (a day's events need the zone's time zone and neighbourhoods) and changed only by operators. Answering
 * from memory takes the database off that path. A copy older than `maxAgeMs` is reloaded in the background while
 * requests keep the one they have, so a change to the table shows within a few seconds on every instance; if the
 * database cannot be reached, the last copy keeps serving. With `maxAgeMs` 0 every call reads the database.
 */
export class ZoneDirectory {
  private snapshot: Snapshot | undefined;
  private loadedAt = 0;
  private reloading: Promise<Snapshot> | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly maxAgeMs: number,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  async zones(): Promise<Snapshot> {
    if (!this.snapshot || this.maxAgeMs === 0) return this.reload();
    if (Date.now() - this.loadedAt > this.maxAgeMs) {
      this.reload().catch((error: Error) =>
        this.log?.warn({ err: error, loadedAt: new Date(this.loadedAt) }, 'zones could not be reloaded; serving the last copy'),
      );
    }
    return this.snapshot;
  }

  /** After this instance changed a zone: a copy read after the change (others see it within `maxAgeMs`). */
  async changed(): Promise<void> {
    await this.reloading?.catch(() => undefined);
    await this.reload();
  }

  private reload(): Promise<Snapshot> {
    this.reloading ??= this.load().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async load(): Promise<Snapshot> {
    const rows = await query(
      this.orm.em,
      sql<Location>`
        select id, name, slug, country_code as "countryCode", timezone, kind, parent_id as "parentId", active, hidden, lat, lng,
               local_names as "localNames"
          from location order by country_code, name, id`,
    );
    const version = createHash('sha256').update(JSON.stringify(rows)).digest('base64url').slice(0, 22);
    const all = rows.map((row) => Object.assign(new Location(), row));
    const childrenOf = new Map<number, Location[]>();
    for (const zone of all) {
      if (zone.parentId === null) continue;
      const siblings = childrenOf.get(zone.parentId);
      if (siblings) siblings.push(zone);
      else childrenOf.set(zone.parentId, [zone]);
    }
    this.snapshot = { all, byId: new Map(all.map((zone) => [zone.id, zone])), childrenOf, version };
    this.loadedAt = Date.now();
    return this.snapshot;
  }
}
