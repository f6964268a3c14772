import { slugify } from '@local-events/platform';
import { EventContent, type EventContentFields } from '@local-events/contracts';
import type { Event } from './entities/Event.ts';
import { isTimeZone } from '@local-events/platform';

/** What an edit may change: the content, the times and the place. Absent fields stay; `null` clears a field that may be empty. */
export interface EventChanges extends Partial<EventContentFields> {
  startTime?: Date;
  endTime?: Date | null;
  timezone?: string;
  venueId?: number | null;
  zoneId?: number | null;
}

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

export class InvalidChanges extends Error {
  constructor(readonly problems: { field: string; message: string }[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '));
  }
}

/** The problems of `changes` for `event` as it would be after them; empty when they can be applied. */
export function validateChanges(event: Pick<Event, 'startTime' | 'endTime'>, changes: EventChanges): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const content = EventContent.partial().safeParse(changes);
  for (const issue of content.success ? [] : content.error.issues) problem(String(issue.path[0]), issue.message);
  if (changes.timezone !== undefined && !isTimeZone(changes.timezone)) problem('timezone', 'must be an IANA time zone');
  for (const field of ['venueId', 'zoneId'] as const) {
    const value = changes[field];
    if (value !== undefined && value !== null && (!Number.isInteger(value) || value < 1)) problem(field, 'must be a positive integer');
  }
  const start = changes.startTime ?? event.startTime;
  const end = changes.endTime === undefined ? event.endTime : changes.endTime;
  if (end && start && end < start) problem('endTime', 'must not be before startTime');
  return problems;
}

/** Applies `changes` to `event`, returning what actually changed (field -> from/to). */
export function applyChanges(event: Event, changes: EventChanges): FieldChanges {
  const problems = validateChanges(event, changes);
  if (problems.length > 0) throw new InvalidChanges(problems);
  const changed: FieldChanges = {};
  const record = <K extends keyof EventChanges & keyof Event>(field: K, value: Event[K]) => {
    const before = event[field];
    const same =
      before instanceof Date && value instanceof Date
        ? before.getTime() === value.getTime()
        : JSON.stringify(before) === JSON.stringify(value);
    if (same) return;
    changed[field] = { from: before, to: value };
    event[field] = value;
  };
  for (const field of Object.keys(changes) as (keyof EventChanges)[]) {
    const value = changes[field];
    if (value === undefined) continue;
    if (field === 'title') record('title', (value as string).trim());
    else if (field === 'categories')
      record(
        'categories',
        (value as string[]).map((c) => c.trim()),
      );
    else record(field, value as never);
  }
  if (changed.title) event.slug = slugify(event.title);
  return changed;
}
