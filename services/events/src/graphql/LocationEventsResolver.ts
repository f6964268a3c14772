import { Arg, Ctx, Directive, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { userInputError } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { publishedEventsInZones } from '../published-events.ts';
import { parseCalendarDate, todayIn, zoneDaysWindow } from '../zone-day.ts';
import { EventType, toEventType } from './EventType.ts';
import { LocationRef } from './references-types.ts';

const MAX_DAY_EVENTS = 500;
const MAX_RANGE_DAYS = 31;

@Resolver(() => LocationRef)
export class LocationEventsResolver {
  @Directive('@requires(fields: "timezone zoneIds")')
  @FieldResolver(() => [EventType], {
    description:
      'Published events of this zone and its neighbourhoods from `date` to `until` (both included, default: one day), ' +
      'as calendar days in the zone\'s time zone, by start time. `date` defaults to today there.',
  })
  async events(
    @Root() location: LocationRef,
    @Ctx() { db }: EventsContext,
    @Arg('date', () => String, { nullable: true, description: 'YYYY-MM-DD' }) date?: string | null,
    @Arg('until', () => String, { nullable: true, description: 'YYYY-MM-DD, at most 31 days after date' }) until?: string | null,
    @Arg('limit', () => Int, { defaultValue: MAX_DAY_EVENTS }) limit: number = MAX_DAY_EVENTS,
  ): Promise<EventType[]> {
    const from = date ?? todayIn(location.timezone);
    const to = until ?? from;
    const [fromDay, toDay] = [parseCalendarDate(from), parseCalendarDate(to)];
    if (!fromDay) throw userInputError(`date must be a calendar date as YYYY-MM-DD; got ${from}`, 'date');
    if (!toDay) throw userInputError(`until must be a calendar date as YYYY-MM-DD; got ${to}`, 'until');
    const days = (Date.UTC(toDay.year, toDay.month - 1, toDay.day) - Date.UTC(fromDay.year, fromDay.month - 1, fromDay.day)) / 86_400_000;
    if (days < 0 || days > MAX_RANGE_DAYS) throw userInputError(`until must be between date and ${MAX_RANGE_DAYS} days after it`, 'until');
    if (limit < 1 || limit > MAX_DAY_EVENTS) throw userInputError(`limit must be between 1 and ${MAX_DAY_EVENTS}`, 'limit');

    const rows = await publishedEventsInZones(db, location.zoneIds, zoneDaysWindow(from, to, location.timezone), limit);
    return rows.map(toEventType);
  }

  @Directive('@requires(fields: "zoneIds")')
  @FieldResolver(() => Int, { description: 'Published events starting in the next seven days in this zone and its neighbourhoods.' })
  async weeklyEventsCount(@Root() location: LocationRef, @Ctx() { loaders }: EventsContext): Promise<number> {
    const counts = await Promise.all(location.zoneIds.map((zoneId) => loaders.weeklyCount.load(zoneId)));
    return counts.reduce((sum, count) => sum + count, 0);
  }
}
