import { DateTime } from 'luxon';

/** Days a person names: what find_events and the site's filters offer. */
export const WHEN = ['today', 'tomorrow', 'this_weekend', 'next_7_days'] as const;
export type When = (typeof WHEN)[number];

/** Longest range one call may ask for (the events service's own limit). */
const MAX_DAYS = 31;

/**
 * The calendar days (first and last, both included) that `date`, `from`/`to` or `when` name, in the zone's
 * time zone; today there when none is given. This weekend is the coming Saturday and Sunday, or what is left
 * of it on a weekend day.
 */
export function dayRange(input: { date?: string; from?: string; to?: string; when?: When }, timezone: string, now = DateTime.now()): { from: string; to: string } {
  const given = [input.date, input.from ?? input.to, input.when].filter(Boolean).length;
  if (given > 1) throw new InvalidDays('Give one of date, from/to or when, not several.');
  const today = now.setZone(timezone).startOf('day');
  const day = (value: string, name: string) => {
    const parsed = DateTime.fromISO(value, { zone: timezone });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !parsed.isValid) throw new InvalidDays(`${name} must be a calendar date as YYYY-MM-DD.`);
    return parsed;
  };
  let first: DateTime;
  let last: DateTime;
  if (input.date) {
    first = last = day(input.date, 'date');
  } else if (input.from || input.to) {
    first = input.from ? day(input.from, 'from') : today;
    last = input.to ? day(input.to, 'to') : first;
  } else {
    switch (input.when ?? 'today') {
      case 'today':
        first = last = today;
        break;
      case 'tomorrow':
        first = last = today.plus({ days: 1 });
        break;
      case 'this_weekend': {
        // Luxon weekdays: Monday 1 ... Saturday 6, Sunday 7.
        const sunday = today.plus({ days: 7 - today.weekday });
        first = today.weekday >= 6 ? today : sunday.minus({ days: 1 });
        last = sunday;
        break;
      }
      case 'next_7_days':
        first = today;
        last = today.plus({ days: 6 });
        break;
    }
  }
  const days = last.diff(first, 'days').days;
  if (days < 0) throw new InvalidDays('to must not be before from.');
  if (days > MAX_DAYS) throw new InvalidDays(`A range covers at most ${MAX_DAYS + 1} days.`);
  return { from: first.toISODate()!, to: last.toISODate()! };
}

/** Days asked for that are not a range the guide answers: the message says what to change. */
export class InvalidDays extends Error {}
