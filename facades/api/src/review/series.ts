import { z } from 'zod';
import { type CallContext, type GatewayClient, Problem, SCOPES } from '@local-events/platform';
import { Repetition, SeriesChanges, seriesChangeVariables } from '../event-content/changes.ts';
import { ReviewEventSeriesDocument, EventSeriesDocument, RepeatEventDocument, UpdateEventSeriesDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { uuid } from '../schemas.ts';
import { EventSeries, seriesView } from '../venue-admin/views.ts';

type Context = CallContext & { gateway: GatewayClient; config: { SITE_URL: string } };

export const Repeat = z
  .strictObject({ recurrence: Repetition.recurrence, excludedDates: Repetition.excludedDates.optional() })
  .meta({ id: 'Repeat', description: 'How the event repeats from its own date and time' });

export const SERIES_REVIEW_ACTIONS = ['approve', 'reject'] as const;

export const SeriesReview = z
  .strictObject({
    action: z.enum(SERIES_REVIEW_ACTIONS, { error: 'must be approve or reject' }),
    message: z.string().trim().min(1).max(2000).optional().meta({ description: 'With reject: kept with each rejected date' }),
  })
  .meta({ id: 'SeriesReview' });

/** What reviewers do with repeating events, over REST and MCP alike. */
export const staffSeries = {
  async get(seriesUuid: string, context: Context) {
    const { eventSeries } = await context.gateway.request(EventSeriesDocument, { uuid: seriesUuid }, context);
    if (!eventSeries) throw new Problem(404, `No series has the uuid ${seriesUuid}.`);
    return seriesView(eventSeries, context.config.SITE_URL);
  },
  async change(seriesUuid: string, body: z.output<typeof SeriesChanges>, context: Context) {
    const variables = { uuid: seriesUuid, ...seriesChangeVariables(body) };
    const { updateEventSeries } = await context.gateway.request(UpdateEventSeriesDocument, variables, context);
    return seriesView(updateEventSeries, context.config.SITE_URL);
  },
  async review(seriesUuid: string, body: z.output<typeof SeriesReview>, context: Context) {
    const variables = { uuid: seriesUuid, action: body.action, message: body.message ?? null };
    const { reviewEventSeries } = await context.gateway.request(ReviewEventSeriesDocument, variables, context);
    return seriesView(reviewEventSeries, context.config.SITE_URL);
  },
  async repeat(eventUuid: string, body: z.output<typeof Repeat>, context: Context) {
    const variables = { uuid: eventUuid, recurrence: body.recurrence, excludedDates: body.excludedDates ?? null };
    const { repeatEvent } = await context.gateway.request(RepeatEventDocument, variables, context);
    return seriesView(repeatEvent, context.config.SITE_URL);
  },
};

const common = { tags: ['review'], auth: { kind: 'bearer', scopes: [SCOPES.review, SCOPES.admin] } as const };
const seriesParams = z.object({ seriesUuid: uuid });
const PROBLEMS = [400, 401, 403, 404, 503];

export const getEventSeries = defineRoute({
  ...common,
  method: 'get',
  path: '/api/review/series/{seriesUuid}',
  operationId: 'getEventSeries',
  summary: 'Any repeating event, with its occurrences in every status',
  params: seriesParams,
  response: { status: 200, description: 'The series', schema: EventSeries },
  problems: PROBLEMS,
  handle: ({ params, context }) => staffSeries.get(params.seriesUuid, context),
});

export const updateEventSeries = defineRoute({
  ...common,
  method: 'patch',
  path: '/api/review/series/{seriesUuid}',
  operationId: 'updateEventSeries',
  summary: 'Change any repeating event: every occurrence from today on',
  description:
    'What the occurrences say, their times and the rule, as a venue manager changes their own (`PATCH ' +
    '/api/venue-admin/{slug}/series/{seriesUuid}`). Occurrences changed or cancelled on their own, and past ones, stay as they are; ' +
    'dates the new rule no longer gives are cancelled, new ones are added. A series stays at its place. A series a followed source ' +
    'gives is changed again by its feed when the feed changes it.',
  params: seriesParams,
  body: SeriesChanges,
  response: { status: 200, description: 'The series after the change', schema: EventSeries },
  problems: [...PROBLEMS, 413, 415],
  handle: ({ params, body, context }) => staffSeries.change(params.seriesUuid, body, context),
});

export const reviewEventSeries = defineRoute({
  ...common,
  method: 'post',
  path: '/api/review/series/{seriesUuid}/review',
  operationId: 'reviewEventSeries',
  summary: 'Approve or reject a repeating event waiting for review, every date at once',
  description:
    'A followed source under review, a submitted page that repeats, or an event made to repeat while it waited puts its dates in ' +
    'the review queue (a few weeks of them, not a year). `approve` publishes its waiting dates from now on (those changed on their ' +
    'own too; a date whose submitter was asked for more stays asking) and from then on its dates for a year ahead. `reject` ' +
    '(administrators) rejects every waiting date and ends the series. `updated` counts the dates published or rejected. A ' +
    'series already published, or `reject` asked by a reviewer, is a 409.',
  params: seriesParams,
  body: SeriesReview,
  response: { status: 200, description: 'The series after the review', schema: EventSeries },
  problems: [...PROBLEMS, 409, 413, 415],
  handle: ({ params, body, context }) => staffSeries.review(params.seriesUuid, body, context),
});

export const repeatEvent = defineRoute({
  ...common,
  method: 'post',
  path: '/api/review/events/{uuid}/repeat',
  operationId: 'repeatEvent',
  summary: 'Make one event repeat',
  description:
    'For an event whose page says it repeats ("every Tuesday"), submitted or typed in once: it becomes the occurrence of its own date, ' +
    "keeping its uuid, and the rule's other dates for a year ahead are added in its status (published, or waiting for review: then " +
    "approve them all with `POST /api/review/series/{seriesUuid}/review`). The rule must give the event's own date (400 otherwise). " +
    '409 for an event already repeating, one from a followed source (its feed says how it repeats), or one in another status.',
  params: z.object({ uuid }),
  body: Repeat,
  response: { status: 201, description: 'The new series', schema: EventSeries },
  problems: [...PROBLEMS, 409, 413, 415],
  handle: ({ params, body, context }) => staffSeries.repeat(params.uuid, body, context),
});
