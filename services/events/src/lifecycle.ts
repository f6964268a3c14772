export const EVENT_STATUSES = ['ready_for_review', 'needs_info', 'published', 'rejected', 'cancelled', 'duplicate'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Waiting for a reviewer, or for the submitter's answer to one. */
export const PENDING_STATUSES = ['ready_for_review', 'needs_info'] as const satisfies readonly EventStatus[];

export const EVENT_ACTIONS = ['approve', 'edit', 'request_more_info', 'reject', 'cancel', 'reinstate'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * Who acts on an event: a reviewer, an administrator, the manager of the event's venue, whoever submitted it, or a
 * service (a followed source's import, the series schedule), which is offered no action: it changes events directly.
 */
export type ActorRole = 'reviewer' | 'admin' | 'venue_manager' | 'submitter' | 'service';

/** Which role may take which action in which status. `edit` keeps the status; the others move it. */
const OFFERED: Record<EventStatus, Partial<Record<EventAction, readonly ActorRole[]>>> = {
  ready_for_review: {
    approve: ['reviewer', 'admin'],
    edit: ['reviewer', 'admin', 'venue_manager', 'submitter'],
    request_more_info: ['reviewer', 'admin'],
    reject: ['admin'],
  },
  needs_info: {
    approve: ['reviewer', 'admin'],
    edit: ['reviewer', 'admin', 'venue_manager', 'submitter'],
    reject: ['admin'],
  },
  published: {
    edit: ['reviewer', 'admin', 'venue_manager'],
    reject: ['admin'],
    cancel: ['admin', 'venue_manager'],
  },
  // Undoing a rejection or a cancellation, while the event is not over (act-on-event.ts checks that, and that a venue
  // manager reinstates only a venue manager's cancellation).
  rejected: { reinstate: ['admin'] },
  cancelled: { reinstate: ['reviewer', 'admin', 'venue_manager'] },
  // A followed source's copy of an event already in the guide (`duplicateOf`): nothing to do but look.
  duplicate: {},
};

const RESULT: Record<Exclude<EventAction, 'edit' | 'reinstate'>, EventStatus> = {
  approve: 'published',
  request_more_info: 'needs_info',
  reject: 'rejected',
  cancel: 'cancelled',
};

/** The actions `role` is offered for an event in `status`, in a stable order. */
export function actionsFor(status: EventStatus, role: ActorRole): EventAction[] {
  return EVENT_ACTIONS.filter((action) => OFFERED[status][action]?.includes(role));
}

/**
 * The status after `action`; throws when the action is not offered to `role` in `status`. An edit keeps the
 * status, but for the submitter answering a request for more information: that sends it back for review. Reinstating
 * goes back to `before`, the status the rejection or cancellation left.
 */
export function transition(
  status: EventStatus,
  action: EventAction,
  role: ActorRole,
  before: EventStatus = 'ready_for_review',
): EventStatus {
  if (!actionsFor(status, role).includes(action)) throw new ActionNotOffered(status, action, role);
  if (action === 'reinstate') return before;
  if (action !== 'edit') return RESULT[action];
  return role === 'submitter' && status === 'needs_info' ? 'ready_for_review' : status;
}

export class ActionNotOffered extends Error {
  constructor(
    readonly status: EventStatus,
    readonly action: EventAction,
    readonly role: ActorRole,
  ) {
    super(`"${action}" is not offered for an event that is ${status}${role === 'admin' ? '' : ` to a ${role.replace('_', ' ')}`}.`);
  }
}
