import type Router from '@koa/router';
import { isUuid, Problem, type AppState } from '@local-events/platform';
import {
  StaffApproveVenueDocument,
  StaffEventReviewDocument,
  StaffReviewEventDocument,
  StaffQueueDocument,
  StaffVenueDocument,
  StaffZoneVenuesDocument,
  type ReviewEventInput,
  type StaffEventReviewQuery,
} from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { afterAction, renderStaffPage, staffCall, type Notice, type StaffContext } from './context.ts';
import { changedFields, EDITED_FIELDS, formValuesOf, readEventForm, type EventFormValues } from '../event-form.ts';
import { fieldLabel } from '../field-labels.ts';
import { wallClock } from '../render.ts';

type Review = NonNullable<StaffEventReviewQuery['eventReview']>;
const CONTENT_FIELDS = [...EDITED_FIELDS, 'venueId'] as const;

/** Each field the reviewers changed: as the page gave it (the first edit's `from`) beside what it is now. */
function editedFields(review: Review) {
  const first = new Map<string, unknown>();
  for (const transition of review.event.transitions) {
    for (const [field, change] of Object.entries(transition.changes as Record<string, { from: unknown }>))
      if (!first.has(field)) first.set(field, change.from);
  }
  const now = review.event as unknown as Record<string, unknown>;
  return CONTENT_FIELDS.filter((field) => first.has(field)).map((field) => ({
    field: fieldLabel(field),
    scraped: shown(first.get(field)),
    now: shown(field === 'venueId' ? review.event.venue?.name : now[field]),
  }));
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

/** A changed value as people read it: times on the event's clock, venues by name, yes and no. */
function readable(field: string, value: unknown, event: Review['event'], venueNames: Map<number, string>): string {
  if ((field === 'startTime' || field === 'endTime') && typeof value === 'string') return wallClock(value, event.timezone);
  if (field === 'venueId' && typeof value === 'number') return venueNames.get(value) ?? `venue ${value}`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return shown(value);
}

/** Each step of the event's history, oldest first, with what it changed (old → new, by label). */
function historyOf(review: Review, venues: { id: number; name: string }[]) {
  const venueNames = new Map(venues.map((venue) => [venue.id, venue.name]));
  return review.event.transitions.map((transition) => ({
    ...transition,
    changes: Object.entries(transition.changes as Record<string, { from: unknown; to: unknown }>).map(([field, change]) => ({
      label: fieldLabel(field),
      from: readable(field, change.from, review.event, venueNames),
      to: readable(field, change.to, review.event, venueNames),
    })),
  }));
}

/**
 * The queue's events around this one (oldest first), for "previous", "next" and "approve, then the next": null at
 * either end. An event not on the queue's first page leads to its first event.
 */
async function placeInQueue(services: SiteServices, ctx: StaffContext, uuid: string) {
  const { reviewQueue } = await services.gateway.request(StaffQueueDocument, { status: null, after: null }, staffCall(ctx));
  const uuids = reviewQueue.nodes.map((node) => node.event.uuid);
  const at = uuids.indexOf(uuid);
  return { previous: at > 0 ? uuids[at - 1]! : null, next: (at === -1 ? uuids[0] : uuids[at + 1]) ?? null };
}

/** `/staff/events/{uuid}`: an event's review, with exactly the actions the API offers this person, each a form. */
export function reviewPages(router: Router<AppState>, services: SiteServices) {
  async function load(ctx: StaffContext, uuid: string): Promise<Review> {
    const { eventReview } = isUuid(uuid)
      ? await services.gateway.request(StaffEventReviewDocument, { uuid }, staffCall(ctx))
      : { eventReview: null };
    if (!eventReview) throw new Problem(404, 'No event has this address.');
    return eventReview;
  }

  async function show(
    ctx: StaffContext,
    review: Review,
    extra: { error?: string; form?: EventFormValues; venueSlug?: string; message?: string } = {},
    status = 200,
  ) {
    const event = review.event;
    const [{ previous, next }, { venues }] = await Promise.all([
      placeInQueue(services, ctx, event.uuid),
      event.zoneId ? services.gateway.request(StaffZoneVenuesDocument, { zoneId: event.zoneId }, staffCall(ctx)) : { venues: [] },
    ]);
    renderStaffPage(
      ctx,
      services,
      'staff/review.njk',
      {
        title: `Review: ${event.title}`,
        event,
        actions: review.actions,
        edited: editedFields(review),
        history: historyOf(review, venues),
        submitter: event.transitions.find((step) => step.action === 'submit' && step.actor.startsWith('submitter:'))?.actor ?? null,
        previous,
        next,
        venues,
        form: extra.form ?? formValuesOf(event, event.timezone),
        venueSlug: extra.venueSlug ?? event.venue?.slug ?? '',
        message: extra.message ?? '',
        error: extra.error,
      },
      status,
    );
  }

  router.get('/events/:uuid', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    await show(koa, await load(koa, ctx.params.uuid!));
  });

  router.post('/events/:uuid/:action', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const review = await load(koa, ctx.params.uuid!);
    const uuid = review.event.uuid;
    const call = staffCall(koa);
    const venueSlug = typeof body.venue === 'string' ? body.venue.trim().toLowerCase() : '';
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    let input: ReviewEventInput;
    let done: Notice;
    let form: EventFormValues | undefined;
    try {
      switch (ctx.params.action) {
        case 'approve':
          if (body.approveVenue === 'on' && review.event.venue?.status === 'proposed' && review.actions.includes('approve')) {
            await services.gateway.request(StaffApproveVenueDocument, { slug: review.event.venue.slug }, call);
          }
          [input, done] = [{ action: 'approve', ...(body.withoutCredit === 'on' ? { withoutCredit: true } : {}) }, 'approved'];
          break;
        case 'request-more-info':
          if (!message) return await show(koa, review, { error: 'Write what the submitter should add.', message }, 400);
          [input, done] = [{ action: 'request_more_info', message }, 'asked'];
          break;
        case 'reject':
          // Undone only by an administrator's reinstating: asked for with a reason, and confirmed.
          if (!message) return await show(koa, review, { error: 'Reject: write why; the reason is kept with the event.', message }, 400);
          if (body.confirm !== 'yes') return await show(koa, review, { error: 'Reject: tick the box to confirm.', message }, 400);
          [input, done] = [{ action: 'reject', message }, 'rejected'];
          break;
        case 'reinstate':
          [input, done] = [{ action: 'reinstate' }, 'reinstated'];
          break;
        case 'edit': {
          const read = readEventForm(body, review.event.timezone);
          form = read.values;
          if (!read.content) return await show(koa, review, { error: read.error, form, venueSlug }, 400);
          const changes: Record<string, unknown> = changedFields(review.event, read.content);
          if (venueSlug && venueSlug !== review.event.venue?.slug) {
            const { venue } = /^[a-z0-9-]{1,100}$/.test(venueSlug)
              ? await services.gateway.request(StaffVenueDocument, { slug: venueSlug }, call)
              : { venue: null };
            if (!venue) return await show(koa, review, { error: `No venue has the slug "${venueSlug}".`, form, venueSlug }, 400);
            Object.assign(changes, { venueId: venue.id, zoneId: venue.zone.id, timezone: venue.zone.timezone });
          }
          if (Object.keys(changes).length === 0) return await show(koa, review, { error: 'Nothing was changed.', form, venueSlug }, 400);
          [input, done] = [{ action: 'edit', changes }, 'saved'];
          break;
        }
        default:
          throw new Problem(404, 'There is no such action.');
      }
      await services.gateway.request(StaffReviewEventDocument, { uuid, input }, call);
    } catch (error) {
      if (error instanceof Problem && error.status < 500 && error.status !== 404)
        return await show(koa, review, { error: error.detail ?? error.title, form, venueSlug, message }, error.status);
      throw error;
    }
    // "Approve and next" goes on to the queue's next event, with the notice of what was done to this one.
    const next = typeof body.next === 'string' && isUuid(body.next) && body.next !== uuid ? body.next : null;
    ctx.status = 303;
    ctx.redirect(afterAction(`/staff/events/${next ?? uuid}`, done));
  });
}
