import { parseCalendarDate } from '@local-events/platform';
import { userInputError, type SqlDatabase } from '@local-events/platform/subgraph';
import type { Event } from './entities/Event.ts';
import { cancelledEvents, publishedEventsInZones } from './published-events.ts';
import { isTimeZone } from '@local-events/platform';
import { todayIn, zoneDaysWindow } from './zone-day.ts';

export const MAX_DAY_EVENTS = 500;
const MAX_RANGE_DAYS = 31;
/** More zones than any town has neighbourhoods. */
export const MAX_ZONES = 1000;

/**
 * Published (or cancelled) events in some zones from `date` to `until` (both included, default: one day), as calendar days in
 * `timezone`, by start time; `date` defaults to today there. Arguments a caller gave are checked here.
 */
export async function eventsOnDays(
  db: SqlDatabase,
  zoneIds: number[],
  timezone: string,
  date: string | null | undefined,
  until: string | null | undefined,
  limit: number,
  which: 'published' | 'cancelled' = 'published',
): Promise<Event[]> {
  if (!isTimeZone(timezone)) throw userInputError(`timezone must be an IANA time zone; got ${timezone}`, 'timezone');
  if (zoneIds.length > MAX_ZONES) throw userInputError(`zoneIds may hold at most ${MAX_ZONES} ids`, 'zoneIds');
  const from = date ?? todayIn(timezone);
  const to = until ?? from;
  const [fromDay, toDay] = [parseCalendarDate(from), parseCalendarDate(to)];
  if (!fromDay) throw userInputError(`date must be a calendar date as YYYY-MM-DD; got ${from}`, 'date');
  if (!toDay) throw userInputError(`until must be a calendar date as YYYY-MM-DD; got ${to}`, 'until');
  const days = toDay.number - fromDay.number;
  if (days < 0 || days > MAX_RANGE_DAYS) throw userInputError(`until must be between date and ${MAX_RANGE_DAYS} days after it`, 'until');
  if (limit < 1 || limit > MAX_DAY_EVENTS) throw userInputError(`limit must be between 1 and ${MAX_DAY_EVENTS}`, 'limit');
  const window = zoneDaysWindow(from, to, timezone);
  return which === 'published' ? publishedEventsInZones(db, zoneIds, window, limit) : cancelledEvents(db, { zoneIds }, window, limit);
}
