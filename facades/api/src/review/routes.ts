import { z } from 'zod';
import { Problem, SCOPES, type CallContext, type GatewayClient } from '@local-events/platform';
import { EventChanges, toChangesInput } from '../event-content/changes.ts';
import {
  ApproveVenueDocument,
  EventReviewDocument,
  EventVenueUnderReviewDocument,
  ReviewEventDocument,
  ReviewQueueDocument,
  ZoneReviewQueueDocument,
} from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { EVENT_ACTIONS, idempotencyKeyHeader, integerParam, searchText, uuid } from '../schemas.ts';
import { QUEUE_STATUSES, Review, ReviewQueue, reviewQueue, reviewView } from './views.ts';

const ReviewAction = z
  .strictObject({
    action: z.enum(EVENT_ACTIONS, { error: `must be one of ${EVENT_ACTIONS.join(', ')}` }),
    message: z.string().trim().min(1).max(2000).optional().meta({ description: 'Required for request_more_info: sent to the submitter' }),
    changes: EventChanges.optional().meta({ description: 'Required for edit' }),
    withoutCredit: z.boolean().optional().meta({
      description: "Take the submitter's chosen credit (`spottedBy`) off the event, with any action",
    }),
    approveVenue: z.boolean().optional().meta({
      description:
        "With approve: also approve the event's proposed venue (POST /api/review/venues/{slug}/approve), so it is listed with the event",
    }),
  })
  .refine((body) => !body.approveVenue || body.action === 'approve', { path: ['approveVenue'], message: 'goes with approve only' })
  .meta({ id: 'ReviewAction' });

const params = z.object({ uuid });
const auth = { kind: 'bearer', scopes: [SCOPES.review, SCOPES.admin] } as const;

export const getReview = defineRoute({
  method: 'get',
  path: '/api/events/{uuid}/review',
  operationId: 'getEventReview',
  summary: 'An event under review and the actions offered to the caller',
  description:
    'Any status. For `ready_for_review` a reviewer is offered exactly approve, edit and request_more_info; an administrator also reject.',
  tags: ['review'],
  auth,
  params,
  response: { status: 200, description: 'The event and the actions offered', schema: Review },
  problems: [400, 401, 403, 404, 503],
  async handle({ params, context }) {
    const { eventReview } = await context.gateway.request(EventReviewDocument, { uuid: params.uuid }, context);
    if (!eventReview) throw new Problem(404, `No event has the uuid ${params.uuid}.`);
    return reviewView(eventReview);
  },
});

export const postReview = defineRoute({
  method: 'post',
  path: '/api/events/{uuid}/review',
  operationId: 'reviewEvent',
  summary: 'Take one of the offered actions',
  description:
    'approve -> published (with `approveVenue: true`, the proposed venue too); request_more_info (with `message`) -> needs_info; edit (with `changes`) keeps the status; ' +
    'reject (administrators) -> rejected. An action not offered for the current status is a 409 problem and changes nothing. ' +
    'Every action is recorded with who took it, when, and what it changed.',
  tags: ['review'],
  auth,
  params,
  body: ReviewAction,
  headers: z.object({ 'idempotency-key': idempotencyKeyHeader }),
  response: {
    status: 200,
    description:
      'The event after the action, and the actions now offered. A retry with the same Idempotency-Key answers the event as it is now, with the header `Idempotent-Replayed: true`.',
    schema: Review,
  },
  problems: [400, 401, 403, 404, 409, 413, 415, 422, 503],
  async handle({ params, body, headers, context }) {
    const input = {
      action: body.action,
      ...(body.message ? { message: body.message } : {}),
      ...(body.withoutCredit ? { withoutCredit: true } : {}),
      ...(body.changes ? { changes: await toChangesInput(body.changes, context.gateway, context) } : {}),
    };
    if (body.approveVenue) await approveProposedVenueOf(params.uuid, context);
    const { reviewEvent } = await context.gateway.request(
      ReviewEventDocument,
      { uuid: params.uuid, input, idempotencyKey: headers['idempotency-key'] ?? null },
      context,
    );
    if (reviewEvent.replayed) context.koa.set('Idempotent-Replayed', 'true');
    return reviewView(reviewEvent);
  },
});

/**
 * Approves the event's venue when it is a proposed one and the event may be approved (else the review's own answer,
 * a 409, says why and nothing changes); an event without a venue has none to approve.
 */
async function approveProposedVenueOf(uuid: string, context: CallContext & { gateway: GatewayClient }) {
  const { eventReview } = await context.gateway.request(EventVenueUnderReviewDocument, { uuid }, context);
  if (!eventReview) throw new Problem(404, `No event has the uuid ${uuid}.`);
  const venue = eventReview.event.venue;
  if (!eventReview.actions.includes('approve')) return;
  if (!venue)
    throw new Problem(400, 'The event has no venue to approve; attach one with edit (changes.venueSlug).', {
      errors: [{ name: 'approveVenue', in: 'body', detail: 'the event has no venue' }],
    });
  if (venue.status === 'proposed') await context.gateway.request(ApproveVenueDocument, { slug: venue.slug }, context);
}

export const QueueQuery = z.object({
  status: z
    .enum(QUEUE_STATUSES, { error: `must be one of ${QUEUE_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'Only events in this status; both by default' }),
  zone_id: integerParam('Only events of this zone; a city takes in its neighbourhoods').optional(),
  cursor: z.string().min(1).max(200).optional().meta({ description: 'nextCursor of the page before' }),
  limit: integerParam('Items per page, 20 by default').pipe(z.number().max(50, 'must be at most 50')).optional(),
  q: searchText.optional().meta({ description: 'Words of the title, the description or the name of the place' }),
  order: z
    .enum(['oldest', 'newest', 'starts'], { error: 'must be oldest, newest or starts' })
    .optional()
    .meta({ description: 'oldest (by when they entered review; the default), newest, or starts (soonest to start first)' }),
  source_id: z.uuid({ error: 'must be a UUID' }).optional().meta({ description: 'Only the events of this followed source' }),
  submitter: z
    .string()
    .regex(/^submitter:[0-9a-fA-F-]{36}$/, "must be submitter:<uuid>, as an event's history names its submitter")
    .optional()
    .meta({ description: "Only one submitter's events, as their history names them (`submitter:<uuid>`)" }),
});

export const getReviewQueue = defineRoute({
  method: 'get',
  path: '/api/review/queue',
  operationId: 'getReviewQueue',
  summary: 'Events awaiting review, oldest first (or as asked)',
  description:
    'Events that are `ready_for_review` or `needs_info`, oldest first, with what a reviewer decides from: the place, the source, ' +
    'what the page lacked, possible duplicates and the actions offered. Pages of `limit` items; follow `nextCursor`. ' +
    '`counts` cover the whole queue (within the zone, when one is given).',
  tags: ['review'],
  auth,
  query: QueueQuery,
  response: { status: 200, description: 'A page of the queue', schema: ReviewQueue },
  problems: [400, 401, 403, 404, 503],
  async handle({ query, context }) {
    return reviewQueue(await queuePage(query, context), context.config.BASE_URL);
  },
});

/** The queue page a validated query asks for, from the gateway; the REST route and the MCP tool share it. */
export async function queuePage(query: z.output<typeof QueueQuery>, context: CallContext & { gateway: GatewayClient }) {
  const page = {
    status: query.status ? [query.status] : null,
    limit: query.limit ?? 20,
    after: query.cursor ?? null,
    q: query.q ?? null,
    order: query.order ?? 'oldest',
    sourceId: query.source_id ?? null,
    submitter: query.submitter ?? null,
  };
  if (query.zone_id === undefined) return (await context.gateway.request(ReviewQueueDocument, page, context)).reviewQueue;
  const { location } = await context.gateway.request(ZoneReviewQueueDocument, { ...page, zoneId: query.zone_id }, context);
  if (!location) throw new Problem(404, `No zone has the id ${query.zone_id}.`);
  return location.reviewQueue;
}
