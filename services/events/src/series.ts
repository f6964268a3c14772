import { DateTime } from 'luxon';
import { slugify, type EntityManager } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import { Event } from './entities/Event.ts';
import { EventSeries, type SeriesTemplate } from './entities/EventSeries.ts';
import { PENDING_STATUSES, type EventStatus } from './lifecycle.ts';
import { recordTransition } from './record-transition.ts';
import { InvalidRecurrence, occurrencesBetween, RECURRENCE_LIMITS } from './recurrence.ts';

/** An occurrence's own fields; every other field of the event is the series' (its template). */
const OCCURRENCE_FIELDS = new Set([
  'uuid',
  'startTime',
  'endTime',
  'status',
  'seriesUuid',
  'occurrenceDate',
  'detached',
  'submissionUuid',
  'sourceId',
  'sourceKey',
  'sourceDigest',
  'createdAt',
  'updatedAt',
]);

/** Occurrences in review or published: what a series keeps in line with its rule. */
const ALIVE: readonly EventStatus[] = ['published', 'ready_for_review', 'needs_info'];

/** What the occurrences of a series started from `event` say. */
export const templateOf = (event: Event): SeriesTemplate =>
  Object.fromEntries(Object.entries(event).filter(([field]) => !OCCURRENCE_FIELDS.has(field)));

export const localStartOf = (start: Date, timezone: string) =>
  DateTime.fromJSDate(start, { zone: timezone }).toFormat("yyyy-MM-dd'T'HH:mm");

export const durationOf = (start: Date, end: Date | null) => (end ? Math.round((end.getTime() - start.getTime()) / 60_000) : null);

/**
 * The occurrences kept in line: those starting from now to a year ahead, or a few weeks for a series waiting for
 * review (`fromDate`: today in the series' zone).
 */
function keptWindow(series: EventSeries, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: series.timezone }).startOf('day');
  const days = series.occurrenceStatus === 'published' ? RECURRENCE_LIMITS.horizonDays : RECURRENCE_LIMITS.reviewHorizonDays;
  return { from: now, to: today.plus({ days }).toJSDate(), fromDate: today.toISODate()! };
}

export interface Reconciled {
  created: Event[];
  updated: number;
  cancelled: number;
}

/**
 * Brings a series' occurrences from today on in line with it, in the caller's transaction: each date the rule gives
 * within a year has a published event with the series' times and content, and dates it no longer gives are cancelled.
 * Occurrences changed or cancelled on their own (`detached`) and past ones are never touched, so running it again
 * changes nothing.
 */
export async function reconcileSeries(tx: EntityManager, series: EventSeries, actor: Actor, now = new Date()): Promise<Reconciled> {
  const window = keptWindow(series, now);
  const wanted = occurrencesBetween(series, window.from, window.to);
  const kept = await tx.find(Event, { seriesUuid: series.uuid, occurrenceDate: { $gte: window.fromDate } });
  const byDate = new Map(kept.map((event) => [event.occurrenceDate, event]));
  const result: Reconciled = { created: [], updated: 0, cancelled: 0 };
  const created: Event[] = [];
  for (const occurrence of wanted) {
    const endTime = series.durationMinutes === null ? null : new Date(occurrence.start.getTime() + series.durationMinutes * 60_000);
    const fields = { ...series.template, startTime: occurrence.start, endTime };
    const event = byDate.get(occurrence.date);
    if (!event) {
      created.push(
        Object.assign(new Event(), fields, { seriesUuid: series.uuid, occurrenceDate: occurrence.date, status: series.occurrenceStatus }),
      );
      continue;
    }
    if (event.detached) continue;
    const from = event.status;
    const changes = changedFields(event, fields);
    if (Object.keys(changes).length === 0 && from !== 'cancelled') continue;
    // A date the rule gives again (its exclusion lifted) comes back.
    Object.assign(event, fields, { status: from === 'cancelled' ? series.occurrenceStatus : from });
    recordTransition(tx, event, actor, from === 'cancelled' ? 'restore' : 'edit', from, { changes });
    result.updated++;
  }
  const wantedDates = new Set(wanted.map((occurrence) => occurrence.date));
  for (const event of kept) {
    // Earlier today's, already begun, are past: left as they are.
    if (event.startTime < now || event.detached || !ALIVE.includes(event.status) || wantedDates.has(event.occurrenceDate!)) continue;
    const from = event.status;
    event.status = 'cancelled';
    recordTransition(tx, event, actor, 'cancel', from);
    result.cancelled++;
  }
  // The events go in before the transitions that refer to them by key.
  if (created.length) await tx.persist(created).flush();
  for (const event of created) recordTransition(tx, event, actor, 'create', event.status);
  result.created = created;
  return result;
}

function changedFields(event: Event, fields: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(fields)) {
    const from = (event as unknown as Record<string, unknown>)[field];
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : JSON.stringify(from) === JSON.stringify(to);
    if (!same) changes[field] = { from, to };
  }
  return changes;
}

export interface SeriesOrigin {
  /** What new occurrences start as: published, or for review (a followed source that is not trusted). */
  occurrenceStatus?: 'published' | 'ready_for_review';
  /** For a series a followed source gives: the source, the feed's id for it and a digest of what it said. */
  source?: { id: string; key: string; digest: string };
}

/** A new series from its first event, with its occurrences for the year ahead; refused if the rule gives none. */
export async function startSeries(
  tx: EntityManager,
  first: Event,
  rule: { rule: string; excludedDates: string[] },
  actor: Actor,
  origin: SeriesOrigin = {},
): Promise<{ series: EventSeries; occurrences: Event[] }> {
  const series = Object.assign(new EventSeries(), {
    ...rule,
    occurrenceStatus: origin.occurrenceStatus ?? 'published',
    ...(origin.source ? { sourceId: origin.source.id, sourceKey: origin.source.key, sourceDigest: origin.source.digest } : {}),
    localStart: localStartOf(first.startTime, first.timezone),
    durationMinutes: durationOf(first.startTime, first.endTime),
    timezone: first.timezone,
    template: templateOf(first),
  });
  await tx.persist(series).flush();
  const { created } = await reconcileSeries(tx, series, actor);
  if (created.length === 0) throw new InvalidRecurrence('recurrence', 'recurrence: the rule gives no date from today to a year ahead');
  return { series, occurrences: created.sort((a, b) => a.startTime.getTime() - b.startTime.getTime()) };
}

/** A change to a whole series: what its occurrences say, when they start and end, and how they repeat. */
export interface SeriesChanges {
  content: Record<string, unknown>;
  startTime?: Date;
  endTime?: Date | null;
  rule?: { rule: string; excludedDates: string[] };
}

/**
 * Changes a series and, through `reconcileSeries`, its occurrences from today on that were not changed on their own.
 * The content is checked by the caller (the same rules as one event's).
 */
export async function editSeries(tx: EntityManager, series: EventSeries, changes: SeriesChanges, actor: Actor): Promise<Reconciled> {
  const template = { ...series.template, ...changes.content };
  if (typeof changes.content.title === 'string') {
    template.title = changes.content.title.trim();
    template.slug = slugify(changes.content.title);
  }
  const firstStart = DateTime.fromISO(series.localStart, { zone: series.timezone }).toJSDate();
  const start = changes.startTime ?? firstStart;
  if (changes.startTime) series.localStart = localStartOf(changes.startTime, series.timezone);
  if (changes.endTime !== undefined) series.durationMinutes = durationOf(start, changes.endTime);
  if (changes.rule) Object.assign(series, changes.rule);
  series.template = template;
  await tx.persist(series).flush();
  return reconcileSeries(tx, series, actor);
}

/**
 * Ends a series at `at` (no date after that day in its zone), and forgets what its source last said, so that the feed,
 * if it runs again, starts it afresh.
 */
export function endSeries(series: EventSeries, at: Date): void {
  const day = DateTime.fromJSDate(at, { zone: series.timezone }).toFormat('yyyyMMdd');
  const kept = series.rule.split(';').filter((part) => !/^(COUNT|UNTIL)=/.test(part));
  Object.assign(series, { rule: [...kept, `UNTIL=${day}T000000`].join(';'), sourceDigest: null });
}

/** A new series whose first occurrence is `event`, not stored yet. */
function seriesFrom(event: Event, rule: { rule: string; excludedDates: string[] }): EventSeries {
  return Object.assign(new EventSeries(), {
    ...rule,
    occurrenceStatus: event.status === 'published' ? 'published' : 'ready_for_review',
    localStart: localStartOf(event.startTime, event.timezone),
    durationMinutes: durationOf(event.startTime, event.endTime),
    timezone: event.timezone,
    template: templateOf(event),
  });
}

/** The occurrence of `series` on the event's own local date, if its rule gives that date (and does not skip it). */
function ownOccurrence(event: Event, series: EventSeries) {
  const day = DateTime.fromJSDate(event.startTime, { zone: event.timezone }).startOf('day');
  return occurrencesBetween(series, day.toJSDate(), day.endOf('day').toJSDate()).find((one) => one.date === day.toISODate());
}

/** Why `rule` cannot make the event repeat (see repeatEvent), or undefined when it can. */
export function whyNotRepeating(event: Event, rule: { rule: string; excludedDates: string[] }, now = new Date()): string | undefined {
  const series = seriesFrom(event, rule);
  if (!ownOccurrence(event, series)) return "recurrence: the rule does not give the event's own date";
  if (event.startTime >= now) return undefined;
  const ahead = DateTime.fromJSDate(now).plus({ days: RECURRENCE_LIMITS.horizonDays }).toJSDate();
  return occurrencesBetween(series, now, ahead).length
    ? undefined
    : 'recurrence: the event is over and the rule gives no date from today on';
}

/**
 * Makes one event (published or waiting for review) repeat: it becomes its series' occurrence of its own date, keeping
 * its uuid, and the rule's other dates ahead are added in its status. Refused when the rule does not give the event's
 * own date, or, for an event already over, gives no date to come.
 */
export async function repeatEvent(
  tx: EntityManager,
  event: Event,
  rule: { rule: string; excludedDates: string[] },
  actor: Actor,
  now = new Date(),
): Promise<{ series: EventSeries; result: Reconciled }> {
  const refused = whyNotRepeating(event, rule, now);
  if (refused) throw new InvalidRecurrence('recurrence', refused);
  const series = seriesFrom(event, rule);
  await tx.persist(series).flush();
  Object.assign(event, { seriesUuid: series.uuid, occurrenceDate: ownOccurrence(event, series)!.date });
  await tx.flush();
  return { series, result: await reconcileSeries(tx, series, actor, now) };
}

/**
 * Publishes a series under review: its dates from now on that wait for a reviewer (those changed on their own too;
 * a date whose submitter was asked for more stays asking), and from then on its dates for a year ahead. Null when no
 * date waits (a rejected series, or one whose dates have passed).
 */
export async function approveSeries(tx: EntityManager, series: EventSeries, actor: Actor, now = new Date()): Promise<Reconciled | null> {
  const waiting = await tx.find(Event, { seriesUuid: series.uuid, status: 'ready_for_review', startTime: { $gte: now } });
  if (waiting.length === 0) return null;
  series.occurrenceStatus = 'published';
  for (const event of waiting) {
    event.status = 'published';
    recordTransition(tx, event, actor, 'approve', 'ready_for_review');
  }
  await tx.flush();
  const extended = await reconcileSeries(tx, series, actor, now);
  return { ...extended, updated: extended.updated + waiting.length };
}

/** Rejects a series under review: every date still waiting, and no new one (it ends today). Published dates stay. */
export async function rejectSeries(tx: EntityManager, series: EventSeries, actor: Actor, message: string | null, now = new Date()) {
  const waiting = await tx.find(Event, { seriesUuid: series.uuid, status: { $in: [...PENDING_STATUSES] } });
  for (const event of waiting) {
    const from = event.status;
    event.status = 'rejected';
    recordTransition(tx, event, actor, 'reject', from, { message });
  }
  endSeries(series, now);
  await tx.flush();
  return waiting.length;
}
