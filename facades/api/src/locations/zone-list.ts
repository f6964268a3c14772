import { LRUCache } from 'lru-cache';
import type { CallContext, GatewayClient } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { WeeklyEventCountsDocument, ZoneDirectoryDocument } from '../generated/operations.ts';
import { zone } from './views.ts';

type ZoneView = Omit<ReturnType<typeof zone>, 'weeklyEventsCount'>;

/** A list's zones as they are shown, each with the ids its count adds up, and every id once, as they are asked. */
interface Directory {
  zones: { view: ZoneView; zoneIds: number[] }[];
  ids: number[];
}

export interface ZoneListContext extends CallContext {
  gateway: GatewayClient;
  config: Pick<ApiConfig, 'ZONE_CACHE_SECONDS' | 'SITE_URL'>;
}

async function askDirectory(context: ZoneListContext, country: string | null, includeHidden: boolean): Promise<Directory> {
  const { locations } = await context.gateway.request(ZoneDirectoryDocument, { country, includeHidden }, context);
  const zones = locations.map(({ zoneIds, ...fields }) => {
    const { weeklyEventsCount: _, ...view } = zone({ ...fields, weeklyEventsCount: 0 }, context.config.SITE_URL);
    return { view, zoneIds };
  });
  return { zones, ids: [...new Set(zones.flatMap((entry) => entry.zoneIds))] };
}

/** The lists asked for (a country or all, with hidden zones or not), per gateway client. */
const kept = new WeakMap<GatewayClient, LRUCache<string, Directory, ZoneListContext>>();

function directoryOf(context: ZoneListContext, country: string | null, includeHidden: boolean): Promise<Directory> {
  if (context.config.ZONE_CACHE_SECONDS === 0) return askDirectory(context, country, includeHidden);
  let lists = kept.get(context.gateway);
  if (!lists) {
    lists = new LRUCache<string, Directory, ZoneListContext>({
      max: 1000,
      ttl: context.config.ZONE_CACHE_SECONDS * 1000,
      fetchMethod: (key, _stale, { context: asker }) => askDirectory(asker, ...(JSON.parse(key) as [string | null, boolean])),
    });
    kept.set(context.gateway, lists);
  }
  return lists.fetch(JSON.stringify([country, includeHidden]), { context }) as Promise<Directory>;
}

/**
 * Every zone of a list, as shown, with its count of published events this week. The zones change rarely and are kept
 * a few seconds (ZONE_CACHE_SECONDS, as the locations service keeps them), shaped once; the counts are asked each
 * time, one number per zone id from the events service, and a zone's count is the sum over its own and its
 * neighbourhoods' ids. At 1,000,000 events (699 zones), asking `weeklyEventsCount` with the zones cost about 40 ms
 * of CPU per request: the gateway resolved each zone's count as an entity, and every hop carried every zone.
 */
export async function zonesWithWeeklyCounts(context: ZoneListContext, country: string | null, includeHidden: boolean) {
  const { zones, ids } = await directoryOf(context, country, includeHidden);
  if (zones.length === 0) return [];
  const { weeklyEventCounts } = await context.gateway.request(WeeklyEventCountsDocument, { zoneIds: ids }, context);
  const countOf = new Map(ids.map((id, index) => [id, weeklyEventCounts[index] ?? 0]));
  return zones.map(({ view, zoneIds }) => ({ ...view, weeklyEventsCount: zoneIds.reduce((sum, id) => sum + countOf.get(id)!, 0) }));
}
