import type { AskTowns } from './ask/towns.ts';
import DataLoader from 'dataloader';
import { loaderByKey, type Jobs, type SubgraphContext } from '@local-events/platform/subgraph';
import { Event } from './entities/Event.ts';
import { EventSeries } from './entities/EventSeries.ts';
import { upcomingEventsAtVenues } from './published-events.ts';
import { VENUE_NAMES_PER_QUESTION, type VenueNames } from './venue-names.ts';
import type { VenuesForSearch } from './venues-for-search.ts';
import { publishedInNextWeek } from './weekly-counts.ts';
import { activePeople } from './active-people.ts';

/** Per-request batching: one query per kind of question, whatever the number of zones or venues asked about. */
export function createLoaders(context: SubgraphContext, venueNames: VenueNames) {
  const upcomingByLimit = new Map<number, DataLoader<number, Event[]>>();
  return {
    event: loaderByKey(context, Event, 'uuid'),
    eventOfSubmission: loaderByKey(context, Event, 'submissionUuid'),
    series: loaderByKey(context, EventSeries, 'uuid'),
    /** The name of each venue the request's events are at (null for a venue that no longer exists). */
    venueName: new DataLoader<number, string | null>((ids) => venueNames.of(ids, context), { maxBatchSize: VENUE_NAMES_PER_QUESTION }),
    /** Published events starting in the next seven days, per zone. */
    weeklyCount: new DataLoader<number, number>(async (zoneIds) => {
      const counts = await publishedInNextWeek(context.db, zoneIds);
      return zoneIds.map((id) => counts.get(id) ?? 0);
    }),
    /** People active in the last 30 days, per zone with its neighbourhoods (given as their ids). */
    activePeople: new DataLoader<readonly number[], number, string>((groups) => activePeople(context.db, groups), {
      cacheKeyFn: (zoneIds) => zoneIds.join(','),
    }),
    /** A venue's next published events, at most `limit` each, for all venues in one query. */
    upcoming(limit: number): DataLoader<number, Event[]> {
      let loader = upcomingByLimit.get(limit);
      if (!loader) {
        loader = new DataLoader<number, Event[]>(async (venueIds) => {
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
  venuesForSearch: VenuesForSearch;
  askTowns: AskTowns;
}

/** What the events service starts beside its API, once. */
export interface EventsRuntime {
  jobs: Jobs;
  venueNames: VenueNames;
  venuesForSearch: VenuesForSearch;
  askTowns: AskTowns;
}

export const createContext = (base: SubgraphContext, { jobs, venueNames, venuesForSearch, askTowns }: EventsRuntime) => ({
  loaders: createLoaders(base, venueNames),
  jobs,
  venuesForSearch,
  askTowns,
});
