import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import { Event } from './entities/Event.ts';
import { EventSeries } from './entities/EventSeries.ts';
import { PENDING_STATUSES } from './lifecycle.ts';
import { recordTransition } from './record-transition.ts';
import { endSeries } from './series.ts';

/** How many events one action rejects at most; a larger flood takes a second one. */
export const REJECT_AT_ONCE = 5000;

/** Whose pending events to reject: a followed source's (its series' occurrences too), or those of some submissions. */
export type PendingOf = { sourceId: string } | { submissionUuids: string[] };

/**
 * Rejects every event of one source or one submitter still waiting for review, in one transaction, each with its
 * transition: spam and mistakes at scale, from the review queue. Published events are left as they are.
 */
export async function rejectPending(tx: EntityManager, of: PendingOf, actor: Actor, message: string | null): Promise<number> {
  const own = 'sourceId' in of ? { sourceId: of.sourceId } : { submissionUuid: { $in: of.submissionUuids } };
  const series = await tx.find(
    EventSeries,
    'sourceId' in of ? { sourceId: of.sourceId } : { uuid: { $in: await seriesOf(tx, of.submissionUuids) } },
  );
  // Its series under review end today, so that the daily job adds no new dates to review; a feed may start them again.
  for (const one of series) if (one.occurrenceStatus === 'ready_for_review') endSeries(one, new Date());
  const events = await tx.find(
    Event,
    { $or: [own, { seriesUuid: { $in: series.map((one) => one.uuid) } }], status: { $in: [...PENDING_STATUSES] } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, limit: REJECT_AT_ONCE },
  );
  for (const event of events) {
    const from = event.status;
    event.status = 'rejected';
    recordTransition(tx, event, actor, 'reject', from, { message });
  }
  return events.length;
}

/** The series submitted pages started: their other dates carry no submission of their own. */
async function seriesOf(tx: EntityManager, submissionUuids: string[]): Promise<string[]> {
  const submitted = await tx.find(
    Event,
    { submissionUuid: { $in: submissionUuids }, seriesUuid: { $ne: null } },
    { fields: ['seriesUuid'] },
  );
  return submitted.map((event) => event.seriesUuid!);
}
