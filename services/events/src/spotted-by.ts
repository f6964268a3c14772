import { Credit } from '@local-events/contracts';
import { userInputError } from '@local-events/platform/subgraph';
import type { Event } from './entities/Event.ts';

export const CREDIT_KINDS = ['person', 'venue'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** What a credit given on the submit form holds, as the submissions service relays it. */
export interface GivenCredit {
  name: string;
  org?: string | null;
  avatarUrl?: string | null;
  staff?: boolean | null;
}

/** The event's columns for a submitter's chosen credit; INVALID_INPUT naming the field when it breaks the contract. */
export function personCredit(given: GivenCredit | null | undefined): Partial<Event> {
  if (!given) return {};
  const { staff, ...fields } = given;
  const checked = Credit.safeParse(fields);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw userInputError(`credit.${issue.path.join('.')} ${issue.message}`, `credit.${issue.path.join('.')}`);
  }
  return {
    creditKind: 'person',
    creditName: checked.data.name,
    creditOrg: checked.data.org ?? null,
    creditAvatarUrl: checked.data.avatarUrl ?? null,
    creditStaff: staff ?? false,
  };
}

/** An event a venue's manager (or an administrator acting for the venue) adds is credited to the venue. */
export const venueCredit = (staff: boolean): Partial<Event> => ({ creditKind: 'venue', creditStaff: staff });

/** No credit at all: what a reviewer's `withoutCredit` leaves. */
export const withoutCredit = (): Partial<Event> => ({
  creditKind: null,
  creditName: null,
  creditOrg: null,
  creditAvatarUrl: null,
  creditStaff: false,
});
