import { DateTime } from 'luxon';

/** Days a person names: what find_events and the site's filters offer. */
export const WHEN = ['today', 'tomorrow', 'this_weekend', 'next_7_days'] as const;
export type When = (typeof WHEN)[number];

/** Longest range one call may ask for (the events service's own limit). */
const MAX_DAYS = 31;
const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day: its year, month (1–12) and day, and `number`, its count of days since 1970-01-01. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  number: number;
}

/**
 * The day a `YYYY-MM-DD` names, or null when it names none (2026-02-30). Calendar days are counted as days since
 * 1970-01-01: naming, comparing and stepping through days needs no time zone, nor luxon (its zone arithmetic was a
 * twentieth of the API's CPU on find_events, and building a date to check one a seventieth of the events service's).
 */
export function parseCalendarDate(value: string): CalendarDay | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day, number: date.getTime() / DAY_MS } : null;
}

const dayNumber = (value: string) => parseCalendarDate(value)?.number;

/** The `YYYY-MM-DD` of a day counted since 1970-01-01. */
export const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Monday 1 ... Sunday 7 (1970-01-01 was a Thursday). */
const weekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/**
 * The calendar days (first and last, both included) that `date`, `from`/`to` or `when` name, in the zone's
 * time zone; today there when none is given. This weekend is the coming Saturday and Sunday, or what is left
 * of it on a weekend day.
 */
export function dayRange(
  input: { date?: string; from?: string; to?: string; when?: When },
  timezone: string,
  now = DateTime.now(),
): { from: string; to: string } {
  const given = [input.date, input.from ?? input.to, input.when].filter(Boolean).length;
  if (given > 1) throw new InvalidDays('Give one of date, from/to or when, not several.');
  const today = () => {
    const local = now.setZone(timezone);
    if (!local.isValid) throw new InvalidDays(`${timezone} is not a time zone.`);
    return dayNumber(local.toISODate()!)!;
  };
  const day = (value: string, name: string) => {
    const number = dayNumber(value);
    if (number === undefined) throw new InvalidDays(`${name} must be a calendar date as YYYY-MM-DD.`);
    return number;
  };
  let first: number;
  let last: number;
  if (input.date) {
    first = last = day(input.date, 'date');
  } else if (input.from || input.to) {
    first = input.from ? day(input.from, 'from') : today();
    last = input.to ? day(input.to, 'to') : first;
  } else {
    const current = today();
    switch (input.when ?? 'today') {
      case 'today':
        first = last = current;
        break;
      case 'tomorrow':
        first = last = current + 1;
        break;
      case 'this_weekend': {
        const sunday = current + 7 - weekday(current);
        first = weekday(current) >= 6 ? current : sunday - 1;
        last = sunday;
        break;
      }
      case 'next_7_days':
        first = current;
        last = current + 6;
        break;
    }
  }
  if (last < first) throw new InvalidDays('to must not be before from.');
  if (last - first > MAX_DAYS) throw new InvalidDays(`A range covers at most ${MAX_DAYS + 1} days.`);
  return { from: isoDate(first), to: isoDate(last) };
}

/** Days asked for that are not a range the guide answers: the message says what to change. */
export class InvalidDays extends Error {}
