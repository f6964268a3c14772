import { defineJob, Problem, type JobAttempt } from '@local-events/platform/subgraph';
import { Submission } from './entities/Submission.ts';
import { repetitionInput, submittedEventInput } from './event-input.ts';
import type { TypedEventFields } from '@local-events/contracts';
import { extractEvent, missingFields } from './extract/extract.ts';
import type { ExtractedEvent } from './extract/types.ts';
import { FetchRefused, guardedFetch, type RefusalReason } from './fetcher/guarded-fetch.ts';
import { SubmissionCreateEventDocument } from './generated/operations.ts';
import { locate, placeTyped } from './locate.ts';
import { firstOfSameSubmitter } from './same-submitter.ts';
import { asService, type SubmissionServices } from './services.ts';

export const PROCESS_SUBMISSION = 'process-submission';

/** Refusals worth another try later (the page or the network may be better then), but only a few. */
const TRANSIENT: readonly RefusalReason[] = ['timeout', 'network'];
const FETCH_ATTEMPTS = 3;

class PermanentFailure extends Error {
  constructor(
    readonly reason: string,
    message: string,
    readonly missing: string[] = [],
  ) {
    super(message);
  }
}

/** The submitted page, or a refusal: permanent, or worth another try (a slow page, the network) a few times. */
async function fetchPage(url: string, services: SubmissionServices, attempt: JobAttempt) {
  return guardedFetch(url, services.fetchLimits).catch((error: unknown) => {
    const retryable = error instanceof FetchRefused && TRANSIENT.includes(error.reason) && attempt.retryCount + 1 < FETCH_ATTEMPTS;
    if (error instanceof FetchRefused && !retryable) throw new PermanentFailure(error.reason, error.message);
    throw error;
  });
}

/** An event typed in, as if read from a page: wall-clock times in its town, its place by name and address. */
const typedAsExtracted = (typed: TypedEventFields): ExtractedEvent => ({
  format: 'typed',
  title: typed.title,
  description: typed.description ?? undefined,
  start: { value: typed.start, hasOffset: false },
  end: typed.end ? { value: typed.end, hasOffset: false } : undefined,
  place:
    typed.placeName || typed.placeAddress ? { name: typed.placeName ?? undefined, address: typed.placeAddress ?? undefined } : undefined,
  imageUrl: typed.imageUrl ?? undefined,
  priceInfo: typed.priceInfo ?? undefined,
  isFree: typed.isFree ?? undefined,
  url: typed.link ?? undefined,
});

/**
 * Fetch the page (none for an event typed in), read the event from it, place it, and create it for review. Anything that may go better
 * later (a slow page, another service away) throws, and pg-boss tries again with backoff; what will not
 * (a refused address, a page without an event) fails the submission with a reason at once.
 */
async function processSubmission(services: SubmissionServices, uuid: string, attempt: JobAttempt) {
  const em = services.orm.em.fork();
  const submission = await em.findOne(Submission, { uuid });
  if (!submission || submission.status === 'completed' || submission.status === 'failed') return;
  submission.status = 'processing';
  submission.attempts += 1;
  await em.flush();

  try {
    const extracted = submission.typed
      ? typedAsExtracted(submission.typed)
      : extractEvent(await fetchPage(submission.sourceUrl!, services, attempt));
    const missing = missingFields(extracted);
    if (!extracted?.title || !extracted.start) {
      throw new PermanentFailure('no_event', 'The page does not describe an event with a title and a start time.', missing);
    }
    const context = await asService(services, `submission-${uuid}-${attempt.retryCount}`);
    const placement = submission.typed
      ? await placeTyped(submission.typed, services.gateway, context)
      : await locate(extracted.place, uuid, services.gateway, context);
    if (!placement.zone) missing.push('zone');
    if (placement.venueId === undefined) missing.push('venue');
    const timezone = placement.zone?.timezone ?? extracted.timezone ?? 'UTC';
    const input = submittedEventInput(
      extracted,
      { timezone, zoneId: placement.zone?.id, venueId: placement.venueId },
      submission.sourceUrl ?? extracted.url ?? null,
    );
    if (!input)
      throw new PermanentFailure('no_event', 'The start time on the page cannot be read as a date and time.', [...missing, 'startTime']);
    const { createSubmittedEvent } = await services.gateway
      .request(
        SubmissionCreateEventDocument,
        {
          submissionUuid: uuid,
          input: {
            ...input,
            ...repetitionInput(extracted, timezone),
            credit: submission.credit,
            submitter: await firstOfSameSubmitter(em, uuid),
          },
        },
        context,
      )
      .catch((error: unknown) => {
        if (error instanceof Problem && [400, 404, 409, 422].includes(error.status)) throw new PermanentFailure('invalid', error.message);
        throw error;
      });
    Object.assign(submission, {
      status: 'completed',
      eventUuid: createSubmittedEvent.uuid,
      missingFields: missing,
      failure: null,
      failureReason: null,
    });
    await em.flush();
    attempt.log.info(
      { submissionUuid: uuid, eventUuid: createSubmittedEvent.uuid, proposedVenue: placement.proposedVenue, missing },
      'submission completed',
    );
  } catch (error) {
    if (error instanceof PermanentFailure || attempt.lastAttempt) {
      const failure =
        error instanceof PermanentFailure
          ? error
          : new PermanentFailure('unavailable', 'The submission could not be processed; please submit it again later.');
      Object.assign(submission, {
        status: 'failed',
        failure: failure.message,
        failureReason: failure.reason,
        missingFields: failure.missing,
      });
      await em.flush();
      attempt.log.info({ submissionUuid: uuid, reason: failure.reason }, 'submission failed');
      return;
    }
    submission.status = 'received';
    await em.flush();
    throw error;
  }
}

export const processSubmissionJob = (services: () => Promise<SubmissionServices>) =>
  defineJob<{ submissionUuid: string }>({
    name: PROCESS_SUBMISSION,
    // About an hour and a half of retries in all, backing off to ten minutes apart.
    // A run takes at most a fetch (15 s) and a few gateway calls (10 s each); one that takes longer lost its
    // worker or its database, and is tried again.
    queue: { retryLimit: 15, retryDelay: 1, retryBackoff: true, retryDelayMax: 600 },
    handle: async ({ submissionUuid }, attempt) => processSubmission(await services(), submissionUuid, attempt),
  });
