import DataLoader from 'dataloader';
import { loaderByKey, query, sql, type Jobs, type SubgraphContext } from '@local-events/platform/subgraph';
import { Event } from './entities/Event.ts';
import type { EventFields } from './graphql/EventType.ts';
import { upcomingEventsAtVenues } from './published-events.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Per-request batching: one query per kind of question, whatever the number of zones or venues asked about. */
export function createLoaders(context: SubgraphContext) {
  const upcomingByLimit = new Map<number, DataLoader<number, EventFields[]>>();
  return {
    event: loaderByKey(context, Event, 'uuid'),
    eventOfSubmission: loaderByKey(context, Event, 'submissionUuid'),
    /** Published events starting in the next seven days, per zone. */
    weeklyCount: new DataLoader<number, number>(async (zoneIds) => {
      const now = new Date();
      const rows = await query(
        context.db,
        sql<{ zone_id: number; count: string }>`
        select zone_id, count(*) as count from event
         where status = 'published' and zone_id = any(${[...zoneIds]}::int[])
           and start_time >= ${now} and start_time < ${new Date(now.getTime() + WEEK_MS)}
         group by zone_id`,
      );
      const counts = new Map(rows.map((row) => [row.zone_id, Number(row.count)]));
      return zoneIds.map((id) => counts.get(id) ?? 0);
    }),
    /** A venue's next published events, at most `limit` each, for all venues in one query. */
    upcoming(limit: number): DataLoader<number, EventFields[]> {
      let loader = upcomingByLimit.get(limit);
      if (!loader) {
        loader = new DataLoader<number, EventFields[]>(async (venueIds) => {
          const events = await upcomingEventsAtVenues(context.db, [...venueIds], limit);
          return venueIds.map((id) => events.filter((event) => event.venueId === id));
        });
        upcomingByLimit.set(limit, loader);
      }
      return loader;
    },
  };
}

export interface EventsContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
  jobs: Jobs;
}

export const createContext = (base: SubgraphContext, { jobs }: { jobs: Jobs }) => ({ loaders: createLoaders(base), jobs });
