import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import { Event } from './entities/Event.ts';
import { EventSeries } from './entities/EventSeries.ts';
import type { EventStatus } from './lifecycle.ts';
import { recordTransition } from './record-transition.ts';
import { endSeries } from './series.ts';

const PENDING: readonly EventStatus[] = ['ready_for_review', 'needs_info'];
/** How many events one action rejects at most; a larger flood takes a second one. */
export const REJECT_AT_ONCE = 5000;

/** Whose pending events to reject: a followed source's (its series' occurrences too), or those of some submissions. */
export type PendingOf = { sourceId: string } | { submissionUuids: string[] };

/**
 * Rejects every event of one source or one submitter still waiting for review, in one transaction, each with its
 * transition: spam and mistakes at scale, from the review queue. Published events are left as they are.
 */
export async function rejectPending(tx: EntityManager, of: PendingOf, actor: Actor, message: string | null): Promise<number> {
  let where: object;
  if ('sourceId' in of) {
    const series = await tx.find(EventSeries, { sourceId: of.sourceId });
    // Its series under review end today, so that the daily job adds no new dates to review; the feed may start them again.
    for (const one of series) if (one.occurrenceStatus === 'ready_for_review') endSeries(one, new Date());
    where = { $or: [{ sourceId: of.sourceId }, { seriesUuid: { $in: series.map((one) => one.uuid) } }] };
  } else where = { submissionUuid: { $in: of.submissionUuids } };
  const events = await tx.find(
    Event,
    { ...where, status: { $in: [...PENDING] } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, limit: REJECT_AT_ONCE },
  );
  for (const event of events) {
    const from = event.status;
    event.status = 'rejected';
    recordTransition(tx, event, actor, 'reject', from, { message });
  }
  return events.length;
}
