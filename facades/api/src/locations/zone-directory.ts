import { LRUCache } from 'lru-cache';
import type { CallContext, GatewayClient } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { ShapedJson } from '../route.ts';
import {
  ActiveUsersOfZonesDocument,
  DirectoryZoneDocument,
  LocationsVersionDocument,
  WeeklyEventCountsDocument,
  ZoneDirectoryDocument,
  type DirectoryZoneFieldsFragment,
} from '../generated/operations.ts';
import { Zone, zone } from './views.ts';

type ZoneView = Omit<ReturnType<typeof zone>, 'weeklyEventsCount' | 'activeUsers'>;

/** A zone as it is shown, without its count, and the ids (its own and its neighbourhoods') its events are in. */
export interface DirectoryZone {
  view: ZoneView;
  zoneIds: number[];
  /** The zone as UTF-8 JSON, shaped by the Zone schema: before its weekly count, between it and its people, after them. */
  json: [Buffer, Buffer, Buffer];
}

/** A list's zones, each id once as counts are asked for, and the zones by id. */
interface Directory {
  zones: DirectoryZone[];
  ids: number[];
  byId: Map<number, DirectoryZone>;
  /** The locations service's version of the zones this list was made from (`locationsVersion`). */
  version: string;
  /** Each zone's people active in the last 30 days, and when they were counted. */
  activeUsers?: { counts: Promise<number[]>; at: number };
}

export interface ZoneListContext extends CallContext {
  gateway: GatewayClient;
  config: Pick<ApiConfig, 'ZONE_CACHE_SECONDS' | 'SITE_URL'>;
}

function directoryZone({ zoneIds, ...fields }: DirectoryZoneFieldsFragment, siteUrl: string): DirectoryZone {
  const { weeklyEventsCount: _, activeUsers: __, ...view } = Zone.parse(zone({ ...fields, weeklyEventsCount: 0, activeUsers: 0 }, siteUrl));
  // The Zone schema's order: every field, then weeklyEventsCount, activeUsers and url.
  const { url, ...before } = view;
  const json: [Buffer, Buffer, Buffer] = [
    Buffer.from(`${JSON.stringify(before).slice(0, -1)},"weeklyEventsCount":`),
    Buffer.from(`,"activeUsers":`),
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
  const { zones, counts, people } = await withWeeklyCounts(context, country, includeHidden);
  return zones.map(({ view }, index) => ({ ...view, weeklyEventsCount: counts[index]!, activeUsers: people[index] ?? 0 }));
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [Buffer, Buffer, Buffer];

/**
 * The same list as JSON, joined from each zone's JSON kept with the zones and its count. Building and encoding a
 * 150 kB string per request (699 zones) was most of the API's CPU for this list; joining bytes encoded once is not.
 */
export async function zoneListJson(context: ZoneListContext, country: string | null, includeHidden: boolean): Promise<ShapedJson> {
  const { zones, counts, people } = await withWeeklyCounts(context, country, includeHidden);
  const parts = zones.flatMap(({ json: [before, between, after] }, index) => [
    index ? COMMA : OPEN,
    before,
    Buffer.from(String(counts[index])),
    between,
    Buffer.from(String(people[index] ?? 0)),
    after,
  ]);
  return new ShapedJson(Buffer.concat(zones.length ? [...parts, CLOSE] : [OPEN, CLOSE]));
}

async function withWeeklyCounts(context: ZoneListContext, country: string | null, includeHidden: boolean) {
  const directory = await directoryOf(context, country, includeHidden);
  const { zones, ids } = directory;
  if (zones.length === 0) return { zones, counts: [], people: [] };
  const [{ weeklyEventCounts }, people] = await Promise.all([
    context.gateway.request(WeeklyEventCountsDocument, { zoneIds: ids }, context),
    activeUsersOf(context, directory),
  ]);
  const countOf = new Map(ids.map((id, index) => [id, weeklyEventCounts[index] ?? 0]));
  return { zones, counts: zones.map(({ zoneIds }) => zoneIds.reduce((sum, id) => sum + countOf.get(id)!, 0)), people };
}

/** People active over 30 days change slowly: counted again at most once a minute (with ZONE_CACHE_SECONDS set). */
const ACTIVE_USERS_MS = 60_000;

/**
 * The zones' active people, kept with the list they were counted for: a count older than a minute is still answered
 * while the request that finds it so asks again behind it. A count that fails is dropped, and the next request asks.
 */
function activeUsersOf(context: ZoneListContext, directory: Directory): Promise<number[]> {
  const kept = directory.activeUsers;
  if (kept && Date.now() - kept.at < ACTIVE_USERS_MS) return kept.counts;
  const counts = context.gateway
    .request(ActiveUsersOfZonesDocument, { groups: directory.zones.map((entry) => entry.zoneIds) }, context)
    .then((answer) => answer.activeUsersOfZones);
  const asked = { counts, at: Date.now() };
  directory.activeUsers = asked;
  counts.catch(() => {
    if (directory.activeUsers === asked) directory.activeUsers = undefined;
  });
  return kept?.counts ?? counts;
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

/**
 * One zone's active people: from the kept list's counts (counted at most once a minute) when zones are kept, else
 * asked. A tool answering about one zone pays nothing for it.
 */
export async function activeUsersOfZone(context: ZoneListContext, zone: DirectoryZone): Promise<number> {
  if (context.config.ZONE_CACHE_SECONDS > 0) {
    const directory = await directoryOf(context, null, true);
    const index = directory.zones.findIndex((entry) => entry.view.id === zone.view.id);
    if (index >= 0) return (await activeUsersOf(context, directory))[index] ?? 0;
  }
  const { activeUsersOfZones } = await context.gateway.request(ActiveUsersOfZonesDocument, { groups: [zone.zoneIds] }, context);
  return activeUsersOfZones[0] ?? 0;
}
