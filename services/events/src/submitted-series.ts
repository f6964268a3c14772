import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import type { EventChanges } from './changes.ts';
import type { Event } from './entities/Event.ts';
import { EventSeries } from './entities/EventSeries.ts';
import { editSeries, rejectSeries } from './series.ts';

/**
 * The series a submitted page started while it waits for review: what happens to the submitted event happens to its
 * dates. The submitted event is the page; its other dates carry no submission of their own.
 */
async function seriesUnderReview(tx: EntityManager, event: Event): Promise<EventSeries | null> {
  if (!event.submissionUuid || !event.seriesUuid) return null;
  const series = await tx.findOne(EventSeries, { uuid: event.seriesUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return series?.occurrenceStatus === 'ready_for_review' ? series : null;
}

/** Rejecting a submitted event rejects the dates its page gave with it. */
export async function rejectSeriesOfSubmitted(tx: EntityManager, event: Event, actor: Actor, message: string | null) {
  const series = await seriesUnderReview(tx, event);
  if (series) await rejectSeries(tx, series, actor, message);
}

/**
 * The submitter's correction of what their event says reaches every date of its series, which is then no longer
 * changed on its own; a change of its times stays its own.
 */
export async function correctSeriesOfSubmitted(tx: EntityManager, event: Event, changes: EventChanges, actor: Actor) {
  const series = await seriesUnderReview(tx, event);
  if (!series) return;
  const { startTime, endTime, ...content } = changes;
  if (Object.keys(content).length) await editSeries(tx, series, { content }, actor);
  if (startTime === undefined && endTime === undefined) event.detached = false;
}
