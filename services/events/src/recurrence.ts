import ICAL from 'ical.js';
import rrule from 'rrule';
import { DateTime } from 'luxon';

/** How far repeating events reach: occurrences further ahead appear as time passes (see extend-series.ts). */
export const RECURRENCE_LIMITS = {
  /** Occurrences kept ahead of now, per series. */
  occurrences: 366,
  /** Days ahead of now that occurrences are kept for. */
  horizonDays: 365,
  /**
   * Days ahead kept for a series waiting for review (a submitted page, a source under review): one anonymous page
   * cannot fill the review queue with a year of dates; approval extends it to a year.
   */
  reviewHorizonDays: 56,
  excludedDates: 366,
  ruleLength: 300,
} as const;

/** Rule parts a series may use. The time of day comes from the event's start, so BYHOUR and its kin are refused. */
const PARTS = new Set([
  'FREQ',
  'UNTIL',
  'COUNT',
  'INTERVAL',
  'BYDAY',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYMONTH',
  'BYSETPOS',
  'WKST',
]);
/**
 * The parts that filter a daily or weekly rule and can never all match (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`): ical.js
 * gives up on such monthly and yearly rules, but looks for a daily or weekly one's next date for ever.
 */
const NOT_FOR: Record<string, readonly string[]> = {
  DAILY: ['BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYSETPOS'],
  WEEKLY: ['BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYSETPOS'],
};
const FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A rule that cannot be kept, naming the part that is wrong (`FREQ=HOURLY`, `BYDAY=XX`, ...). */
export class InvalidRecurrence extends Error {
  constructor(
    readonly field: 'recurrence' | 'excludedDates',
    message: string,
  ) {
    super(message);
  }
}

/** A series' rule, normalised: the RFC 5545 RRULE value without its `RRULE:` name, UNTIL as a local wall-clock time. */
export interface SeriesRule {
  rule: string;
  /** Local dates (YYYY-MM-DD) on which the rule gives no occurrence. */
  excludedDates: string[];
}

/** Where a series starts: its first occurrence's wall-clock start in its zone. */
export interface SeriesStart {
  localStart: string;
  timezone: string;
}

export interface Occurrence {
  /** The occurrence's own local date in the series (iCalendar's RECURRENCE-ID): how it is found again. */
  date: string;
  start: Date;
}

const refuse = (part: string, why: string): never => {
  throw new InvalidRecurrence('recurrence', `recurrence: ${part} ${why}`);
};

/**
 * Checks a rule part by part (each is parsed by ical.js, whose messages name what is wrong) and the bounds a guide
 * keeps: no more often than daily, no time-of-day parts, not COUNT and UNTIL together. UNTIL becomes a local time.
 */
export function parseRule(text: string, excludedDates: readonly string[], start: SeriesStart): SeriesRule {
  const value = text.trim().replace(/^RRULE:/i, '');
  if (!value) refuse('the rule', 'is empty');
  if (value.length > RECURRENCE_LIMITS.ruleLength) refuse('the rule', `is longer than ${RECURRENCE_LIMITS.ruleLength} characters`);
  const parts = new Map<string, string>();
  for (const part of value.split(';')) {
    const [name, partValue, ...rest] = part.split('=');
    const key = (name ?? '').toUpperCase();
    if (!partValue || rest.length) refuse(part || 'an empty part', 'is not NAME=VALUE');
    if (['BYHOUR', 'BYMINUTE', 'BYSECOND'].includes(key)) refuse(part, "is not allowed: the time of day is the event's start");
    if (!PARTS.has(key)) refuse(part, 'is not a rule part this guide keeps');
    if (parts.has(key)) refuse(part, 'is given twice');
    parts.set(key, partValue!.toUpperCase());
  }
  const freq = parts.get('FREQ') ?? refuse('FREQ', 'is missing');
  if (!FREQUENCIES.has(freq)) {
    if (['HOURLY', 'MINUTELY', 'SECONDLY'].includes(freq)) refuse(`FREQ=${freq}`, 'is more frequent than daily');
    refuse(`FREQ=${freq}`, 'is not DAILY, WEEKLY, MONTHLY or YEARLY');
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) refuse('COUNT and UNTIL', 'cannot both be given');
  const notHere = (NOT_FOR[freq] ?? []).find((name) => parts.has(name));
  if (notHere) refuse(`${notHere}=${parts.get(notHere)}`, `is not used with FREQ=${freq}; use FREQ=MONTHLY or YEARLY`);
  for (const [name, partValue] of parts) {
    if ((name === 'COUNT' || name === 'INTERVAL') && !/^[1-9]\d{0,3}$/.test(partValue))
      refuse(`${name}=${partValue}`, 'must be a whole number from 1 to 9999');
    try {
      ICAL.Recur.fromString(`FREQ=${freq};${name}=${partValue}`);
    } catch (error) {
      refuse(`${name}=${partValue}`, `is not valid (${(error as Error).message})`);
    }
  }
  const until = parts.get('UNTIL');
  if (until) parts.set('UNTIL', localUntil(until, start.timezone));
  return { rule: [...parts].map(([name, partValue]) => `${name}=${partValue}`).join(';'), excludedDates: checkedDates(excludedDates) };
}

/** UNTIL as a floating local time: a date means through that day, a UTC time is read in the series' zone. */
function localUntil(value: string, timezone: string): string {
  if (/^\d{8}$/.test(value)) return `${value}T235959`;
  if (/^\d{8}T\d{6}$/.test(value)) return value;
  const instant = DateTime.fromFormat(value, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' });
  if (!instant.isValid) return refuse(`UNTIL=${value}`, 'is not a date (YYYYMMDD) or a UTC time (YYYYMMDDTHHMMSSZ)');
  return instant.setZone(timezone).toFormat("yyyyMMdd'T'HHmmss");
}

function checkedDates(dates: readonly string[]): string[] {
  if (dates.length > RECURRENCE_LIMITS.excludedDates)
    throw new InvalidRecurrence('excludedDates', `excludedDates: at most ${RECURRENCE_LIMITS.excludedDates} dates`);
  for (const date of dates) {
    if (!LOCAL_DATE.test(date) || !DateTime.fromISO(date).isValid)
      throw new InvalidRecurrence('excludedDates', `excludedDates: ${JSON.stringify(date).slice(0, 40)} is not a date (YYYY-MM-DD)`);
  }
  return [...new Set(dates)].sort();
}

/**
 * The occurrences of a series that start within [from, to], at most `RECURRENCE_LIMITS.occurrences`. The rule runs
 * on wall-clock times in the series' zone, so a weekly 19:30 stays 19:30 across a change of the clocks.
 */
export function occurrencesBetween(series: SeriesRule & SeriesStart, from: Date, to: Date): Occurrence[] {
  const first = DateTime.fromISO(series.localStart, { zone: 'utc' });
  const iterator = ICAL.Recur.fromString(series.rule).iterator(
    ICAL.Time.fromData({ year: first.year, month: first.month, day: first.day, hour: first.hour, minute: first.minute, second: 0 }),
  );
  const excluded = new Set(series.excludedDates);
  const found: Occurrence[] = [];
  // A rule that starts long ago is walked from its start; daily for ten years is under 4,000 steps.
  for (let step = 0, next = iterator.next(); next && step < 10_000; step++, next = iterator.next()) {
    const local = DateTime.fromObject(
      { year: next.year, month: next.month, day: next.day, hour: next.hour, minute: next.minute },
      { zone: series.timezone },
    );
    const start = local.toJSDate();
    if (start > to) break;
    const date = local.toISODate()!;
    if (start < from || excluded.has(date)) continue;
    found.push({ date, start });
    if (found.length >= RECURRENCE_LIMITS.occurrences) break;
  }
  return found;
}

/** The rule in words, e.g. "every week on Tuesday until March 16, 2027". */
export function describeRule(rule: string): string {
  const options = rrule.RRule.parseString(rule);
  return new rrule.RRule(options).toText();
}
