import { z } from 'zod';
import { Credit, GUIDE_LANGUAGES, SUBMISSION_LIMITS, TypedEvent } from '@local-events/contracts';
import { httpUrl, MAX_URL_LENGTH, Problem, rateLimitHeaders } from '@local-events/platform';
import { EventContentChanges } from '../event-content/changes.ts';
import { GetSubmissionDocument, SubmitEventDocument, UpdateSubmissionDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { idempotencyKeyHeader, uuid } from '../schemas.ts';
import { Receipt, receiptView, Submission, submissionView } from './views.ts';

const SubmitBody = z
  .strictObject({
    url: httpUrl.optional().meta({ description: 'The page that describes the event; or give `event`' }),
    event: TypedEvent.optional().meta({
      id: 'TypedEvent',
      description:
        'The event typed in, for one with no page to point at: its title, start (and end) as wall-clock times in its town ' +
        '(YYYY-MM-DDTHH:MM), the town (`zoneId`) and a venue of it (`venueId`) or the place by name or address, and optionally ' +
        'a description, price, "free", a link for more and a picture',
    }),
    language: z
      .enum(GUIDE_LANGUAGES)
      .optional()
      .meta({ description: 'The language to write to you in (the mails about the submission); en-GB when left out' }),
    email: z
      .email({ error: 'must be an e-mail address' })
      .max(SUBMISSION_LIMITS.email)
      .optional()
      .meta({ description: 'Where to write about the submission' }),
    note: z.string().trim().max(SUBMISSION_LIMITS.note).optional().meta({ description: 'Anything the reviewers should know' }),
    credit: Credit.optional().meta({
      id: 'Credit',
      description:
        'How to credit you with finding the event, shown with it as `spottedBy` once it is published: a name, and perhaps an ' +
        'organisation and an https picture. Never your e-mail. Leave it out to stay anonymous.',
    }),
    website: z
      .string()
      .max(MAX_URL_LENGTH)
      .optional()
      .meta({ description: 'Leave this out or empty: it is a trap for robots filling in every field' }),
  })
  .refine((body) => (body.url === undefined) !== (body.event === undefined), {
    message: 'give url, or the event typed in (event), not both',
    path: ['url'],
  })
  .meta({ id: 'SubmitEvent' });

export const submitEvent = defineRoute({
  method: 'post',
  path: '/api/submit/event',
  operationId: 'submitEvent',
  summary: 'Submit an event by the URL of its page, or typed in',
  description:
    'Anonymous. An event with no page is typed in (`event`): it goes through the same quota per client and the same review, ' +
    'and is never a duplicate of another submission. The submission is stored first, then a job fetches the page (public http(s) addresses only, default ports, ' +
    'at most 5 redirects, 2 MB, 15 s), reads the event (schema.org JSON-LD, microdata, h-event, iCalendar, Open Graph) and ' +
    'creates it for review. The answer waits up to a few seconds: `status` is then `completed` or `failed`, or still ' +
    '`accepted`, to be followed at `submission.statusUrl`. The same URL submitted again within 24 hours answers the earlier ' +
    'submission (`duplicate: true`, no edit token). Every attempt counts against the submission quota, per client (IPv4 address ' +
    'or IPv6 /64) and per source domain (the registrable domain, by the Public Suffix List), shared with MCP, the site and ' +
    'GraphQL (`RateLimit`, `RateLimit-Policy`, and `Retry-After` on 429). With an `Idempotency-Key`, a retry with the same body replays the receipt ' +
    '(`replayed: true`), another body with the same key is 422 (`code: idempotency_key_reused`), and a retry while the first ' +
    'is still being stored is 409 (`code: in_progress`). Anonymous keys share one space: use random keys (UUIDs). A URL that ' +
    'cannot be fetched (scheme, port, a private or loopback address) is 422 (`code: url_refused`) and nothing is stored.',
  tags: ['submissions'],
  body: SubmitBody,
  headers: z.object({ 'idempotency-key': idempotencyKeyHeader }),
  response: { status: 202, description: 'The action receipt, with the one-time edit token for a new submission', schema: Receipt },
  problems: [400, 409, 413, 415, 422, 429, 503],
  async handle({ body, headers, context }) {
    if (body.website) throw new Problem(422, 'This submission was refused.');
    const input = {
      ...(body.url ? { url: body.url } : { event: body.event }),
      ...(body.language ? { language: body.language } : {}),
      ...(body.email ? { email: body.email } : {}),
      ...(body.note ? { note: body.note } : {}),
      ...(body.credit ? { credit: body.credit } : {}),
    };
    const { submitEvent } = await context.gateway.request(
      SubmitEventDocument,
      { input, idempotencyKey: headers['idempotency-key'] ?? null },
      context,
    );
    context.koa.set(rateLimitHeaders(submitEvent.rateLimits));
    return receiptView(submitEvent, context.config.BASE_URL);
  },
});

const params = z.object({ uuid });

export const getSubmission = defineRoute({
  method: 'get',
  path: '/api/submit/event/{uuid}',
  operationId: 'getSubmission',
  summary: "A submission's status and, once created, its event",
  description: 'Anyone with the uuid may follow the submission. The `token` of a mail link is accepted and ignored here; PATCH uses it.',
  tags: ['submissions'],
  params,
  query: z.object({ token: z.string().max(2000).optional().meta({ description: 'From a mail link; not needed to read' }) }),
  response: { status: 200, description: 'The submission', schema: Submission },
  problems: [400, 404, 503],
  async handle({ params, context }) {
    const { submission } = await context.gateway.request(GetSubmissionDocument, { uuid: params.uuid }, context);
    if (!submission) throw new Problem(404, `No submission has the uuid ${params.uuid}.`);
    return submissionView(submission, context.config.BASE_URL);
  },
});

export const updateSubmission = defineRoute({
  method: 'patch',
  path: '/api/submit/event/{uuid}',
  operationId: 'updateSubmission',
  summary: 'The submitter changes their event',
  description:
    'While the event is `ready_for_review` or `needs_info`; an event in `needs_info` goes back to `ready_for_review`. Present the ' +
    'edit token from the submit answer (`X-Edit-Token`) or the token of the link in the mail (`?token=`, valid 7 days). ' +
    "The venue and zone are the reviewers' to set. 401 without a token, 403 with a wrong or expired one, 409 when the event " +
    'is no longer open to the submitter (or not created yet).',
  tags: ['submissions'],
  params,
  query: z.object({ token: z.string().max(2000).optional().meta({ description: 'The token of the link in the mail' }) }),
  headers: z.object({
    'x-edit-token': z.string().max(200).optional().meta({ description: 'The edit token from the submit answer' }),
    'idempotency-key': idempotencyKeyHeader,
  }),
  body: EventContentChanges,
  response: { status: 200, description: 'The submission with its changed event', schema: Submission },
  problems: [400, 401, 403, 404, 409, 413, 415, 503],
  async handle({ params, query, headers, body, context }) {
    const editToken = headers['x-edit-token'] ?? null;
    const linkToken = query.token ?? null;
    if (!editToken && !linkToken)
      throw new Problem(401, 'Present the edit token in X-Edit-Token, or the token of the mail link as ?token=.');
    const { updateSubmission } = await context.gateway.request(
      UpdateSubmissionDocument,
      { uuid: params.uuid, changes: body, editToken, linkToken, idempotencyKey: headers['idempotency-key'] ?? null },
      context,
    );
    return submissionView(updateSubmission, context.config.BASE_URL);
  },
});
