import { isTimeZone } from '@local-events/platform';
import { sourceTime, timeOfDay } from './times.ts';
import type { ExtractedEvent, ExtractedPlace, SourceFormat } from './types.ts';

/** A schema.org node as JSON-LD or microdata gives it. */
export type Node = Record<string, unknown>;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown): string | undefined => {
  const item = first(value);
  if (typeof item === 'string') return item.trim() || undefined;
  if (typeof item === 'number') return String(item);
  if (item && typeof item === 'object') return text((item as Node)['@value'] ?? (item as Node).name ?? (item as Node).url);
  return undefined;
};
const number = (value: unknown): number | undefined => {
  const parsed = Number(text(value));
  return Number.isFinite(parsed) ? parsed : undefined;
};
const typesOf = (node: Node): string[] =>
  [node['@type']]
    .flat()
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/#]/, ''));

/** Event and its subtypes (MusicEvent, TheaterEvent, Festival, ...). */
export const isEventNode = (node: Node) => typesOf(node).some((type) => type.endsWith('Event') || type === 'Festival');

function placeOf(value: unknown): ExtractedPlace | undefined {
  const location = first(value);
  if (typeof location === 'string') return { name: location };
  if (!location || typeof location !== 'object') return undefined;
  const node = location as Node;
  if (typesOf(node).includes('VirtualLocation')) return undefined;
  const address = first(node.address);
  const geo = first(node.geo) as Node | undefined;
  const place: ExtractedPlace = { name: text(node.name) };
  if (typeof address === 'string') place.address = address;
  else if (address && typeof address === 'object') {
    const postal = address as Node;
    const locality = text(postal.addressLocality);
    place.address =
      [text(postal.streetAddress), [text(postal.postalCode), locality].filter(Boolean).join(' ')].filter(Boolean).join(', ') || undefined;
    place.locality = locality;
    place.country = text(postal.addressCountry);
  }
  if (geo) {
    place.lat = number(geo.latitude);
    place.lng = number(geo.longitude);
  }
  return Object.values(place).some((v) => v !== undefined) ? place : undefined;
}

function priceOf(node: Node): Pick<ExtractedEvent, 'priceInfo' | 'isFree'> {
  if (node.isAccessibleForFree === true || node.isAccessibleForFree === 'true' || node.isAccessibleForFree === 'True')
    return { isFree: true };
  const offer = first(node.offers) as Node | undefined;
  if (!offer || typeof offer !== 'object') return {};
  const price = number(offer.price ?? offer.lowPrice);
  if (price === 0) return { isFree: true };
  if (price === undefined) return {};
  const currency = text(offer.priceCurrency);
  return { priceInfo: currency ? `${price} ${currency}` : String(price), isFree: false };
}

const FREQUENCIES: Record<string, string> = { D: 'DAILY', W: 'WEEKLY', M: 'MONTHLY', Y: 'YEARLY' };
const DAYS: Record<string, string> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};
const list = (value: unknown) =>
  [value]
    .flat()
    .map((item) => text(item))
    .filter((item): item is string => item !== undefined);

/**
 * A schema.org Schedule (`eventSchedule`) as an RFC 5545 rule and its first start: `repeatFrequency` (P1W, P2W, P1M,
 * ...), `byDay`, `byMonthDay`, `repeatCount`, `endDate`, `exceptDate`, from `startDate` at `startTime` in
 * `scheduleTimezone`. Undefined when it gives no frequency this reads.
 */
function scheduleOf(value: unknown): Pick<ExtractedEvent, 'recurrence' | 'start' | 'timezone'> | undefined {
  const schedule = first(value) as Node | undefined;
  if (!schedule || typeof schedule !== 'object') return undefined;
  const frequency = /^P(\d+)([DWMY])$/i.exec(text(schedule.repeatFrequency) ?? '');
  if (!frequency) return undefined;
  const parts = [`FREQ=${FREQUENCIES[frequency[2]!.toUpperCase()]}`];
  if (Number(frequency[1]) > 1) parts.push(`INTERVAL=${Number(frequency[1])}`);
  const days = list(schedule.byDay)
    .map((day) => DAYS[day.replace(/^.*[/#]/, '').toLowerCase()])
    .filter(Boolean);
  if (days.length) parts.push(`BYDAY=${days.join(',')}`);
  const monthDays = list(schedule.byMonthDay).filter((day) => /^-?\d{1,2}$/.test(day));
  if (monthDays.length) parts.push(`BYMONTHDAY=${monthDays.join(',')}`);
  const count = number(schedule.repeatCount);
  const end = sourceTime(text(schedule.endDate));
  if (count && count > 0) parts.push(`COUNT=${Math.floor(count)}`);
  else if (end) parts.push(`UNTIL=${end.value.slice(0, 10).replaceAll('-', '')}`);
  const startDate = text(schedule.startDate)?.slice(0, 10);
  const startTime = timeOfDay(text(schedule.startTime));
  const zone = text(schedule.scheduleTimezone);
  const timezone = zone && isTimeZone(zone) ? zone : undefined;
  return {
    recurrence: {
      rule: parts.join(';'),
      excluded: list(schedule.exceptDate)
        .map((date) => sourceTime(date))
        .filter((date) => date !== undefined),
    },
    ...(startDate && startTime ? { start: sourceTime(`${startDate}T${startTime.value}`) } : {}),
    ...(timezone ? { timezone } : {}),
  };
}

/** schema.org Event node -> the common extracted event. */
export function fromSchemaOrg(node: Node, format: SourceFormat): ExtractedEvent {
  const types = typesOf(node).filter((type) => type !== 'Event');
  const image = first(node.image);
  const event: ExtractedEvent = {
    format,
    title: text(node.name),
    description: text(node.description),
    accessibilityNote: text(node.accessibilitySummary),
    start: sourceTime(text(node.startDate)),
    end: sourceTime(text(node.endDate)),
    doors: sourceTime(text(node.doorTime)) ?? timeOfDay(text(node.doorTime)),
    place: placeOf(node.location),
    imageUrl: typeof image === 'string' ? image : text((image as Node | undefined)?.url ?? (image as Node | undefined)?.contentUrl),
    ...priceOf(node),
    ...(types.length ? { categories: types.map((type) => type.replace(/Event$/, '').toLowerCase()).filter(Boolean) } : {}),
    url: text(node.url),
    ...(typeof node['@id'] === 'string' && node['@id'] ? { id: node['@id'] } : {}),
    ...(/EventCancelled$/.test(text(node.eventStatus) ?? '') ? { cancelled: true } : {}),
  };
  const schedule = scheduleOf(node.eventSchedule);
  if (!schedule) return event;
  // An event's startDate that is a day only ("2026-12-10") gives way to the schedule's day and time.
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(text(node.startDate)?.trim() ?? '');
  return { ...event, ...schedule, start: (dayOnly ? schedule.start : undefined) ?? event.start ?? schedule.start };
}
