import ICAL from 'ical.js';
import { IANAZone } from 'luxon';
import { sourceTime } from './times.ts';
import type { ExtractedEvent } from './types.ts';

/** The first VEVENT of an iCalendar document. Times keep their TZID (an IANA zone) or their UTC `Z`. */
export function fromICalendar(source: string): ExtractedEvent[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(source));
  } catch {
    return [];
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) return [];
  const time = (name: string) => {
    const property = vevent.getFirstProperty(name);
    const value = property?.getFirstValue() as ICAL.Time | undefined;
    if (!property || !value) return { time: undefined, zone: undefined };
    const tzid = property.getParameter('tzid');
    const zone = typeof tzid === 'string' && IANAZone.isValidZone(tzid) ? tzid : undefined;
    const printed = value.toString();
    const text = value.zone === ICAL.Timezone.utcTimezone && !printed.endsWith('Z') ? `${printed}Z` : printed;
    return { time: sourceTime(text), zone };
  };
  const start = time('dtstart');
  const end = time('dtend');
  const geo = vevent.getFirstPropertyValue('geo') as number[] | null;
  const location = vevent.getFirstPropertyValue('location');
  const categories = vevent.getAllProperties('categories').flatMap((property) => property.getValues().map(String));
  return [
    {
      format: 'icalendar',
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
    },
  ];
}
