import { createHash } from 'node:crypto';
import { slugify, type EntityManager } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import { InvalidChanges, validateChanges, type EventChanges } from './changes.ts';
import { eventItRepeats } from './duplicates.ts';
import { Event } from './entities/Event.ts';
import { EventSeries } from './entities/EventSeries.ts';
import type { EventStatus } from './lifecycle.ts';
import { recordTransition } from './record-transition.ts';
import { InvalidRecurrence, parseRule } from './recurrence.ts';
import { editSeries, localStartOf, startSeries, templateOf } from './series.ts';

/** A followed source as the events service knows it: which it is, and whether its events need review. */
export interface ImportSource {
  id: string;
  trust: 'publish' | 'review';
}

/** One event of a feed, as the submissions service read it, keyed by the feed's own id for it. */
export interface ImportedItem {
  key: string;
  fields: EventChanges & { title: string; startTime: Date; timezone: string; sourceUrl?: string | null };
  /** For a repeating event: its rule and skipped dates. */
  recurrence?: { rule: string; excludedDates: string[] };
  /** For one changed occurrence of a repeating event (iCalendar RECURRENCE-ID): its local date in the series. */
  occurrenceDate?: string;
  cancelled?: boolean;
}

export interface ImportCounts {
  created: number;
  updated: number;
  cancelled: number;
  unchanged: number;
}

const ALIVE: readonly EventStatus[] = ['published', 'ready_for_review', 'needs_info'];

const digestOf = (item: ImportedItem) =>
  createHash('sha256')
    .update(JSON.stringify([item.fields, item.recurrence ?? null, item.cancelled ?? false]))
    .digest('base64url');

const statusFor = (source: ImportSource): EventStatus => (source.trust === 'publish' ? 'published' : 'ready_for_review');

function checked(item: ImportedItem) {
  const problems = validateChanges({ startTime: item.fields.startTime, endTime: null }, item.fields);
  if (problems.length) throw new InvalidChanges(problems.map((problem) => ({ ...problem, field: `${item.key}: ${problem.field}` })));
  return { ...item.fields, title: item.fields.title.trim(), slug: slugify(item.fields.title) };
}

/** The item's fields, or undefined for one the guide cannot keep (it is skipped, not the whole feed). */
function checkedOrSkipped(item: ImportedItem) {
  try {
    return checked(item);
  } catch (error) {
    if (error instanceof InvalidChanges) return undefined;
    throw error;
  }
}

/** Writes what the unit of work holds and forgets it (the transaction goes on). */
async function settled(tx: EntityManager) {
  await tx.flush();
  tx.clear();
}

/** A repeating item whose rule or fields the guide cannot keep is skipped, not the whole feed. */
async function skippingBad(work: () => Promise<void>, counts: ImportCounts) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof InvalidChanges || error instanceof InvalidRecurrence)) throw error;
    counts.unchanged++;
  }
}

/**
 * Puts a batch of a source's events into the guide, in one transaction: new ones are created (published or for review,
 * by the source's trust), changed ones updated, unchanged ones left alone. Past events are never touched, nor events
 * staff changed on their own (`detached`). Repeating ones become series; a changed occurrence changes that date only.
 */
export async function importItems(tx: EntityManager, source: ImportSource, items: ImportedItem[], actor: Actor, now = new Date()) {
  const counts: ImportCounts = { created: 0, updated: 0, cancelled: 0, unchanged: 0 };
  // A key given twice in one feed (events sharing a page URL) is taken once.
  const single = [...new Map(items.filter((item) => !item.recurrence && !item.occurrenceDate).map((item) => [item.key, item])).values()];
  const existing = new Map(
    (await tx.find(Event, { sourceId: source.id, sourceKey: { $in: single.map((item) => item.key) } })).map((event) => [
      event.sourceKey,
      event,
    ]),
  );
  const created: Event[] = [];
  for (const item of single) {
    const digest = digestOf(item);
    const event = existing.get(item.key);
    if (!event) {
      if (item.fields.startTime < now || item.cancelled) {
        counts.unchanged++;
        continue;
      }
      const fields = checkedOrSkipped(item);
      if (!fields) {
        counts.unchanged++;
        continue;
      }
      // Already in the guide from another way in: kept, linked to it, and listed nowhere.
      const repeats = await eventItRepeats(tx, source.id, fields);
      created.push(
        Object.assign(new Event(), fields, {
          status: repeats ? 'duplicate' : statusFor(source),
          duplicateOf: repeats ?? null,
          sourceId: source.id,
          sourceKey: item.key,
          sourceDigest: digest,
        }),
      );
      continue;
    }
    if (event.sourceDigest === digest || event.startTime < now || event.detached) {
      counts.unchanged++;
      continue;
    }
    const from = event.status;
    const fields = checkedOrSkipped(item);
    if (!fields) {
      counts.unchanged++;
      continue;
    }
    Object.assign(event, fields, { sourceDigest: digest });
    if (item.cancelled && ALIVE.includes(from)) event.status = 'cancelled';
    else if (!item.cancelled && from === 'cancelled') event.status = statusFor(source);
    recordTransition(tx, event, actor, event.status === 'cancelled' && from !== 'cancelled' ? 'cancel' : 'edit', from);
    counts[event.status === 'cancelled' && from !== 'cancelled' ? 'cancelled' : 'updated']++;
  }
  if (created.length) await tx.persist(created).flush();
  for (const event of created) recordTransition(tx, event, actor, 'create', event.status);
  // A linked duplicate adds nothing to the guide.
  const duplicates = created.filter((event) => event.status === 'duplicate').length;
  counts.created += created.length - duplicates;
  counts.unchanged += duplicates;

  // Each series is written and let go before the next: a flush looks over every entity the unit of work holds, so
  // holding a batch's thousands of dates made each series slower than the one before.
  await settled(tx);
  for (const item of items.filter((one) => one.recurrence)) {
    await skippingBad(() => importSeries(tx, source, item, actor, counts), counts);
    await settled(tx);
  }
  for (const item of items.filter((one) => one.occurrenceDate))
    await skippingBad(() => importOccurrence(tx, source, item, actor, counts), counts);
  return counts;
}

async function importSeries(tx: EntityManager, source: ImportSource, item: ImportedItem, actor: Actor, counts: ImportCounts) {
  const digest = digestOf(item);
  const fields = checked(item);
  const start = { localStart: localStartOf(fields.startTime, fields.timezone), timezone: fields.timezone };
  const rule = parseRule(item.recurrence!.rule, item.recurrence!.excludedDates, start);
  const series = await tx.findOne(EventSeries, { sourceId: source.id, sourceKey: item.key });
  if (!series) {
    const first = Object.assign(new Event(), fields);
    const started = await startSeries(tx, first, rule, actor, {
      occurrenceStatus: statusFor(source) as 'published' | 'ready_for_review',
      source: { id: source.id, key: item.key, digest },
    }).catch((error: unknown) => {
      // A rule with no date from today on starts nothing.
      if (error instanceof InvalidRecurrence) return undefined;
      throw error;
    });
    counts.created += started?.occurrences.length ?? 0;
    return;
  }
  if (series.sourceDigest === digest) {
    counts.unchanged++;
    return;
  }
  const { startTime, endTime, ...content } = fields;
  const template = templateOf(Object.assign(new Event(), content));
  series.sourceDigest = digest;
  const result = await editSeries(tx, series, { content: template, startTime, endTime: endTime ?? null, rule }, actor);
  counts.created += result.created.length;
  counts.updated += result.updated;
  counts.cancelled += result.cancelled;
}

async function importOccurrence(tx: EntityManager, source: ImportSource, item: ImportedItem, actor: Actor, counts: ImportCounts) {
  const series = await tx.findOne(EventSeries, { sourceId: source.id, sourceKey: item.key });
  const event = series && (await tx.findOne(Event, { seriesUuid: series.uuid, occurrenceDate: item.occurrenceDate! }));
  const digest = digestOf(item);
  if (!event || event.sourceDigest === digest || event.startTime < new Date()) {
    counts.unchanged++;
    return;
  }
  const from = event.status;
  Object.assign(event, checked(item), { sourceDigest: digest, detached: true });
  if (item.cancelled) event.status = 'cancelled';
  recordTransition(tx, event, actor, item.cancelled ? 'cancel' : 'edit', from);
  counts[item.cancelled ? 'cancelled' : 'updated']++;
}

/**
 * Cancels the source's future events and series occurrences whose key the last run did not see: they left the feed.
 * Past events, and events staff changed on their own, stay.
 */
export async function cancelMissing(tx: EntityManager, sourceId: string, seenKeys: string[], actor: Actor, now = new Date()) {
  const seen = new Set(seenKeys);
  let cancelled = 0;
  const gone = (await tx.find(Event, { sourceId, startTime: { $gte: now }, status: { $in: [...ALIVE] }, detached: false })).filter(
    (event) => !seen.has(event.sourceKey!),
  );
  const goneSeries = (await tx.find(EventSeries, { sourceId })).filter((series) => !seen.has(series.sourceKey!));
  const occurrences = goneSeries.length
    ? await tx.find(Event, {
        seriesUuid: { $in: goneSeries.map((series) => series.uuid) },
        startTime: { $gte: now },
        status: { $in: [...ALIVE] },
        detached: false,
      })
    : [];
  for (const event of gone) {
    const from = event.status;
    // Without its digest, the event comes back as it is when the feed gives it again.
    Object.assign(event, { status: 'cancelled', sourceDigest: null });
    recordTransition(tx, event, actor, 'cancel', from);
    cancelled++;
  }
  // A series that left the feed: its dates are cancelled and set apart, so that the daily job does not bring them back.
  for (const series of goneSeries) series.sourceDigest = null;
  for (const event of occurrences) {
    const from = event.status;
    Object.assign(event, { status: 'cancelled', detached: true });
    recordTransition(tx, event, actor, 'cancel', from);
    cancelled++;
  }
  return cancelled;
}
