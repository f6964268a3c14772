import { z } from 'zod';
import { hasAnyScope, httpUrl, SCOPES } from '@local-events/platform';
import { Credit } from '@local-events/contracts';
import { EventChanges, EventContentChanges, toChangesInput } from '../event-content/changes.ts';
import {
  EventReviewDocument,
  GetSubmissionDocument,
  ReviewEventDocument,
  SubmitEventDocument,
  UpdateSubmissionDocument,
} from '../generated/operations.ts';
import { queuePage, QueueQuery } from '../review/routes.ts';
import { QUEUE_STATUSES, Review, ReviewQueue, reviewQueue, reviewView } from '../review/views.ts';
import { EVENT_ACTIONS } from '../schemas.ts';
import { Receipt, receiptView, Submission, submissionView } from '../submissions/views.ts';
import { defineTool, READ_ONLY, ToolError, WRITE, type ToolContext } from './tool.ts';

const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, '1 to 255 visible ASCII characters')
  .optional()
  .describe(
    'A key of your own (a new UUID) for this request. When you retry after a timeout or error, send the same key: the same key with the same arguments answers the first result instead of doing it twice.',
  );

const RETRY_ADVICE = ' Pass an idempotencyKey, and reuse it when you retry.';

export const submitEventFromUrl = defineTool({
  name: 'submit_event_from_url',
  title: 'Submit an event by its URL',
  description:
    'Submits an event to Local Events by the URL of a public page describing it (schema.org, microformats, iCalendar or ' +
    'Open Graph). The page is fetched and read; the event is then reviewed by people before it is listed. Answers an ' +
    'action receipt: status completed (the event exists, under review), failed (see submission.failure) or accepted (still ' +
    'being processed: call get_submission later). A new submission comes with a one-time editToken for update_submission; ' +
    'keep it. The same URL submitted recently answers that submission (duplicate: true).' +
    RETRY_ADVICE,
  input: z.object({
    url: httpUrl.describe('The event page, http or https'),
    email: z.email().max(254).optional().describe("The submitter's e-mail, for news about the submission (optional)"),
    note: z.string().max(2000).optional().describe('Anything reviewers should know (optional)'),
    credit: Credit.optional().describe(
      'How to credit the submitter with finding the event ("spotted by"): a name, perhaps an organisation and an https picture (optional; never an e-mail)',
    ),
    idempotencyKey,
  }),
  output: Receipt,
  annotations: { ...WRITE, title: 'Submit an event by its URL' },
  async handle({ url, email, note, credit, idempotencyKey: key }, context) {
    const input = { url, ...(email ? { email } : {}), ...(note ? { note } : {}), ...(credit ? { credit } : {}) };
    const { submitEvent } = await context.gateway.request(SubmitEventDocument, { input, idempotencyKey: key ?? null }, context);
    const receipt = receiptView(submitEvent, context.config.BASE_URL);
    const text =
      `Submission ${receipt.submission.uuid}: ${receipt.status}${receipt.replayed ? ' (replayed)' : ''}${receipt.duplicate ? ' (submitted before)' : ''}. ` +
      (receipt.event ? `Event ${receipt.event.uuid} is ${receipt.event.status}.` : `Follow it with get_submission.`);
    return { result: receipt, text };
  },
});

export const getSubmission = defineTool({
  name: 'get_submission',
  title: 'Follow a submission',
  description: "A submission's status, what its page did not say (missingFields), why it failed if it did, and its event as it stands.",
  input: z.object({ uuid: z.uuid() }),
  output: Submission,
  annotations: { ...READ_ONLY, title: 'Follow a submission' },
  async handle({ uuid }, context) {
    const { submission } = await context.gateway.request(GetSubmissionDocument, { uuid }, context);
    if (!submission) throw new ToolError('not_found', `No submission has the uuid ${uuid}.`);
    const result = submissionView(submission, context.config.BASE_URL);
    return {
      result,
      text: `Submission ${uuid} is ${result.status}${result.event ? `; its event "${result.event.title}" is ${result.event.status}` : ''}.`,
    };
  },
});

export const updateSubmission = defineTool({
  name: 'update_submission',
  title: 'Correct a submitted event',
  description:
    'Changes the event of a submission, with the editToken that submit_event_from_url answered: title, description, times, ' +
    'categories, price, image. Allowed while the event waits for review or for more information (it then goes back to ' +
    'the reviewers).' +
    RETRY_ADVICE,
  input: z.object({ uuid: z.uuid(), editToken: z.string().min(1).max(200), changes: EventContentChanges, idempotencyKey }),
  output: Submission,
  annotations: { ...WRITE, title: 'Correct a submitted event', openWorldHint: false },
  async handle({ uuid, editToken, changes, idempotencyKey: key }, context) {
    const { updateSubmission } = await context.gateway.request(
      UpdateSubmissionDocument,
      { uuid, changes, editToken, linkToken: null, idempotencyKey: key ?? null },
      context,
    );
    const result = submissionView(updateSubmission, context.config.BASE_URL);
    return { result, text: `Changed; the event is ${result.event?.status ?? 'not created yet'}.` };
  },
});

/** Review tools need a bearer token with events:review (or events:admin); without one, the endpoint answers a challenge naming the scope. */
export const REVIEW_SCOPES = [SCOPES.review, SCOPES.admin] as const;

/** The scope challenge already stopped callers without review rights; this is the tool's own check behind it. */
export function reviewer(context: ToolContext) {
  if (!context.caller)
    throw new ToolError('unauthenticated', 'Review tools need a bearer access token with events:review (Authorization header).');
  if (!hasAnyScope(context.caller, REVIEW_SCOPES)) throw new ToolError('forbidden', 'This token lacks events:review.');
}

export const getEventReview = defineTool({
  name: 'get_event_review',
  title: 'Get an event under review',
  scopes: REVIEW_SCOPES,
  description: 'Reviewers only (bearer token with events:review): any event whatever its status, with the actions the caller may take now.',
  input: z.object({ uuid: z.uuid() }),
  output: Review,
  annotations: { ...READ_ONLY, title: 'Get an event under review' },
  async handle({ uuid }, context) {
    reviewer(context);
    const { eventReview } = await context.gateway.request(EventReviewDocument, { uuid }, context);
    if (!eventReview) throw new ToolError('not_found', `No event has the uuid ${uuid}.`);
    return {
      result: reviewView(eventReview),
      text: `"${eventReview.event.title}" is ${eventReview.event.status}; actions: ${eventReview.actions.join(', ') || 'none'}.`,
    };
  },
});

export const reviewEvent = defineTool({
  name: 'review_event',
  title: 'Review an event',
  scopes: REVIEW_SCOPES,
  description:
    'Reviewers only: approve (publishes), request_more_info (with a message, mailed to the submitter), edit (with changes), ' +
    'or, for administrators, reject. Only the actions get_event_review offers are allowed.' +
    RETRY_ADVICE,
  input: z.object({
    uuid: z.uuid(),
    action: z.enum(EVENT_ACTIONS),
    message: z.string().trim().min(1).max(2000).optional().describe('For request_more_info: what the submitter should add'),
    changes: EventChanges.optional().describe('For edit'),
    withoutCredit: z.boolean().optional().describe("Take the submitter's chosen credit (spottedBy) off the event, with any action"),
    idempotencyKey,
  }),
  output: Review.extend({ replayed: z.boolean().describe('True when this answers a retry with the same idempotencyKey') }),
  annotations: { ...WRITE, title: 'Review an event', openWorldHint: false },
  async handle({ uuid, action, message, changes, withoutCredit, idempotencyKey: key }, context) {
    reviewer(context);
    const input = {
      action,
      ...(message ? { message } : {}),
      ...(withoutCredit ? { withoutCredit: true } : {}),
      ...(changes ? { changes: await toChangesInput(changes, context.gateway, context) } : {}),
    };
    const { reviewEvent } = await context.gateway.request(ReviewEventDocument, { uuid, input, idempotencyKey: key ?? null }, context);
    return { result: reviewView(reviewEvent), text: `"${reviewEvent.event.title}" is now ${reviewEvent.event.status}.` };
  },
});

export const listReviewQueue = defineTool({
  name: 'list_review_queue',
  title: 'List events awaiting review',
  scopes: REVIEW_SCOPES,
  description:
    'Reviewers only (bearer token with events:review): events that are ready_for_review or needs_info, oldest first, with their ' +
    'place, source URL, missing fields, possible duplicates and the actions offered (take them with review_event). A city ' +
    'takes in its neighbourhoods. Pass nextCursor as cursor for the next page.',
  input: z.object({
    status: z.enum(QUEUE_STATUSES).optional().describe('Only this status; both by default'),
    zoneId: z.number().int().min(1).max(2_147_483_647).optional().describe('Only this zone (a city with its neighbourhoods)'),
    cursor: QueueQuery.shape.cursor,
    limit: z.number().int().min(1).max(50).optional().describe('Items per page, 20 by default'),
    q: z.string().max(200).optional().describe('Words of the title, the description or the name of the place'),
    order: QueueQuery.shape.order.describe('oldest (the default), newest, or starts: soonest to start first'),
  }),
  output: ReviewQueue,
  annotations: { ...READ_ONLY, title: 'List events awaiting review' },
  async handle({ status, zoneId, cursor, limit, q, order }, context) {
    reviewer(context);
    const page = await queuePage({ status, zone_id: zoneId, cursor, limit, q: q?.trim() || undefined, order }, context);
    const queue = reviewQueue(page, context.config.BASE_URL);
    const lines = queue.results.map(
      (item) => `- ${item.title} (${item.status}, ${item.startTimeLocal}${item.venueName ? `, ${item.venueName}` : ''}): ${item.uuid}`,
    );
    const text = `${queue.counts.ready_for_review} ready for review, ${queue.counts.needs_info} waiting for the submitter.\n${lines.join('\n')}`;
    return { result: queue, text };
  },
});

export const WRITE_TOOLS = [submitEventFromUrl, getSubmission, updateSubmission, listReviewQueue, getEventReview, reviewEvent];
