import { Event } from '../entities/Event.ts';
import { Arg, Args, ArgsType, Ctx, Directive, Field, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { eventsOnDays, MAX_DAY_EVENTS, MAX_ZONES } from '../events-on-days.ts';
import type { EventsContext } from '../loaders.ts';
import { LocationRef } from './references-types.ts';

/** Which calendar days: from `date` to `until`, both included, in the zone's time zone. */
@ArgsType()
class DayRange {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Bounded(BOUNDS.date)
  date?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, at most 31 days after date' })
  @Bounded(BOUNDS.date)
  until?: string | null;

  @Field(() => Int, { defaultValue: MAX_DAY_EVENTS })
  @Bounded({ min: 1, max: MAX_DAY_EVENTS })
  limit!: number;
}

@Resolver(() => LocationRef)
export class LocationEventsResolver {
  @Directive('@requires(fields: "timezone zoneIds")')
  @FieldResolver(() => [Event], {
    description:
      'Published events of this zone and its neighbourhoods from `date` to `until` (both included, default: one day), ' +
      "as calendar days in the zone's time zone, by start time. `date` defaults to today there.",
  })
  events(
    @Root() location: LocationRef,
    @Ctx() { db }: EventsContext,
    @Args(() => DayRange) { date, until, limit }: DayRange,
  ): Promise<Event[]> {
    return eventsOnDays(db, location.zoneIds, location.timezone, date, until, limit);
  }

  @Directive('@requires(fields: "timezone zoneIds")')
  @FieldResolver(() => [Event], {
    description:
      'Cancelled events of this zone and its neighbourhoods from `date` to `until`, as `events` takes them: for calendar feeds, ' +
      'which keep them marked cancelled (STATUS:CANCELLED).',
  })
  cancelledEvents(
    @Root() location: LocationRef,
    @Ctx() { db }: EventsContext,
    @Args(() => DayRange) { date, until, limit }: DayRange,
  ): Promise<Event[]> {
    return eventsOnDays(db, location.zoneIds, location.timezone, date, until, limit, 'cancelled');
  }

  @Query(() => [Event], {
    description:
      'What `Location.events` answers, for a client that already knows the zone: published events of these zones (give ' +
      "`Location.zoneIds` for a zone with its neighbourhoods) from `date` to `until`, as calendar days in `timezone` (the zone's).",
  })
  eventsInZones(
    @Ctx() { db }: EventsContext,
    @Arg('zoneIds', () => [Int], { description: 'Zone ids, at most 1000' }) @Bounded({ maxItems: MAX_ZONES }) zoneIds: number[],
    @Arg('timezone', () => String, { description: 'IANA time zone of the days' }) @Bounded(BOUNDS.timezone) timezone: string,
    @Args(() => DayRange) { date, until, limit }: DayRange,
  ): Promise<Event[]> {
    return eventsOnDays(db, zoneIds, timezone, date, until, limit);
  }

  @Directive('@requires(fields: "zoneIds")')
  @FieldResolver(() => Int, { description: 'Published events starting in the next seven days in this zone and its neighbourhoods.' })
  async weeklyEventsCount(@Root() location: LocationRef, @Ctx() { loaders }: EventsContext): Promise<number> {
    const counts = await Promise.all(location.zoneIds.map((zoneId) => loaders.weeklyCount.load(zoneId)));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  @Directive('@requires(fields: "zoneIds")')
  @FieldResolver(() => Int, {
    description:
      'How many people submitted, reviewed or managed an event of this zone or its neighbourhoods in the last 30 days, each once ' +
      '(submitters by e-mail address, else by submission).',
  })
  async activeUsers(@Root() location: LocationRef, @Ctx() { loaders }: EventsContext): Promise<number> {
    return loaders.activePeople.load(location.zoneIds);
  }
}
