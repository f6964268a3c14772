import { EventContent, type EventContentFields } from '@local-events/contracts';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './i18n/languages.ts';
import { type Translate, translator } from './i18n/messages.ts';

/** A contract's field as JSON Schema says it: enough to tell text from the rest, and whether it may be empty or null. */
type FieldSchema = { type?: string; anyOf?: FieldSchema[]; minLength?: number };
type TextKind = 'required' | 'empty' | 'nullable';

/** The contract's content fields that hold text (or null): the console's forms edit each under its own name. */
type TextField = {
  [Field in keyof EventContentFields]: EventContentFields[Field] extends string | null ? Field : never;
}[keyof EventContentFields];

/**
 * Each text field of the contract's EventContent and how an empty box is read: a required field refuses it, one that
 * may be empty keeps it, a nullable one is null. A content field added to the contract is read and written by the
 * forms with no change here; event-fields.njk gives it its box and label.
 */
const TEXT_FIELDS = Object.fromEntries(
  Object.entries(
    (z.toJSONSchema(EventContent, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, FieldSchema> }).properties,
  ).flatMap(([name, field]): [string, TextKind][] => {
    if (field.anyOf) return field.anyOf.some((option) => option.type === 'string') ? [[name, 'nullable']] : [];
    if (field.type !== 'string') return [];
    return [[name, (field.minLength ?? 0) > 0 ? 'required' : 'empty']];
  }),
) as Record<TextField, TextKind>;
const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS) as TextField[];

/** The event fields the console's forms edit, as the form shows them (local times in the event's zone). */
export type EventFormValues = Record<TextField, string> & {
  start: string;
  end: string;
  categories: string;
  isFree: boolean;
  bookingRequired: boolean;
};

/** The same fields as the GraphQL inputs take them. */
export type EventContentValues = Pick<EventContentFields, TextField> & {
  startTime: string;
  endTime: string | null;
  categories: string[];
  isFree: boolean;
  bookingRequired: boolean;
};

/** Every field a form edits, as the events service names them (the review page lists what reviewers changed by these). */
export const EDITED_FIELDS = [...TEXT_FIELD_NAMES, 'startTime', 'endTime', 'categories', 'isFree', 'bookingRequired'] as const;

type StoredEvent = { [Field in TextField]: string | null } & Pick<
  EventContentValues,
  'startTime' | 'endTime' | 'categories' | 'isFree' | 'bookingRequired'
>;

const LOCAL = "yyyy-MM-dd'T'HH:mm";
const local = (instant: string | null, zone: string) => (instant ? DateTime.fromISO(instant, { zone }).toFormat(LOCAL) : '');

/** A form with nothing in it, for a new event. */
export const emptyForm = (): EventFormValues => ({
  ...(Object.fromEntries(TEXT_FIELD_NAMES.map((field) => [field, ''])) as Record<TextField, string>),
  start: '',
  end: '',
  categories: '',
  isFree: false,
  bookingRequired: false,
});

export const formValuesOf = (event: StoredEvent, zone: string): EventFormValues => ({
  ...(Object.fromEntries(TEXT_FIELD_NAMES.map((field) => [field, event[field] ?? ''])) as Record<TextField, string>),
  start: local(event.startTime, zone),
  end: local(event.endTime, zone),
  categories: event.categories.join(', '),
  isFree: event.isFree,
  bookingRequired: event.bookingRequired,
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A form post read back: its values to show again, and the content, or what is wrong with it. */
export function readEventForm(
  body: Record<string, unknown>,
  zone: string,
  t: Translate = translator(DEFAULT_LANGUAGE),
): { values: EventFormValues; content?: EventContentValues; error?: string } {
  const values: EventFormValues = {
    ...(Object.fromEntries(TEXT_FIELD_NAMES.map((field) => [field, text(body[field])])) as Record<TextField, string>),
    start: text(body.start),
    end: text(body.end),
    categories: text(body.categories),
    isFree: body.isFree === 'on',
    bookingRequired: body.bookingRequired === 'on',
  };
  const instant = (value: string) => {
    const time = DateTime.fromFormat(value, LOCAL, { zone });
    return time.isValid ? time.toUTC().toISO() : null;
  };
  if (!values.title) return { values, error: t('form.needsTitle') };
  const startTime = instant(values.start);
  if (!startTime) return { values, error: t('form.needsStart') };
  const endTime = values.end ? instant(values.end) : null;
  if (values.end && !endTime) return { values, error: t('form.badEnd') };
  const content = {
    ...Object.fromEntries(
      TEXT_FIELD_NAMES.map((field) => [field, TEXT_FIELDS[field] === 'nullable' ? values[field] || null : values[field]]),
    ),
    startTime,
    endTime,
    categories: values.categories
      .split(',')
      .map((category) => category.trim())
      .filter(Boolean),
    isFree: values.isFree,
    bookingRequired: values.bookingRequired,
  } as EventContentValues;
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
