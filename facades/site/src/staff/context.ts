import { Problem, type AppContext, type CallContext } from '@local-events/platform';
import { renderPage } from '../render.ts';
import type { SiteServices } from '../pages/context.ts';
import type { StaffSession } from './session.ts';

export const STAFF_SCOPES = { review: 'events:review', admin: 'events:admin', manageVenues: 'venues:manage' } as const;

/** What a console page knows besides the request: the signed-in person. */
export type StaffContext = AppContext & { state: AppContext['state'] & { staff: StaffSession } };

/** The gateway call of a console request: the person's own token, never the site's. */
export const staffCall = (ctx: StaffContext): CallContext => ({
  requestId: ctx.state.requestId,
  clientAddress: ctx.ip,
  authorization: `Bearer ${ctx.state.staff.accessToken}`,
});

export const holds = (session: StaffSession, ...scopes: string[]) => scopes.some((scope) => session.scopes.includes(scope));

/** Administrators' pages: anyone else is told, in words, what they may do instead (forbidden-page.ts). */
export function requireAdmin(ctx: StaffContext) {
  if (!holds(ctx.state.staff, STAFF_SCOPES.admin)) throw new Problem(403, 'This page is for administrators.');
}

/** A console form's fields (bodyparser's, form-encoded). */
export const bodyOf = (ctx: { request: unknown }) => (ctx.request as { body?: Record<string, unknown> }).body ?? {};

/** A gateway refusal a person can act on (a mistake in the form, a conflict), shown on the page; anything else goes on up. */
export const refusalOf = (error: unknown) =>
  error instanceof Problem && error.status < 500 && error.status !== 404 && error.status !== 403 ? (error.detail ?? error.title) : null;

/** What the console's navigation offers this person. */
export function staffNavigation(session: StaffSession) {
  return {
    reviews: holds(session, STAFF_SCOPES.review, STAFF_SCOPES.admin),
    admin: holds(session, STAFF_SCOPES.admin),
    venues: holds(session, STAFF_SCOPES.manageVenues, STAFF_SCOPES.admin),
    manages: holds(session, STAFF_SCOPES.manageVenues),
  };
}

/** What an action did, by the code its redirect carries: fixed texts, so a link cannot put words on a console page. */
const NOTICES: Record<string, string> = {
  saved: 'Saved.',
  approved: 'Approved: the event is published.',
  asked: 'Asked the submitter for more information.',
  rejected: 'Rejected.',
  'rejected-many': 'The events chosen are rejected.',
  'venue-approved': 'The venue is approved and listed.',
  'venue-merged': 'The venue is merged: its events moved to the venue kept.',
  added: 'The event is added and published.',
  cancelled: 'Cancelled: the event is off every list, and its page says it is cancelled.',
  reinstated: 'Reinstated: the event is back as it was.',
  'venue-added': 'The venue is added and listed.',
  'manager-added': 'The account manages this venue now.',
  'manager-removed': 'The account no longer manages this venue.',
  'token-revoked': 'The token is revoked: it no longer works.',
  'town-added': 'Added.',
  'town-hidden': 'Hidden: it is left out of public lists.',
  'town-shown': 'Shown: it is in public lists again.',
  'source-added': 'The feed is followed: its first run starts within a minute.',
  'source-paused': 'Paused: it will not run until resumed.',
  'source-resumed': 'Resumed: it runs on its schedule again.',
  'source-running': 'Running now: reload in a minute to see how it went.',
  'source-removed': 'The feed is no longer followed; its events stay.',
  'request-done': 'Marked done.',
  'request-reopened': 'Open again.',
};
export type Notice = keyof typeof NOTICES;

/** The address of a console page after an action, telling it what was done. */
export const afterAction = (path: string, done: Notice) => `${path}?done=${done}`;

/** A console page: private to the person, never stored by a cache, with the form token every form carries. */
export function renderStaffPage(
  ctx: StaffContext,
  services: SiteServices,
  template: string,
  data: Record<string, unknown> & { title: string },
  status = 200,
) {
  const session = ctx.state.staff;
  renderPage(
    ctx,
    template,
    {
      ...data,
      staff: { subject: session.subject, csrf: session.csrf, can: staffNavigation(session) },
      notice: typeof ctx.query.done === 'string' ? (NOTICES[ctx.query.done] ?? null) : null,
      meta: {
        title: data.title,
        description: 'Local Events staff console',
        canonical: `${services.config.SITE_URL.replace(/\/+$/, '')}${ctx.path}`,
      },
    },
    status,
  );
  ctx.set('Cache-Control', 'no-store');
}
