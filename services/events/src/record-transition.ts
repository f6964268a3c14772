import type { EntityManager } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import type { FieldChanges } from './changes.ts';
import type { Event } from './entities/Event.ts';
import { EventTransition } from './entities/EventTransition.ts';
import type { EventStatus } from './lifecycle.ts';

/**
 * Records what just happened to `event` (already in its new status): who did which action, from which status, with
 * what message and changes. Written with the transaction's next flush; the event must be stored first, as its
 * transitions refer to it by key.
 */
export function recordTransition(
  tx: EntityManager,
  event: Event,
  actor: Actor,
  action: string,
  from: EventStatus,
  details: { message?: string | null; changes?: FieldChanges } = {},
): void {
  tx.persist(
    Object.assign(new EventTransition(), {
      eventUuid: event.uuid,
      action,
      fromStatus: from,
      toStatus: event.status,
      actor: actor.id,
      actorRole: actor.role,
      message: details.message ?? null,
      changes: details.changes ?? {},
    }),
  );
}
