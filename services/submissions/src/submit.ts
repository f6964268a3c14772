import { randomUUID } from 'node:crypto';
import {
  claimIdempotencyKey,
  codedError,
  completeIdempotencyKey,
  query,
  releaseIdempotencyKey,
  requestHash,
  sql,
  userInputError,
  type Caller,
  type EntityManager,
} from '@local-events/platform/subgraph';
import { editTokens } from './edit-tokens.ts';
import { Submission } from './entities/Submission.ts';
import { checkTarget, FetchRefused } from './fetcher/guarded-fetch.ts';
import { editLink, statusLink } from './links.ts';
import { SEND_MAIL } from './mail/mail-job.ts';
import { submissionReceived } from './mail/messages.ts';
import { normalizeUrl } from './normalize-url.ts';
import { PROCESS_SUBMISSION } from './process-submission.ts';
import type { SubmissionServices } from './services.ts';

export interface SubmitRequest {
  url: string;
  email?: string | null;
  note?: string | null;
}

/** What a retry with the same idempotency key replays; the live parts (statuses, event) are read again. */
export interface StoredReceipt {
  receiptId: string;
  createdAt: string;
  submissionUuid: string;
  duplicate: boolean;
}

export interface SubmitOutcome extends StoredReceipt {
  idempotencyKey: string | null;
  replayed: boolean;
  submission: Submission;
  /** Only in the first answer for a new submission: never stored, never replayed. */
  editToken: string | null;
}

export const SUBMIT_ACTION = 'submit_event';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KEY = /^[\x21-\x7e]{1,255}$/;

function validated(request: SubmitRequest): { url: string; normalized: string; email: string | null; note: string | null } {
  const url = request.url.trim();
  if (url.length > 2048) throw userInputError('url must be at most 2048 characters', 'url');
  const normalized = normalizeUrl(url);
  if (!normalized) throw userInputError('url must be an absolute http(s) URL', 'url');
  const email = request.email?.trim() || null;
  if (email && (email.length > 254 || !EMAIL.test(email))) throw userInputError('email must be an e-mail address', 'email');
  const note = request.note?.trim() || null;
  if (note && note.length > 2000) throw userInputError('note must be at most 2000 characters', 'note');
  return { url, normalized, email, note };
}

/** Refuses, before anything is stored, a URL the fetcher would refuse: scheme, port, an address that is not public. */
async function refuseUnfetchable(url: string, services: SubmissionServices) {
  try {
    await checkTarget(new URL(url), services.fetchLimits);
  } catch (error) {
    if (error instanceof FetchRefused) throw codedError('URL_REFUSED', `This URL is not fetched: ${error.message}`, { reason: error.reason, field: 'url' });
    throw error;
  }
}

/**
 * Design 5.1 and 5.6: validate, refuse what cannot be fetched, claim the idempotency key (scoped to the caller
 * and the operation), then in one transaction find a recent submission of the same normalised URL or store a
 * new one together with its processing job (and the submitter's mail), and keep the receipt for retries.
 */
export async function submit(
  services: SubmissionServices,
  em: EntityManager,
  caller: Caller | null,
  request: SubmitRequest,
  idempotencyKey: string | null,
): Promise<SubmitOutcome> {
  const input = validated(request);
  if (idempotencyKey !== null && !KEY.test(idempotencyKey)) throw userInputError('idempotencyKey must be 1 to 255 visible ASCII characters', 'idempotencyKey');
  await refuseUnfetchable(input.url, services);

  const scope = `${SUBMIT_ACTION}:${caller?.subject ?? 'anonymous'}`;
  if (idempotencyKey !== null) {
    const claim = await claimIdempotencyKey<StoredReceipt>(em, scope, idempotencyKey, requestHash({ url: input.url, email: input.email, note: input.note }));
    if (claim.kind === 'reused') throw codedError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used with another request; use a new key for a new request.');
    if (claim.kind === 'in_progress') throw codedError('IN_PROGRESS', 'A request with this idempotency key is still being processed; retry in a moment.');
    if (claim.kind === 'replay') {
      const submission = await em.findOneOrFail(Submission, { uuid: claim.response.submissionUuid });
      return { ...claim.response, idempotencyKey, replayed: true, submission, editToken: null };
    }
  }

  try {
    const outcome = await em.transactional(async (tx) => {
      // One submitter at a time per URL, so two at once cannot both miss each other's submission.
      await query(tx, sql`select pg_advisory_xact_lock(hashtext(${`submission:${input.normalized}`}))`);
      const duplicate = await tx.findOne(
        Submission,
        {
          normalizedUrl: input.normalized,
          status: { $ne: 'failed' },
          createdAt: { $gt: new Date(Date.now() - services.config.DUPLICATE_WINDOW_HOURS * 3_600_000) },
        },
        { orderBy: { createdAt: 'desc' } },
      );
      if (duplicate) return { submission: duplicate, editToken: null, duplicate: true };
      const editToken = editTokens.issue();
      const submission = Object.assign(new Submission(), {
        sourceUrl: input.url,
        normalizedUrl: input.normalized,
        email: input.email,
        note: input.note,
        editTokenHash: editTokens.hash(editToken),
      });
      await tx.persist(submission).flush();
      await services.jobs.send(PROCESS_SUBMISSION, { submissionUuid: submission.uuid }, { em: tx });
      if (input.email) {
        const mail = submissionReceived({ to: input.email, sourceUrl: input.url, statusLink: statusLink(services, submission.uuid), editLink: await editLink(services, submission.uuid) });
        await services.jobs.send(SEND_MAIL, mail, { em: tx });
      }
      return { submission, editToken, duplicate: false };
    });
    const stored: StoredReceipt = { receiptId: randomUUID(), createdAt: new Date().toISOString(), submissionUuid: outcome.submission.uuid, duplicate: outcome.duplicate };
    if (idempotencyKey !== null) await completeIdempotencyKey(em, scope, idempotencyKey, stored);
    return { ...stored, idempotencyKey, replayed: false, submission: outcome.submission, editToken: outcome.editToken };
  } catch (error) {
    if (idempotencyKey !== null) await releaseIdempotencyKey(em, scope, idempotencyKey);
    throw error;
  }
}

/** Waits up to `ms` for the submission's job to finish, so quick pages answer with a finished receipt. */
export async function settled(em: EntityManager, uuid: string, ms: number): Promise<Submission> {
  const deadline = Date.now() + ms;
  for (;;) {
    const submission = await em.fork().findOneOrFail(Submission, { uuid });
    if (submission.status === 'completed' || submission.status === 'failed' || Date.now() >= deadline) return submission;
    await new Promise((resolve) => setTimeout(resolve, Math.min(200, Math.max(0, deadline - Date.now()))));
  }
}
