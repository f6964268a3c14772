import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { userInputError } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { publishedInNextWeek } from '../weekly-counts.ts';

/** Every zone of the largest guide with room to spare; the counts of all of them are one indexed query. */
const MAX_ZONE_IDS = 20_000;

@Resolver()
export class WeeklyCountsResolver {
  @Query(() => [Int], {
    description:
      'Published events starting in the next seven days in each zone asked about, in the same order: the zone itself, ' +
      "not its neighbourhoods. A zone's `Location.weeklyEventsCount` is the sum over its `zoneIds`; this answers many zones at once.",
  })
  async weeklyEventCounts(
    @Ctx() { db }: EventsContext,
    @Arg('zoneIds', () => [Int], { description: 'Zone ids (Location.id)' }) zoneIds: number[],
  ): Promise<number[]> {
    if (zoneIds.length > MAX_ZONE_IDS) throw userInputError(`zoneIds may hold at most ${MAX_ZONE_IDS} ids`, 'zoneIds');
    const counts = await publishedInNextWeek(db, [...new Set(zoneIds)]);
    return zoneIds.map((zoneId) => counts.get(zoneId) ?? 0);
  }
}
