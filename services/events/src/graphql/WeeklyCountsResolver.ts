import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { userInputError } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { publishedInNextWeekPerSet } from '../weekly-counts.ts';

/** Every zone of the largest guide with room to spare; the counts of all of them are one indexed query. */
const MAX_ZONE_IDS = 20_000;

@Resolver()
export class WeeklyCountsResolver {
  @Query(() => [Int], {
    description:
      'Published events starting in the next seven days, one count per list of zone ids asked about, in the same order. ' +
      "Give each zone's `zoneIds` (the zone and its neighbourhoods) to have its `Location.weeklyEventsCount`, for many zones in one answer.",
  })
  async weeklyEventCounts(
    @Ctx() { db }: EventsContext,
    @Arg('zoneIds', () => [[Int]], { description: "Lists of zone ids, as `Location.zoneIds` gives them" }) zoneIds: number[][],
  ): Promise<number[]> {
    if (zoneIds.length > MAX_ZONE_IDS || zoneIds.reduce((total, ids) => total + ids.length, 0) > MAX_ZONE_IDS) {
      throw userInputError(`zoneIds may hold at most ${MAX_ZONE_IDS} lists and ${MAX_ZONE_IDS} ids in all`, 'zoneIds');
    }
    return publishedInNextWeekPerSet(db, zoneIds);
  }
}
