import { z } from 'zod';
import { type CallContext, type GatewayClient, Problem, SCOPES } from '@local-events/platform';
import {
  PauseSourceDocument,
  RejectPendingOfSourceDocument,
  RejectPendingOfSubmissionsDocument,
  SameSubmitterDocument,
  SubmissionsOfSubmitterDocument,
} from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { uuid } from '../schemas.ts';

export const RejectPending = z
  .strictObject({
    sourceId: uuid.optional().meta({ description: 'Every pending event of this followed source' }),
    submitterOf: uuid
      .optional()
      .meta({ description: 'Every pending event of whoever submitted this event (by the e-mail address they gave)' }),
    pauseSource: z.boolean().optional().meta({ description: 'With sourceId: pause the source too' }),
    message: z.string().trim().min(1).max(2000).optional().meta({ description: 'Kept with each rejection' }),
  })
  .refine((body) => Boolean(body.sourceId) !== Boolean(body.submitterOf), 'give sourceId or submitterOf, not both')
  .refine((body) => !body.pauseSource || body.sourceId, 'pauseSource needs sourceId')
  .meta({ id: 'RejectPending' });

/**
 * Rejects every pending event of a source (pausing it when asked) or of whoever submitted an event: what the REST
 * route and the MCP tool do.
 */
export async function rejectPending(body: z.output<typeof RejectPending>, context: CallContext & { gateway: GatewayClient }) {
  const message = body.message ?? null;
  if (body.sourceId) {
    const { rejectPendingEvents } = await context.gateway.request(
      RejectPendingOfSourceDocument,
      { sourceId: body.sourceId, message },
      context,
    );
    if (body.pauseSource) await context.gateway.request(PauseSourceDocument, { id: body.sourceId }, context);
    return { rejected: rejectPendingEvents, sourcePaused: Boolean(body.pauseSource) };
  }
  const { eventReview } = await context.gateway.request(SubmissionsOfSubmitterDocument, { eventUuid: body.submitterOf! }, context);
  const submission = eventReview?.event.submission;
  if (!submission) throw new Problem(404, `No submitted event has the uuid ${body.submitterOf}.`);
  const { sameSubmitter } = await context.gateway.request(SameSubmitterDocument, { submissionUuid: submission.uuid }, context);
  const { rejectPendingEvents } = await context.gateway.request(
    RejectPendingOfSubmissionsDocument,
    { submissionUuids: sameSubmitter, message },
    context,
  );
  return { rejected: rejectPendingEvents, sourcePaused: false };
}

export const RejectedPending = z.object({ rejected: z.number().int(), sourcePaused: z.boolean() }).meta({ id: 'RejectedPending' });

export const rejectPendingEvents = defineRoute({
  method: 'post',
  path: '/api/review/reject-pending',
  operationId: 'rejectPendingEvents',
  summary: 'Reject every pending event of one source or one submitter',
  description:
    'Spam and mistakes at scale, from the review queue: every event still waiting for review (`ready_for_review`, `needs_info`) of a ' +
    'followed source, or of whoever submitted an event, is rejected in one action, each with its history entry; the source can be ' +
    'paused at once. Published events are left as they are. Administrators only.',
  tags: ['review'],
  auth: { kind: 'bearer', scopes: [SCOPES.admin] },
  body: RejectPending,
  response: {
    status: 200,
    description: 'How many were rejected',
    schema: RejectedPending,
  },
  problems: [400, 401, 403, 404, 413, 415, 503],
  handle: ({ body, context }) => rejectPending(body, context),
});
