import ICAL from 'ical.js';
import { isTimeZone } from '@local-events/platform';
import { sourceTime } from './times.ts';
import type { ExtractedEvent } from './types.ts';

/** An iCalendar time as the source wrote it: in its TZID (an IANA zone), in UTC with `Z`, or floating. */
function timeOf(property: ICAL.Property | null, value = property?.getFirstValue() as ICAL.Time | undefined) {
  if (!property || !value) return { time: undefined, zone: undefined };
  const tzid = property.getParameter('tzid');
  const zone = typeof tzid === 'string' && isTimeZone(tzid) ? tzid : undefined;
  const printed = value.toString();
  const text = value.zone === ICAL.Timezone.utcTimezone && !printed.endsWith('Z') ? `${printed}Z` : printed;
  return { time: sourceTime(text), zone };
}

/** The document's calendar, or none when it does not parse as iCalendar. */
function parsed(source: string): ICAL.Component | undefined {
  try {
    return new ICAL.Component(ICAL.parse(source));
  } catch {
    return undefined;
  }
}

/**
 * Every VEVENT of an iCalendar document, in order (a submitted page uses the first). Times keep their TZID or their
 * UTC `Z`; a repeating event keeps its RRULE and EXDATEs, a changed occurrence its RECURRENCE-ID.
 */
export function fromICalendar(source: string): ExtractedEvent[] {
  return (parsed(source)?.getAllSubcomponents('vevent') ?? []).map(fromVEvent);
}

function fromVEvent(vevent: ICAL.Component): ExtractedEvent {
  const time = (name: string) => timeOf(vevent.getFirstProperty(name));
  const start = time('dtstart');
  const end = time('dtend');
  const geo = vevent.getFirstPropertyValue('geo') as number[] | null;
  const location = vevent.getFirstPropertyValue('location');
  const categories = vevent.getAllProperties('categories').flatMap((property) => property.getValues().map(String));
  const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  const excluded = vevent
    .getAllProperties('exdate')
    .flatMap((property) => (property.getValues() as ICAL.Time[]).map((value) => timeOf(property, value).time))
    .filter((value) => value !== undefined);
  const uid = vevent.getFirstPropertyValue('uid');
  return {
    format: 'icalendar',
    ...(uid ? { id: String(uid) } : {}),
    ...(rrule ? { recurrence: { rule: rrule.toString(), excluded } } : {}),
    ...(vevent.hasProperty('recurrence-id') ? { recurrenceId: time('recurrence-id').time } : {}),
    ...(String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ? { cancelled: true } : {}),
    title: String(vevent.getFirstPropertyValue('summary') ?? '').trim() || undefined,
    description: String(vevent.getFirstPropertyValue('description') ?? '').trim() || undefined,
    start: start.time,
    end: end.time,
    timezone: start.zone,
    place:
      location || geo
        ? { name: location ? String(location) : undefined, ...(geo ? { lat: Number(geo[0]), lng: Number(geo[1]) } : {}) }
        : undefined,
    categories,
    url: vevent.getFirstPropertyValue('url') ? String(vevent.getFirstPropertyValue('url')) : undefined,
  };
}
