import { z } from 'zod';
import { WAITLIST_LIMITS } from '@local-events/contracts';
import { SCOPES } from '@local-events/platform';
import { JoinWaitlistDocument, MarkWaitlistRequestDocument, WaitlistDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { booleanParam, integerParam, toUtc, toUtcOrNull, utcTimestamp, uuid } from '../schemas.ts';

const WaitlistBody = z
  .strictObject({
    email: z.email({ error: 'must be an e-mail address' }).max(WAITLIST_LIMITS.email),
    location: z
      .string()
      .trim()
      .min(1, 'must name a town')
      .max(WAITLIST_LIMITS.location)
      .meta({ description: 'The town or neighbourhood, in their words' }),
    message: z
      .string()
      .max(WAITLIST_LIMITS.message)
      .nullable()
      .optional()
      .meta({ description: 'Anything else (optional; null or empty is none)' }),
    honeypot: z
      .string()
      .max(WAITLIST_LIMITS.message)
      .nullable()
      .optional()
      .meta({ description: "A form's trap for robots: leave it empty" }),
  })
  .meta({ id: 'WaitlistRequest' });

const WaitlistEntry = z
  .object({
    uuid: z.uuid(),
    email: z.string(),
    location: z.string(),
    message: z.string().nullable(),
    createdAt: utcTimestamp,
    doneAt: utcTimestamp.nullable(),
    doneBy: z.string().nullable(),
  })
  .meta({ id: 'WaitlistEntry' });

const waitlistEntry = (entry: {
  uuid: string;
  email: string;
  location: string;
  message?: string | null;
  createdAt: string;
  doneAt?: string | null;
  doneBy?: string | null;
}): z.input<typeof WaitlistEntry> => ({
  ...entry,
  message: entry.message ?? null,
  createdAt: toUtc(entry.createdAt),
  doneAt: toUtcOrNull(entry.doneAt ?? null),
  doneBy: entry.doneBy ?? null,
});

export const joinWaitlist = defineRoute({
  method: 'post',
  path: '/api/waitlist',
  operationId: 'joinWaitlist',
  summary: 'Ask to be told when a town is covered',
  description:
    'Kept for staff (`GET /api/admin/waitlist`). Counted per client as submissions are (429 over the quota, with `Retry-After`). ' +
    'A filled-in `honeypot` is answered 202 too, and nothing is kept.',
  tags: ['waitlist'],
  body: WaitlistBody,
  response: { status: 202, description: 'Taken', schema: z.object({ status: z.literal('accepted') }) },
  problems: [400, 413, 415, 429, 503],
  async handle({ body, context }) {
    await context.gateway.request(JoinWaitlistDocument, { input: body }, context);
    return { status: 'accepted' as const };
  },
});

export const getWaitlist = defineRoute({
  method: 'get',
  path: '/api/admin/waitlist',
  operationId: 'getWaitlist',
  summary: 'Who waits for which town, newest first',
  description: 'Requests marked done are left out unless `include_done=true`.',
  tags: ['waitlist'],
  auth: { kind: 'bearer', scopes: [SCOPES.admin] },
  query: z.object({
    limit: integerParam('At most this many, 50 by default')
      .pipe(z.number().max(WAITLIST_LIMITS.page, `must be at most ${WAITLIST_LIMITS.page}`))
      .optional(),
    include_done: booleanParam('Requests marked done too'),
  }),
  response: {
    status: 200,
    description: 'The requests',
    schema: z.object({ results: z.array(WaitlistEntry) }),
  },
  problems: [400, 401, 403, 503],
  async handle({ query, context }) {
    const { waitlist } = await context.gateway.request(
      WaitlistDocument,
      { limit: query.limit ?? 50, includeDone: query.include_done },
      context,
    );
    return { results: waitlist.map(waitlistEntry) };
  },
});

export const markWaitlistRequest = defineRoute({
  method: 'patch',
  path: '/api/admin/waitlist/{uuid}',
  operationId: 'markWaitlistRequest',
  summary: 'Mark a waitlist request done (or open it again)',
  tags: ['waitlist'],
  auth: { kind: 'bearer', scopes: [SCOPES.admin] },
  params: z.object({ uuid }),
  body: z.strictObject({ done: z.boolean() }).meta({ id: 'WaitlistMark' }),
  response: { status: 200, description: 'The request', schema: WaitlistEntry },
  problems: [400, 401, 403, 404, 413, 415, 503],
  async handle({ params, body, context }) {
    const { markWaitlistRequest } = await context.gateway.request(
      MarkWaitlistRequestDocument,
      { uuid: params.uuid, done: body.done },
      context,
    );
    return waitlistEntry(markWaitlistRequest);
  },
});
