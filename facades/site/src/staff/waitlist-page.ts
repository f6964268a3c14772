import type Router from '@koa/router';
import { isUuid, Problem, type AppState } from '@local-events/platform';
import { ConsoleMarkWaitlistRequestDocument, ConsoleWaitlistDocument } from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { afterAction, bodyOf, renderStaffPage, requireAdmin, staffCall, type StaffContext } from './context.ts';

/** `/staff/waitlist`: who asked to be told when their town is covered, newest first; each marked done (or open again). */
export function waitlistPage(router: Router<AppState>, services: SiteServices) {
  router.get('/waitlist', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const includeDone = ctx.query.done === 'all';
    const { waitlist } = await services.gateway.request(ConsoleWaitlistDocument, { includeDone }, staffCall(koa));
    renderStaffPage(koa, services, 'staff/waitlist.njk', { title: 'Waitlist', requests: waitlist, includeDone });
  });

  router.post('/waitlist/:uuid', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const uuid = ctx.params.uuid!;
    if (!isUuid(uuid)) throw new Problem(404, 'There is no such request.');
    const done = bodyOf(ctx).done !== 'no';
    await services.gateway.request(ConsoleMarkWaitlistRequestDocument, { uuid, done }, staffCall(koa));
    ctx.status = 303;
    ctx.redirect(afterAction('/staff/waitlist', done ? 'request-done' : 'request-reopened'));
  });
}
