import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Bounded, userInputError } from '@local-events/platform/subgraph';
import { activePeople } from '../active-people.ts';
import type { EventsContext } from '../loaders.ts';

/** Every zone of a large guide, each in its own group and its city's, with room to spare. */
const MAX_GROUPS = 1000;
const MAX_GROUPED_IDS = 5000;

@Resolver()
export class ActiveUsersResolver {
  @Query(() => [Int], {
    description:
      'For each group of zone ids (a zone with its neighbourhoods: `Location.zoneIds`), in the same order, what ' +
      "`Location.activeUsers` says of it: many zones' counts in one question.",
  })
  async activeUsersOfZones(
    @Ctx() { db }: EventsContext,
    @Arg('groups', () => [[Int]], { description: `At most ${MAX_GROUPS} groups and ${MAX_GROUPED_IDS} ids in all` })
    @Bounded({ maxItems: MAX_GROUPS })
    groups: number[][],
  ): Promise<number[]> {
    if (groups.reduce((sum, group) => sum + group.length, 0) > MAX_GROUPED_IDS)
      throw userInputError(`groups: at most ${MAX_GROUPED_IDS} zone ids in all`, 'groups');
    return activePeople(db, groups);
  }
}
