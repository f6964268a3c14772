import type Router from '@koa/router';
import { isSlug, Problem, type AppState } from '@local-events/platform';
import { StaffApproveVenueDocument, StaffProposedVenuesDocument } from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { afterAction, renderStaffPage, staffCall, type Notice, type StaffContext } from './context.ts';
import { mergeVenues } from './venue-merge.ts';

/** `/staff/venues/proposed`: venues submitted pages named; reviewers approve them, administrators also merge them. */
export function proposedVenuePages(router: Router<AppState>, services: SiteServices) {
  async function show(ctx: StaffContext, error?: string, status = 200) {
    const { proposedVenues } = await services.gateway.request(StaffProposedVenuesDocument, {}, staffCall(ctx));
    renderStaffPage(ctx, services, 'staff/proposed-venues.njk', { title: 'Proposed venues', venues: proposedVenues, error }, status);
  }

  router.get('/venues/proposed', (ctx) => show(ctx as unknown as StaffContext));

  router.post('/venues/proposed/:slug/:action', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    const call = staffCall(koa);
    const slug = ctx.params.slug!;
    const into = String((ctx.request as { body?: Record<string, unknown> }).body?.into ?? '')
      .trim()
      .toLowerCase();
    let done: Notice;
    try {
      if (!isSlug(slug)) throw new Problem(404, 'There is no such venue.');
      if (ctx.params.action === 'approve') {
        await services.gateway.request(StaffApproveVenueDocument, { slug }, call);
        done = 'venue-approved';
      } else if (ctx.params.action === 'merge') {
        if (!isSlug(into)) return show(koa, 'Give the slug of the venue to merge into.', 400);
        await mergeVenues(services, call, { slug, into });
        done = 'venue-merged';
      } else {
        throw new Problem(404, 'There is no such action.');
      }
    } catch (error) {
      if (error instanceof Problem && error.status < 500 && error.status !== 404)
        return show(koa, error.detail ?? error.title, error.status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction('/staff/venues/proposed', done));
  });
}
