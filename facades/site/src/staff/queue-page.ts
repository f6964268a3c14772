import type Router from '@koa/router';
import { isUuid, Problem, type AppState } from '@local-events/platform';
import { StaffQueueDocument, StaffReviewEventDocument, StaffZoneQueueDocument, StaffZonesDocument } from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { afterAction, bodyOf, holds, renderStaffPage, requireAdmin, STAFF_SCOPES, staffCall, type StaffContext } from './context.ts';
import { zoneChoices } from './zone-choices.ts';

const STATUSES = ['ready_for_review', 'needs_info'] as const;
const ORDERS = ['oldest', 'newest', 'starts'] as const;
const SUBMITTER = /^submitter:[0-9a-f-]{36}$/i;
/** As many events as one bulk action takes: a page of the queue. */
const BULK = 20;

/** The queue's filters from the address: each checked, anything else left out. */
function filtersOf(query: Record<string, unknown>) {
  const text = (name: string, max: number) => (typeof query[name] === 'string' ? (query[name] as string).trim().slice(0, max) : '');
  return {
    status: STATUSES.find((status) => status === query.status) ?? null,
    zoneId: /^\d{1,9}$/.test(text('zone', 9)) ? Number(text('zone', 9)) : null,
    q: text('q', 200),
    order: ORDERS.find((order) => order === query.order) ?? 'oldest',
    sourceId: isUuid(text('source', 36)) ? text('source', 36) : null,
    submitter: SUBMITTER.test(text('submitter', 50)) ? text('submitter', 50).toLowerCase() : null,
  };
}
type QueueFilters = ReturnType<typeof filtersOf>;

/** The address of the queue with these filters (and a page's cursor). */
function queueUrl(filters: QueueFilters, after?: string | null) {
  const params = new URLSearchParams({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.zoneId !== null ? { zone: String(filters.zoneId) } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.order !== 'oldest' ? { order: filters.order } : {}),
    ...(filters.sourceId ? { source: filters.sourceId } : {}),
    ...(filters.submitter ? { submitter: filters.submitter } : {}),
    ...(after ? { after } : {}),
  });
  return `/staff/queue${params.size ? `?${params}` : ''}`;
}

/**
 * `/staff/queue`: what awaits review, by status, zone (a city with its neighbourhoods), words, one source or one
 * submitter, oldest first (or newest, or soonest to start), a page at a time; administrators reject a page's chosen
 * events at once, with a reason.
 */
export function queuePage(router: Router<AppState>, services: SiteServices) {
  async function show(ctx: StaffContext, error?: string, status = 200) {
    const filters = filtersOf(ctx.query);
    const after = typeof ctx.query.after === 'string' && ctx.query.after.length <= 200 ? ctx.query.after : null;
    const call = staffCall(ctx);
    const page = {
      status: filters.status ? [filters.status] : null,
      after,
      q: filters.q || null,
      order: filters.order,
      sourceId: filters.sourceId,
      submitter: filters.submitter,
    };
    const [{ locations }, queue] = await Promise.all([
      services.gateway.request(StaffZonesDocument, {}, call),
      filters.zoneId === null
        ? services.gateway.request(StaffQueueDocument, page, call).then((answer) => answer.reviewQueue)
        : services.gateway
            .request(StaffZoneQueueDocument, { ...page, zoneId: filters.zoneId }, call)
            .then((answer) => answer.location?.reviewQueue),
    ]);
    if (!queue) throw new Problem(404, 'There is no such zone.');
    // Hidden zones are administrators' to see: for the rest of the staff they are not there until shown.
    const zones = zoneChoices(holds(ctx.state.staff, STAFF_SCOPES.admin) ? locations : locations.filter((zone) => !zone.hidden));
    renderStaffPage(
      ctx,
      services,
      'staff/queue.njk',
      {
        title: 'Review queue',
        items: queue.nodes,
        counts: queue.counts,
        filters,
        zones,
        narrowed: Boolean(filters.sourceId || filters.submitter),
        everythingUrl: queueUrl({ ...filters, sourceId: null, submitter: null }),
        nextUrl: queue.pageInfo.hasNextPage ? queueUrl(filters, queue.pageInfo.endCursor) : null,
        firstUrl: after ? queueUrl(filters) : null,
        returnTo: ctx.url,
        error,
      },
      status,
    );
  }

  router.get('/queue', (ctx) => show(ctx as unknown as StaffContext));

  router.post('/queue/reject', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const body = bodyOf(ctx);
    const chosen = [body.uuid].flat().filter((uuid): uuid is string => typeof uuid === 'string' && isUuid(uuid));
    const message = typeof body.message === 'string' ? body.message.trim().slice(0, 2000) : '';
    const returnTo =
      typeof body.returnTo === 'string' && /^\/staff\/queue(\?[\w\-.~%=&:+]*)?$/.test(body.returnTo) ? body.returnTo : '/staff/queue';
    koa.query = Object.fromEntries(new URL(returnTo, 'http://console').searchParams);
    if (chosen.length === 0 || chosen.length > BULK) return show(koa, `Reject: choose from 1 to ${BULK} events.`, 400);
    if (!message) return show(koa, 'Reject: write why; the reason is kept with each event.', 400);
    if (body.confirm !== 'yes') return show(koa, 'Reject: tick the box to confirm.', 400);
    for (const uuid of new Set(chosen)) {
      await services.gateway.request(StaffReviewEventDocument, { uuid, input: { action: 'reject', message } }, staffCall(koa));
    }
    ctx.status = 303;
    ctx.redirect(afterAction(returnTo.split('?')[0]!, 'rejected-many'));
  });
}
