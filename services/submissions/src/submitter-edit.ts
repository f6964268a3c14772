import { timingSafeEqual } from 'node:crypto';
import {
  conflictError,
  forbidden,
  notFoundError,
  passingOnRefusals,
  runIdempotently,
  unauthenticated,
  type EntityManager,
} from '@local-events/platform/subgraph';
import { editTokens } from './edit-tokens.ts';
import { Submission } from './entities/Submission.ts';
import { SubmissionEditEventDocument, type EventContentInput } from './generated/operations.ts';
import { asService, type SubmissionServices } from './services.ts';

/** What a submitter may change of their event: its content, as the events service takes it. */
export type SubmitterChanges = EventContentInput;

export interface SubmitterCredentials {
  /** The one-time token from the submit answer. */
  editToken?: string | null;
  /** The signed token from a link in mail. */
  linkToken?: string | null;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The submission, if the credentials are the submitter's: its edit token, or a valid link token naming it. */
export async function submissionOfSubmitter(
  services: SubmissionServices,
  em: EntityManager,
  uuid: string,
  credentials: SubmitterCredentials,
): Promise<Submission> {
  if (!credentials.editToken && !credentials.linkToken)
    throw unauthenticated('Present the edit token (X-Edit-Token) or the token from the mail link (?token=).');
  const submission = await em.findOne(Submission, { uuid });
  if (!submission) throw notFoundError(`No submission has the uuid ${uuid}.`);
  const byEditToken =
    credentials.editToken &&
    submission.editTokenHash &&
    editTokens.looksValid(credentials.editToken) &&
    sameHash(editTokens.hash(credentials.editToken), submission.editTokenHash);
  const byLink = credentials.linkToken && (await services.linkTokens.verify(credentials.linkToken)) === uuid;
  if (!byEditToken && !byLink) throw forbidden('The token does not open this submission, or it has expired.');
  return submission;
}

/**
 * The submitter changes their event, relayed to the events service as the submissions service: allowed while
 * it waits for review or for more information, after which it is back with the reviewers.
 */
export async function editAsSubmitter(
  services: SubmissionServices,
  em: EntityManager,
  request: {
    uuid: string;
    credentials: SubmitterCredentials;
    changes: SubmitterChanges;
    /** An answer to the reviewers' question, kept for them; with no changes, it is all that is done. */
    answer?: string | null;
    idempotencyKey: string | null;
    requestId: string;
  },
): Promise<Submission> {
  const submission = await submissionOfSubmitter(services, em, request.uuid, request.credentials);
  if (!submission.eventUuid) {
    throw conflictError(`The submission is ${submission.status} and has no event to change yet.`, { status: submission.status });
  }
  if (request.answer) {
    Object.assign(submission, { answer: request.answer, answeredAt: new Date() });
    await em.flush();
    if (Object.keys(request.changes).length === 0) return submission;
  }
  // A retry with the key (after a lost answer) must not be refused as "changes nothing": it answers as the first did.
  await runIdempotently(
    em,
    { scope: `update_submission:${request.uuid}`, key: request.idempotencyKey, request: request.changes },
    {
      run: async () => {
        const asItself = await asService(services, request.requestId);
        await passingOnRefusals(() =>
          services.gateway.request(SubmissionEditEventDocument, { submissionUuid: request.uuid, changes: request.changes }, asItself),
        );
        return { result: undefined, stored: {} };
      },
      replay: async () => undefined,
    },
  );
  return submission;
}
