import { GraphQLError } from 'graphql';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RateLimitState } from '@local-events/platform';
import {
  authenticated,
  controlCharactersMessage,
  givenFields,
  hasControlCharacters,
  idempotencyKeyArgument,
  SCOPES,
  userInputError,
  uuidArgument,
  Bounded,
  BOUNDS,
} from '@local-events/platform/subgraph';
import { Submission } from '../entities/Submission.ts';
import { editLink } from '../links.ts';
import type { SubmissionsContext } from '../loaders.ts';
import { SEND_MAIL } from '../mail/mail-job.ts';
import { moreInformationRequested } from '../mail/messages.ts';
import { settled, submit, SUBMIT_ACTION } from '../submit.ts';
import { SAME_SUBMITTER_LIMIT, submissionsOfSameSubmitter } from '../same-submitter.ts';
import { editAsSubmitter, type SubmitterChanges } from '../submitter-edit.ts';
import { ReceiptType, toReceiptType } from './ReceiptType.ts';
import { SubmissionChangesInput, SubmitEventInput } from './SubmissionInputs.ts';
import { SubmissionType, toSubmissionType } from './SubmissionType.ts';
import { EVENT_CONTENT_LIMITS, SUBMISSION_LIMITS } from '@local-events/contracts';

/** A refusal the caller can act on, with what is left of the quota (unless it says so itself, as RATE_LIMITED does). */
function withRateLimits(error: unknown, rateLimits: RateLimitState[]): unknown {
  if (!(error instanceof GraphQLError) || !error.extensions.code || error.extensions.rateLimits || rateLimits.length === 0) return error;
  return new GraphQLError(error.message, { extensions: { ...error.extensions, rateLimits } });
}

/** An answer as it is kept: trimmed, line breaks allowed, no other control character; none when empty. */
function answerOf(answer: string | null | undefined): string | null {
  const text = answer?.trim();
  if (!text) return null;
  if (hasControlCharacters(text, 'multi-line')) throw userInputError(`answer ${controlCharactersMessage('multi-line')}`, 'answer');
  return text;
}

@Resolver(() => SubmissionType)
export class SubmissionResolver {
  @Authorized(SCOPES.review, SCOPES.admin)
  @Query(() => [String], {
    description:
      'The submissions of whoever made this one, by the e-mail address they gave (only this one without an address), newest ' +
      `first, at most ${SAME_SUBMITTER_LIMIT}: for acting on one submitter's events at once. Reviewers and administrators.`,
  })
  async sameSubmitter(
    @Ctx() context: SubmissionsContext,
    @Arg('submissionUuid', () => String) @Bounded(BOUNDS.uuid) submissionUuid: string,
  ): Promise<string[]> {
    return submissionsOfSameSubmitter(context.em, uuidArgument(submissionUuid, 'submissionUuid'));
  }

  @Query(() => SubmissionType, { nullable: true, description: 'A submission by its uuid: whoever has the uuid may follow it.' })
  async submission(
    @Ctx() { loaders }: SubmissionsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<SubmissionType | null> {
    const row = await loaders.submission.load(uuidArgument(uuid));
    return row ? toSubmissionType(row) : null;
  }

  @Mutation(() => ReceiptType, {
    description:
      'Submits an event by its page URL, or typed in (`event`, for one with no page), anonymously. Stored at once and processed by a job; the answer waits a few seconds ' +
      'for it. With an idempotency key (kept at least 24 hours), a retry replays the receipt (replayed: true); the same key with ' +
      'another request is IDEMPOTENCY_KEY_REUSED, and while the first still runs, IN_PROGRESS. URLs that cannot be fetched ' +
      '(scheme, port, private addresses) are URL_REFUSED. Every attempt counts against the submission quota per client, and ' +
      'every new submission (not a refused one, a duplicate or a replay) against the quota of its source domain (`rateLimits` ' +
      'says what is left, also in the extensions of an error); over it, RATE_LIMITED with `retryAfter` in seconds.',
  })
  async submitEvent(
    @Ctx() context: SubmissionsContext,
    @Arg('input', () => SubmitEventInput) input: SubmitEventInput,
    @Arg('idempotencyKey', () => String, { nullable: true }) @Bounded(BOUNDS.idempotencyKey) idempotencyKey?: string | null,
  ): Promise<ReceiptType> {
    const { services } = context;
    // The quota as it stands after this request, in the answer and in any error it gives (the REST RateLimit headers).
    const rateLimits: RateLimitState[] = [];
    try {
      rateLimits.push(await services.quota.countClient(context.clientAddress));
      const outcome = await submit(services, context.em, await context.caller(), input, idempotencyKey ?? null, async (url) => {
        const source = await services.quota.countSource(url, rateLimits);
        if (source) rateLimits.push(source);
      });
      const isNew = !outcome.replayed && !outcome.duplicate;
      const submission = isNew ? await settled(context.em, outcome.submissionUuid, services.budget.SUBMIT_WAIT_MS) : outcome.submission;
      return toReceiptType({ ...outcome, submission }, SUBMIT_ACTION, rateLimits);
    } catch (error) {
      throw withRateLimits(error, rateLimits);
    }
  }

  @Mutation(() => SubmissionType, {
    description:
      'The submitter changes their event while it is ready_for_review or needs_info (then it goes back for review), ' +
      'with the edit token from the submit answer or the token of the link in their mail.',
  })
  async updateSubmission(
    @Ctx() context: SubmissionsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('changes', () => SubmissionChangesInput) changes: SubmissionChangesInput,
    @Arg('editToken', () => String, { nullable: true }) @Bounded(BOUNDS.token) editToken?: string | null,
    @Arg('linkToken', () => String, { nullable: true }) @Bounded(BOUNDS.token) linkToken?: string | null,
    @Arg('answer', () => String, {
      nullable: true,
      description: "An answer to the reviewers' question, kept for them (Submission.answer); with no changes, only the answer is kept.",
    })
    @Bounded({ maxLength: SUBMISSION_LIMITS.note })
    answer?: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'Makes a retry answer as the first request did.' })
    @Bounded(BOUNDS.idempotencyKey)
    idempotencyKey?: string | null,
  ): Promise<SubmissionType> {
    const submission = await editAsSubmitter(context.services, context.em, {
      uuid: uuidArgument(uuid),
      credentials: { editToken, linkToken },
      changes: givenFields(changes) as SubmitterChanges,
      answer: answerOf(answer),
      idempotencyKey: idempotencyKeyArgument(idempotencyKey),
      requestId: context.requestId,
    });
    return toSubmissionType(submission);
  }

  @Authorized(SCOPES.notifySubmitters)
  @Mutation(() => Boolean, {
    description:
      'Writes to the submitter that a reviewer asks for more information, with a link to change the submission, and keeps ' +
      'the question for their submission page. For the events service (submissions:notify). False when the submitter left no address.',
  })
  async notifySubmitter(
    @Ctx() context: SubmissionsContext,
    @Arg('submissionUuid', () => String) @Bounded(BOUNDS.uuid) submissionUuid: string,
    @Arg('eventTitle', () => String) @Bounded({ maxLength: EVENT_CONTENT_LIMITS.title }) eventTitle: string,
    @Arg('message', () => String) @Bounded(BOUNDS.message) message: string,
  ): Promise<boolean> {
    await authenticated(context);
    const submission = await context.em.findOne(Submission, { uuid: uuidArgument(submissionUuid, 'submissionUuid') });
    if (!submission) return false;
    // Kept for the submitter's page too, which whoever has the submission's address may read.
    Object.assign(submission, { question: message, questionAskedAt: new Date() });
    await context.em.flush();
    if (!submission.email) return false;
    const mail = moreInformationRequested({
      to: submission.email,
      language: submission.language,
      eventTitle,
      reviewerMessage: message,
      editLink: await editLink(context.services, submission.uuid),
    });
    await context.services.jobs.send(SEND_MAIL, mail);
    return true;
  }
}
