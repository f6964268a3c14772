import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Bounded, type SqlDatabase } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { publishedInNextWeek } from '../weekly-counts.ts';

/** Every zone of a large guide with room to spare; the counts of all of them are one indexed query. */
const MAX_ZONE_IDS = 1000;

/** Counts being read, by the zones asked for: only while the query runs, so this holds no more than the requests in flight. */
const reading = new Map<string, Promise<Map<number, number>>>();

/**
 * The counts of these zones, read once for all the requests that ask for the same zones while it is read (every
 * zone list asks for the same ones): under load the count query runs once per query time, not once per request.
 */
function sharedCounts(db: SqlDatabase, zoneIds: number[]): Promise<Map<number, number>> {
  const key = zoneIds.join(',');
  let counts = reading.get(key);
  if (!counts) {
    counts = publishedInNextWeek(db, zoneIds).finally(() => reading.delete(key));
    reading.set(key, counts);
  }
  return counts;
}

@Resolver()
export class WeeklyCountsResolver {
  @Query(() => [Int], {
    description:
      'Published events starting in the next seven days in each zone asked about, in the same order: the zone itself, ' +
      "not its neighbourhoods. A zone's `Location.weeklyEventsCount` is the sum over its `zoneIds`; this answers many zones at once.",
  })
  async weeklyEventCounts(
    @Ctx() { db }: EventsContext,
    @Arg('zoneIds', () => [Int], { description: `Zone ids (Location.id), at most ${MAX_ZONE_IDS}` })
    @Bounded({ maxItems: MAX_ZONE_IDS })
    zoneIds: number[],
  ): Promise<number[]> {
    const counts = await sharedCounts(db, [...new Set(zoneIds)]);
    return zoneIds.map((zoneId) => counts.get(zoneId) ?? 0);
  }
}
