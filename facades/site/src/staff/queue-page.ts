import type Router from '@koa/router';
import { Problem, type AppState } from '@local-events/platform';
import { StaffQueueDocument, StaffZoneQueueDocument, StaffZonesDocument } from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { holds, renderStaffPage, STAFF_SCOPES, staffCall, type StaffContext } from './context.ts';
import { zoneChoices } from './zone-choices.ts';

const STATUSES = ['ready_for_review', 'needs_info'] as const;
type QueueStatus = (typeof STATUSES)[number];

/** `/staff/queue`: what awaits review, oldest first, by status and zone (a city with its neighbourhoods), a page at a time. */
export function queuePage(router: Router<AppState>, services: SiteServices) {
  router.get('/queue', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    const status = STATUSES.includes(ctx.query.status as QueueStatus) ? (ctx.query.status as QueueStatus) : null;
    const zoneId = /^\d{1,9}$/.test(String(ctx.query.zone ?? '')) ? Number(ctx.query.zone) : null;
    const after = typeof ctx.query.after === 'string' && ctx.query.after.length <= 200 ? ctx.query.after : null;
    const call = staffCall(koa);
    const page = { status: status ? [status] : null, after };
    const [{ locations }, queue] = await Promise.all([
      services.gateway.request(StaffZonesDocument, {}, call),
      zoneId === null
        ? services.gateway.request(StaffQueueDocument, page, call).then((answer) => answer.reviewQueue)
        : services.gateway.request(StaffZoneQueueDocument, { ...page, zoneId }, call).then((answer) => answer.location?.reviewQueue),
    ]);
    if (!queue) throw new Problem(404, 'There is no such zone.');
    // Hidden zones are administrators' to see: for the rest of the staff they are not there until shown.
    const zones = zoneChoices(holds(koa.state.staff, STAFF_SCOPES.admin) ? locations : locations.filter((zone) => !zone.hidden));
    const next = new URLSearchParams({
      ...(status ? { status } : {}),
      ...(zoneId !== null ? { zone: String(zoneId) } : {}),
      after: queue.pageInfo.endCursor ?? '',
    });
    renderStaffPage(koa, services, 'staff/queue.njk', {
      title: 'Review queue',
      items: queue.nodes,
      counts: queue.counts,
      filters: { status, zoneId },
      zones,
      nextUrl: queue.pageInfo.hasNextPage ? `/staff/queue?${next}` : null,
    });
  });
}
