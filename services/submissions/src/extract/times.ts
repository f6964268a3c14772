import { DateTime } from 'luxon';
import { isTimeZone } from '@local-events/platform';
import type { SourceTime } from './types.ts';

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 date or date-time as a source wrote it; a date alone means the start of that day. */
export function sourceTime(text: string | undefined | null): SourceTime | undefined {
  const match = ISO_DATE_TIME.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const [, date, time, offset] = match;
  const value = `${date}T${time ?? '00:00'}${offset ? (offset.toUpperCase() === 'Z' ? 'Z' : offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset) : ''}`;
  const parsed = offset ? DateTime.fromISO(value, { setZone: true }) : DateTime.fromISO(value, { zone: 'UTC' });
  return parsed.isValid ? { value, hasOffset: Boolean(offset) } : undefined;
}

/** The instant a source time names: as given when it has an offset, otherwise as wall-clock time in `zone`. */
export function toInstant(time: SourceTime, zone: string | undefined): Date | undefined {
  if (time.hasOffset) return DateTime.fromISO(time.value, { setZone: true }).toJSDate();
  if (!zone || !isTimeZone(zone)) return undefined;
  const local = DateTime.fromISO(time.value, { zone });
  return local.isValid ? local.toJSDate() : undefined;
}

const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A time of day alone (`19:00`, `19:00:00`), as schema.org's Time: a wall-clock time with no date. */
export function timeOfDay(text: string | undefined | null): SourceTime | undefined {
  const match = TIME_OF_DAY.exec(String(text ?? '').trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return { value: `${match[1]}:${match[2]}`, hasOffset: false };
}

/**
 * A source time as a clock time (HH:MM) in `zone`, the event's: one with an offset is that instant there; one
 * without is read as written.
 */
export function clockTimeIn(time: SourceTime, zone: string): string | undefined {
  if (!time.hasOffset) return TIME_OF_DAY.test(time.value) ? time.value : DateTime.fromISO(time.value, { zone: 'UTC' }).toFormat('HH:mm');
  const instant = DateTime.fromISO(time.value, { setZone: true });
  return instant.isValid && isTimeZone(zone) ? instant.setZone(zone).toFormat('HH:mm') : undefined;
}

const DOORS_IN_TEXT = /\bdoors(?:\s+open)?(?:\s+(?:at|from))?\s*[:\-\u2013]?\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\b/i;

/**
 * When doors open as a description says it ("Doors 7pm", "doors open at 19:30"), which is how calendars without a
 * property for it (iCalendar has none) give it; undefined when it says nothing clear.
 */
export function doorsInText(text: string | undefined): string | undefined {
  const match = text ? DOORS_IN_TEXT.exec(text) : null;
  if (!match) return undefined;
  const [, hours, minutes = '00', half] = match;
  let hour = Number(hours);
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  } else if (!match[2]) return undefined;
  if (hour > 23 || Number(minutes) > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}
