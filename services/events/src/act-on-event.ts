import { LockMode } from '@mikro-orm/core';
import { conflictError, notFoundError, userInputError, type EntityManager } from '@local-events/platform/subgraph';
import { applyChanges, InvalidChanges, type EventChanges, type FieldChanges } from './changes.ts';
import { Event } from './entities/Event.ts';
import { EventTransition } from './entities/EventTransition.ts';
import { recordTransition } from './record-transition.ts';
import { ActionNotOffered, actionsFor, transition, type ActorRole, type EventAction, type EventStatus } from './lifecycle.ts';

export interface Actor {
  /** The token's subject, or `venue-token:<id>`. */
  id: string;
  role: ActorRole;
}

export interface ActionRequest {
  action: EventAction;
  changes?: EventChanges;
  message?: string;
}

export interface ActionOptions {
  /** Lets a venue manager reach only their venue's events (others are "not found", not "forbidden"). */
  inScope?: (event: Event) => boolean;
  /** More work in the same transaction, once the transition is recorded (e.g. enqueueing a job about it). */
  alsoInTransaction?: (tx: EntityManager, event: Event, from: EventStatus) => Promise<void>;
}

/**
 * Takes one action on one event, atomically: the row is locked, the action checked against the lifecycle,
 * the changes validated and applied, and the transition recorded with who, when and what.
 */
export async function actOnEvent(
  em: EntityManager,
  uuid: string,
  actor: Actor,
  request: ActionRequest,
  options: ActionOptions = {},
): Promise<Event> {
  const inScope = options.inScope ?? (() => true);
  if (request.action === 'request_more_info' && !request.message?.trim()) {
    throw userInputError('request_more_info needs a message for the submitter', 'message');
  }
  if (request.action !== 'edit' && request.changes) throw userInputError(`only edit carries changes, not ${request.action}`, 'changes');
  if (request.action === 'edit' && !request.changes) throw userInputError('edit needs changes', 'changes');

  return em.transactional(async (tx) => {
    const event = await tx.findOne(Event, { uuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!event || !inScope(event)) throw notFoundError(`No event has the uuid ${uuid}.`);
    const from = event.status;
    const before = request.action === 'reinstate' ? await reinstatable(tx, event, actor) : undefined;
    let to: EventStatus;
    try {
      to = transition(from, request.action, actor.role, before);
    } catch (error) {
      if (error instanceof ActionNotOffered) throw conflictError(error.message, { status: from, actions: actionsFor(from, actor.role) });
      throw error;
    }
    let changed: FieldChanges = {};
    if (request.changes) {
      try {
        changed = applyChanges(event, request.changes);
      } catch (error) {
        if (error instanceof InvalidChanges) throw userInputError(error.message, error.problems[0]?.field);
        throw error;
      }
      if (Object.keys(changed).length === 0) throw userInputError('the changes change nothing', 'changes');
    }
    event.status = to;
    // An occurrence, or a followed source's event, changed or cancelled by a person keeps that through later edits of
    // its series and later runs of its source.
    if ((event.seriesUuid || event.sourceId) && (request.action === 'edit' || request.action === 'cancel')) event.detached = true;
    recordTransition(tx, event, actor, request.action, from, { message: request.message?.trim() || null, changes: changed });
    await options.alsoInTransaction?.(tx, event, from);
    return event;
  });
}

/**
 * The status a rejected or cancelled event goes back to when reinstated: the one it had before. CONFLICT once it is
 * over, and for a venue manager, for a cancellation they did not make (an administrator's, or a feed's).
 */
async function reinstatable(tx: EntityManager, event: Event, actor: Actor): Promise<EventStatus | undefined> {
  if (event.status !== 'rejected' && event.status !== 'cancelled') return undefined;
  if ((event.endTime ?? event.startTime).getTime() <= Date.now())
    throw conflictError('This event is over: it can no longer be reinstated.');
  const ended = await tx.findOne(
    EventTransition,
    { eventUuid: event.uuid, toStatus: event.status },
    { orderBy: { at: 'desc', id: 'desc' } },
  );
  if (actor.role === 'venue_manager' && ended?.actorRole !== 'venue_manager')
    throw conflictError('This event was not cancelled by its venue: ask an administrator to reinstate it.');
  if (ended && ended.fromStatus !== event.status) return ended.fromStatus;
  // No record of how it got here (data from before transitions were kept): a cancellation was of a published event.
  return event.status === 'cancelled' ? 'published' : 'ready_for_review';
}
