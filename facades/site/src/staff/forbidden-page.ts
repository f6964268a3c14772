import type { SiteServices } from '../pages/context.ts';
import { renderStaffPage, staffNavigation, type StaffContext } from './context.ts';

/**
 * The answer to a page or action the person's account may not use (403): what they may do instead, in words, and who
 * can give them more. Never the scopes behind it.
 */
export function forbiddenPage(ctx: StaffContext, services: SiteServices) {
  const can = staffNavigation(ctx.state.staff);
  const mayDo = [
    ...(can.admin ? ['everything administrators do: venues, towns, sources, the waitlist and the audit log'] : []),
    ...(can.reviews ? ['review events waiting in the review queue, and approve proposed venues'] : []),
    ...(can.manages ? ['look after the events of the venues you manage'] : []),
  ];
  renderStaffPage(ctx, services, 'staff/forbidden.njk', { title: 'Not open to your account', mayDo }, 403);
}
