import { describe, expect, it } from 'vitest';
import {
  ActionNotOffered,
  actionsFor,
  EVENT_ACTIONS,
  EVENT_STATUSES,
  transition,
  type ActorRole,
  type EventStatus,
} from '../src/lifecycle.ts';

describe('actions offered', () => {
  it.each([
    ['ready_for_review', 'reviewer', ['approve', 'edit', 'request_more_info']],
    ['ready_for_review', 'admin', ['approve', 'edit', 'request_more_info', 'reject']],
    ['ready_for_review', 'venue_manager', ['edit']],
    ['needs_info', 'reviewer', ['approve', 'edit']],
    ['needs_info', 'admin', ['approve', 'edit', 'reject']],
    ['needs_info', 'venue_manager', ['edit']],
    ['published', 'reviewer', ['edit']],
    ['published', 'admin', ['edit', 'reject', 'cancel']],
    ['published', 'venue_manager', ['edit', 'cancel']],
    ['rejected', 'reviewer', []],
    ['rejected', 'admin', ['reinstate']],
    ['rejected', 'venue_manager', []],
    ['cancelled', 'reviewer', ['reinstate']],
    ['cancelled', 'admin', ['reinstate']],
    ['cancelled', 'venue_manager', ['reinstate']],
  ] as [EventStatus, ActorRole, string[]][])('%s to a %s: %j', (status, role, expected) => {
    expect(actionsFor(status, role)).toEqual(expected);
  });
});

describe('transitions', () => {
  it.each([
    ['ready_for_review', 'approve', 'published'],
    ['ready_for_review', 'request_more_info', 'needs_info'],
    ['ready_for_review', 'edit', 'ready_for_review'],
    ['ready_for_review', 'reject', 'rejected'],
    ['needs_info', 'approve', 'published'],
    ['needs_info', 'edit', 'needs_info'],
    ['needs_info', 'reject', 'rejected'],
    ['published', 'edit', 'published'],
    ['published', 'reject', 'rejected'],
    ['published', 'cancel', 'cancelled'],
  ] as const)('%s -%s-> %s (by an admin)', (from, action, to) => {
    expect(transition(from, action, 'admin')).toBe(to);
  });

  it('reinstating goes back to the status before the rejection or cancellation', () => {
    expect(transition('rejected', 'reinstate', 'admin', 'needs_info')).toBe('needs_info');
    expect(transition('cancelled', 'reinstate', 'venue_manager', 'published')).toBe('published');
    expect(() => transition('rejected', 'reinstate', 'reviewer', 'published')).toThrow(ActionNotOffered);
  });

  it('every action not offered is refused, for every status and role', () => {
    const roles: ActorRole[] = ['reviewer', 'admin', 'venue_manager'];
    for (const status of EVENT_STATUSES) {
      for (const role of roles) {
        for (const action of EVENT_ACTIONS) {
          if (actionsFor(status, role).includes(action)) expect(() => transition(status, action, role)).not.toThrow();
          else expect(() => transition(status, action, role)).toThrow(ActionNotOffered);
        }
      }
    }
  });

  it('says why an action is refused', () => {
    expect(() => transition('ready_for_review', 'reject', 'reviewer')).toThrow(
      '"reject" is not offered for an event that is ready_for_review to a reviewer.',
    );
  });
});
