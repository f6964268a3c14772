import { LRUCache } from 'lru-cache';
import type { CallContext, GatewayClient } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { ShapedJson } from '../route.ts';
import {
  DirectoryZoneDocument,
  LocationsVersionDocument,
  WeeklyEventCountsDocument,
  ZoneDirectoryDocument,
  type DirectoryZoneFieldsFragment,
} from '../generated/operations.ts';
import { Zone, zone } from './views.ts';

type ZoneView = Omit<ReturnType<typeof zone>, 'weeklyEventsCount'>;

/** A zone as it is shown, without its count, and the ids (its own and its neighbourhoods') its events are in. */
export interface DirectoryZone {
  view: ZoneView;
  zoneIds: number[];
  /** The zone as UTF-8 JSON, shaped by the Zone schema, before and after its count. */
  json: [Buffer, Buffer];
}

/** A list's zones, each id once as counts are asked for, and the zones by id. */
interface Directory {
  zones: DirectoryZone[];
  ids: number[];
  byId: Map<number, DirectoryZone>;
  /** The locations service's version of the zones this list was made from (`locationsVersion`). */
  version: string;
}

export interface ZoneListContext extends CallContext {
  gateway: GatewayClient;
  config: Pick<ApiConfig, 'ZONE_CACHE_SECONDS' | 'SITE_URL'>;
}

function directoryZone({ zoneIds, ...fields }: DirectoryZoneFieldsFragment, siteUrl: string): DirectoryZone {
  const { weeklyEventsCount: _, ...view } = Zone.parse(zone({ ...fields, weeklyEventsCount: 0 }, siteUrl));
  // The Zone schema's order: every field, then weeklyEventsCount, then url.
  const { url, ...before } = view;
  const json: [Buffer, Buffer] = [
    Buffer.from(`${JSON.stringify(before).slice(0, -1)},"weeklyEventsCount":`),
    Buffer.from(`,"url":${JSON.stringify(url)}}`),
  ];
  return { view, zoneIds, json };
}

async function askDirectory(context: ZoneListContext, country: string | null, includeHidden: boolean): Promise<Directory> {
  const { locations, locationsVersion } = await context.gateway.request(ZoneDirectoryDocument, { country, includeHidden }, context);
  const zones = locations.map((location) => directoryZone(location, context.config.SITE_URL));
  return {
    zones,
    ids: [...new Set(zones.flatMap((entry) => entry.zoneIds))],
    byId: new Map(zones.map((entry) => [entry.view.id, entry])),
    version: locationsVersion,
  };
}

/**
 * A kept list again if no zone has changed since it was made, else the list asked for anew. Asking for every zone
 * blocked the API, the gateway and the locations service for tens of milliseconds each (699 zones at 1,000,000
 * events), every few seconds, and the requests that arrived meanwhile waited: that set the list's p99 at that size.
 */
async function renewDirectory(
  context: ZoneListContext,
  kept: Directory | undefined,
  country: string | null,
  includeHidden: boolean,
): Promise<Directory> {
  if (kept) {
    const { locationsVersion } = await context.gateway.request(LocationsVersionDocument, {}, context);
    if (locationsVersion === kept.version) return kept;
  }
  return askDirectory(context, country, includeHidden);
}

/** The lists asked for (a country or all, with hidden zones or not), per gateway client. */
const kept = new WeakMap<GatewayClient, LRUCache<string, Directory, ZoneListContext>>();

/**
 * A kept list is answered at once while it is in its time, and in the last quarter of it renewed behind the request
 * that finds it so (once, however many do): under steady traffic no request waits for the list, yet none is answered
 * from one older than ZONE_CACHE_SECONDS unchecked. Before, every request that found the list expired waited for all of
 * it (699 zones at 1,000,000 events). A renewal that fails drops the list: the next request asks, and reports the failure.
 */
function directoryOf(context: ZoneListContext, country: string | null, includeHidden: boolean): Promise<Directory> {
  if (context.config.ZONE_CACHE_SECONDS === 0) return askDirectory(context, country, includeHidden);
  const keptMs = context.config.ZONE_CACHE_SECONDS * 1000;
  let lists = kept.get(context.gateway);
  if (!lists) {
    lists = new LRUCache<string, Directory, ZoneListContext>({
      max: 1000,
      ttl: keptMs,
      fetchMethod: (key, kept, { context: asker }) => renewDirectory(asker, kept, ...(JSON.parse(key) as [string | null, boolean])),
    });
    kept.set(context.gateway, lists);
  }
  const key = JSON.stringify([country, includeHidden]);
  const left = lists.getRemainingTTL(key);
  const inTime = left > 0;
  return lists.fetch(key, { context, allowStale: inTime, forceRefresh: inTime && left < keptMs / 4 }) as Promise<Directory>;
}

/**
 * Every zone of a list, as shown, with its count of published events this week. The zones change rarely and are kept
 * a few seconds (ZONE_CACHE_SECONDS, as the locations service keeps them), shaped once; the counts are asked each
 * time, one number per zone id from the events service, and a zone's count is the sum over its own and its
 * neighbourhoods' ids. At 1,000,000 events (699 zones), asking `weeklyEventsCount` with the zones cost about 40 ms
 * of CPU per request: the gateway resolved each zone's count as an entity, and every hop carried every zone.
 */
export async function zonesWithWeeklyCounts(context: ZoneListContext, country: string | null, includeHidden: boolean) {
  const { zones, counts } = await withWeeklyCounts(context, country, includeHidden);
  return zones.map(({ view }, index) => ({ ...view, weeklyEventsCount: counts[index]! }));
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [Buffer, Buffer, Buffer];

/**
 * The same list as JSON, joined from each zone's JSON kept with the zones and its count. Building and encoding a
 * 150 kB string per request (699 zones) was most of the API's CPU for this list; joining bytes encoded once is not.
 */
export async function zoneListJson(context: ZoneListContext, country: string | null, includeHidden: boolean): Promise<ShapedJson> {
  const { zones, counts } = await withWeeklyCounts(context, country, includeHidden);
  const parts = zones.flatMap(({ json: [before, after] }, index) => [
    index ? COMMA : OPEN,
    before,
    Buffer.from(String(counts[index])),
    after,
  ]);
  return new ShapedJson(Buffer.concat(zones.length ? [...parts, CLOSE] : [OPEN, CLOSE]));
}

async function withWeeklyCounts(context: ZoneListContext, country: string | null, includeHidden: boolean) {
  const { zones, ids } = await directoryOf(context, country, includeHidden);
  if (zones.length === 0) return { zones, counts: [] };
  const { weeklyEventCounts } = await context.gateway.request(WeeklyEventCountsDocument, { zoneIds: ids }, context);
  const countOf = new Map(ids.map((id, index) => [id, weeklyEventCounts[index] ?? 0]));
  return { zones, counts: zones.map(({ zoneIds }) => zoneIds.reduce((sum, id) => sum + countOf.get(id)!, 0)) };
}

/**
 * A zone by id, hidden or not: from the kept list of every zone, or asked for when none is kept or it is newer than
 * the list (a zone created a moment ago is found at once; a change to one shows within ZONE_CACHE_SECONDS).
 */
export async function zoneById(context: ZoneListContext, id: number): Promise<DirectoryZone | undefined> {
  if (context.config.ZONE_CACHE_SECONDS > 0) {
    const kept = (await directoryOf(context, null, true)).byId.get(id);
    if (kept) return kept;
  }
  const { location } = await context.gateway.request(DirectoryZoneDocument, { id }, context);
  return location ? directoryZone(location, context.config.SITE_URL) : undefined;
}
