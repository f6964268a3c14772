import { LRUCache } from 'lru-cache';
import { DateTime } from 'luxon';
import { isTimeZone, parseCalendarDate } from '@local-events/platform';

/**
 * Working a day out takes luxon several Intl look-ups (checking the zone alone builds a formatter); the same few
 * days of the same zones are asked for all day. Only valid dates and zones are kept.
 */
const dayWindows = new LRUCache<string, { start: Date; end: Date }>({ max: 10_000 });

/**
 * The instants [start, end) that make up calendar day `date` in time zone `zone`.
 * Days are 23 or 25 hours long when clocks change; midnight itself may not exist in some zones,
 * and luxon then starts the day at the first instant that does.
 */
export function zoneDayWindow(date: string, zone: string): { start: Date; end: Date } {
  const key = `${date} ${zone}`;
  let window = dayWindows.get(key);
  if (!window) {
    const day = parseCalendarDate(date);
    if (!day) throw new RangeError(`not a calendar date: ${date}`);
    if (!isTimeZone(zone)) throw new RangeError(`not an IANA time zone: ${zone}`);
    const start = DateTime.fromObject({ year: day.year, month: day.month, day: day.day }, { zone }).startOf('day');
    window = { start: start.toJSDate(), end: start.plus({ days: 1 }).startOf('day').toJSDate() };
    dayWindows.set(key, window);
  }
  return { start: new Date(window.start), end: new Date(window.end) };
}

/** [start of `from`, end of `until`) in `zone`, both days included. */
export function zoneDaysWindow(from: string, until: string, zone: string): { start: Date; end: Date } {
  return { start: zoneDayWindow(from, zone).start, end: zoneDayWindow(until, zone).end };
}

/** Today's calendar date in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}

/**
 * Local times shown lately, by zone and instant: luxon asks Intl for the zone's offset and formats each one (a
 * seventeenth of the events service's CPU on find_events, which shows each event's local time), and the same
 * events are listed again and again.
 */
const localTimes = new LRUCache<string, string>({ max: 50_000 });

/** An instant as wall-clock time in `zone` with its offset, e.g. `2026-05-09T11:00:00+01:00`. */
export function localTime(instant: Date, zone: string): string {
  const key = `${instant.getTime()} ${zone}`;
  let shown = localTimes.get(key);
  if (shown === undefined) {
    shown = DateTime.fromJSDate(instant, { zone }).toISO({ suppressMilliseconds: true })!;
    localTimes.set(key, shown);
  }
  return shown;
}
