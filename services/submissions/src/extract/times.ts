import { DateTime, IANAZone } from 'luxon';
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
  if (!zone || !IANAZone.isValidZone(zone)) return undefined;
  const local = DateTime.fromISO(time.value, { zone });
  return local.isValid ? local.toJSDate() : undefined;
}
