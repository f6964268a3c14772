import { DateTime } from 'luxon';

/** The event fields the console's forms edit, as the form shows them (local times in the event's zone). */
export interface EventFormValues {
  title: string;
  description: string;
  start: string;
  end: string;
  categories: string;
  priceInfo: string;
  isFree: boolean;
  bookingRequired: boolean;
  accessibilityNote: string;
  imageUrl: string;
}

/** The same fields as the GraphQL inputs take them. */
export interface EventContentValues {
  title: string;
  description: string;
  startTime: string;
  endTime: string | null;
  categories: string[];
  priceInfo: string | null;
  isFree: boolean;
  bookingRequired: boolean;
  accessibilityNote: string | null;
  imageUrl: string | null;
}

type StoredEvent = Omit<EventContentValues, 'endTime'> & { endTime: string | null; description: string };

const LOCAL = "yyyy-MM-dd'T'HH:mm";
const local = (instant: string | null, zone: string) => (instant ? DateTime.fromISO(instant, { zone }).toFormat(LOCAL) : '');

export const formValuesOf = (event: StoredEvent, zone: string): EventFormValues => ({
  title: event.title,
  description: event.description,
  start: local(event.startTime, zone),
  end: local(event.endTime, zone),
  categories: event.categories.join(', '),
  priceInfo: event.priceInfo ?? '',
  isFree: event.isFree,
  bookingRequired: event.bookingRequired,
  accessibilityNote: event.accessibilityNote ?? '',
  imageUrl: event.imageUrl ?? '',
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A form post read back: its values to show again, and the content, or what is wrong with it. */
export function readEventForm(
  body: Record<string, unknown>,
  zone: string,
): { values: EventFormValues; content?: EventContentValues; error?: string } {
  const values: EventFormValues = {
    title: text(body.title),
    description: text(body.description),
    start: text(body.start),
    end: text(body.end),
    categories: text(body.categories),
    priceInfo: text(body.priceInfo),
    isFree: body.isFree === 'on',
    bookingRequired: body.bookingRequired === 'on',
    accessibilityNote: text(body.accessibilityNote),
    imageUrl: text(body.imageUrl),
  };
  const instant = (value: string) => {
    const time = DateTime.fromFormat(value, LOCAL, { zone });
    return time.isValid ? time.toUTC().toISO() : null;
  };
  if (!values.title) return { values, error: 'The event needs a title.' };
  const startTime = instant(values.start);
  if (!startTime) return { values, error: 'The start must be a date and time.' };
  const endTime = values.end ? instant(values.end) : null;
  if (values.end && !endTime) return { values, error: 'The end must be a date and time, or left empty.' };
  const content: EventContentValues = {
    title: values.title,
    description: values.description,
    startTime,
    endTime,
    categories: values.categories
      .split(',')
      .map((category) => category.trim())
      .filter(Boolean),
    priceInfo: values.priceInfo || null,
    isFree: values.isFree,
    bookingRequired: values.bookingRequired,
    accessibilityNote: values.accessibilityNote || null,
    imageUrl: values.imageUrl || null,
  };
  return { values, content };
}

const TIMES = new Set(['startTime', 'endTime']);
const same = (field: string, a: unknown, b: unknown) =>
  TIMES.has(field) && typeof a === 'string' && typeof b === 'string'
    ? Date.parse(a) === Date.parse(b)
    : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only what the form changed: an edit records exactly that. */
export function changedFields(stored: StoredEvent, content: EventContentValues): Partial<EventContentValues> {
  return Object.fromEntries(Object.entries(content).filter(([field, value]) => !same(field, stored[field as keyof StoredEvent], value)));
}
