import { randomUUID } from 'node:crypto';
import {
  Credit,
  type CreditFields,
  GUIDE_LANGUAGES,
  type GuideLanguage,
  isGuideLanguage,
  SUBMISSION_LIMITS,
  TypedEvent,
  type TypedEventFields,
} from '@local-events/contracts';
import {
  codedError,
  givenFields,
  controlCharactersMessage,
  hasControlCharacters,
  idempotencyKeyArgument,
  query,
  runIdempotently,
  SCOPES,
  sql,
  userInputError,
  type Caller,
  type EntityManager,
} from '@local-events/platform/subgraph';
import { editTokens } from './edit-tokens.ts';
import { Submission, type SubmitterCredit } from './entities/Submission.ts';
import { checkTarget, FetchRefused } from './fetcher/guarded-fetch.ts';
import { editLink, submissionPage } from './links.ts';
import { SEND_MAIL } from './mail/mail-job.ts';
import { submissionReceived } from './mail/messages.ts';
import { normalizeUrl } from './normalize-url.ts';
import { PROCESS_SUBMISSION } from './process-submission.ts';
import type { SubmissionServices } from './services.ts';

export interface SubmitRequest {
  url?: string | null;
  /** The language to write to the submitter in. */
  language?: string | null;
  /** The event typed in, instead of a page's address (checked here by the contract's TypedEvent). */
  event?: object | null;
  email?: string | null;
  note?: string | null;
  credit?: CreditFields | null;
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
  /** The same: the submission's page with a link token, as the submitter's mail gives it. */
  editLink: string | null;
}

export const SUBMIT_ACTION = 'submit_event';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The page's address and its normal form, or the event typed in: exactly one of the two. */
function whatIsSubmitted(
  request: SubmitRequest,
): { url: string; normalized: string; typed: null } | { url: null; normalized: null; typed: TypedEventFields } {
  if ((request.url == null) === (request.event == null)) throw userInputError('give url, or the event typed in (event), not both', 'url');
  if (request.event) {
    const checked = TypedEvent.safeParse(givenFields(request.event as Record<string, unknown>));
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      throw userInputError(`event.${issue.path.join('.')} ${issue.message}`, `event.${issue.path.join('.')}`);
    }
    return { url: null, normalized: null, typed: checked.data };
  }
  const url = request.url!.trim();
  const normalized = normalizeUrl(url);
  if (!normalized) throw userInputError('url must be an absolute http(s) URL', 'url');
  return { url, normalized, typed: null };
}

function validated(request: SubmitRequest, caller: Caller | null) {
  const submitted = whatIsSubmitted(request);
  const email = request.email?.trim() || null;
  if (email && (email.length > SUBMISSION_LIMITS.email || !EMAIL.test(email) || hasControlCharacters(email)))
    throw userInputError('email must be an e-mail address', 'email');
  const note = request.note?.trim() || null;
  if (note && hasControlCharacters(note, 'multi-line')) throw userInputError(`note ${controlCharactersMessage('multi-line')}`, 'note');
  if (request.language != null && !isGuideLanguage(request.language))
    throw userInputError(`language must be one of ${GUIDE_LANGUAGES.join(', ')}`, 'language');
  const language: GuideLanguage = request.language ?? 'en-GB';
  return { ...submitted, email, note, language, credit: creditOf(request.credit, caller) };
}

/** The credit as given, checked by the contract, and whether its giver was signed in as staff. */
function creditOf(given: CreditFields | null | undefined, caller: Caller | null): SubmitterCredit | null {
  if (!given) return null;
  const checked = Credit.safeParse(given);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw userInputError(`credit.${issue.path.join('.')} ${issue.message}`, `credit.${issue.path.join('.')}`);
  }
  const staff = caller !== null && (caller.scopes.has(SCOPES.review) || caller.scopes.has(SCOPES.admin));
  return { name: checked.data.name, org: checked.data.org ?? null, avatarUrl: checked.data.avatarUrl ?? null, staff };
}

/** Refuses, before anything is stored, a URL the fetcher would refuse: scheme, port, an address that is not public. */
export async function refuseUnfetchable(url: string, services: SubmissionServices) {
  try {
    await checkTarget(new URL(url), services.fetchLimits);
  } catch (error) {
    if (error instanceof FetchRefused)
      throw codedError('URL_REFUSED', `This URL is not fetched: ${error.message}`, { reason: error.reason, field: 'url' });
    throw error;
  }
}

/**
 * Validates, refuses what cannot be fetched, then, at most once per idempotency key (scoped to the caller and
 * the operation), stores the submission and keeps its receipt for retries.
 */
export async function submit(
  services: SubmissionServices,
  em: EntityManager,
  caller: Caller | null,
  request: SubmitRequest,
  idempotencyKey: string | null,
  /** Runs before a new submission of a page is stored (not for a duplicate or a replay); throwing refuses it. */
  beforeStoring: (url: string) => Promise<void> = async () => {},
): Promise<SubmitOutcome> {
  const input = validated(request, caller);
  idempotencyKeyArgument(idempotencyKey);
  if (input.url) await refuseUnfetchable(input.url, services);

  const { result, replayed } = await runIdempotently<
    StoredReceipt,
    { stored: StoredReceipt; submission: Submission; editToken: string | null }
  >(
    em,
    {
      scope: `${SUBMIT_ACTION}:${caller?.subject ?? 'anonymous'}`,
      key: idempotencyKey,
      request: { url: input.url, typed: input.typed, language: input.language, email: input.email, note: input.note, credit: input.credit },
    },
    {
      run: async () => {
        const outcome = await storeSubmission(services, em, input, beforeStoring);
        const stored: StoredReceipt = {
          receiptId: randomUUID(),
          createdAt: new Date().toISOString(),
          submissionUuid: outcome.submission.uuid,
          duplicate: outcome.duplicate,
        };
        return { result: { stored, ...outcome }, stored };
      },
      replay: async (stored) => ({
        stored,
        submission: await em.findOneOrFail(Submission, { uuid: stored.submissionUuid }),
        editToken: null,
      }),
    },
  );
  const link = result.editToken ? await editLink(services, result.submission.uuid) : null;
  return { ...result.stored, idempotencyKey, replayed, submission: result.submission, editToken: result.editToken, editLink: link };
}

/**
 * In one transaction, one submitter at a time per URL: the recent submission of the same normalised URL, or a
 * new one stored with its processing job (and the submitter's mail). An event typed in is always new: the
 * reviewers see possible duplicates of it beside it.
 */
async function storeSubmission(
  services: SubmissionServices,
  em: EntityManager,
  input: ReturnType<typeof validated>,
  beforeStoring: (url: string) => Promise<void>,
) {
  return em.transactional(async (tx) => {
    if (input.url) {
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
      await beforeStoring(input.url);
    }
    const editToken = editTokens.issue();
    const submission = Object.assign(new Submission(), {
      sourceUrl: input.url,
      normalizedUrl: input.normalized,
      typed: input.typed,
      language: input.language,
      email: input.email,
      note: input.note,
      credit: input.credit,
      editTokenHash: editTokens.hash(editToken),
    });
    await tx.persist(submission).flush();
    await services.jobs.send(PROCESS_SUBMISSION, { submissionUuid: submission.uuid }, { em: tx });
    if (input.email) {
      const mail = submissionReceived({
        to: input.email,
        language: input.language,
        about: input.url ?? input.typed!.title,
        typed: input.typed !== null,
        statusLink: submissionPage(services, submission.uuid),
        editLink: await editLink(services, submission.uuid),
      });
      await services.jobs.send(SEND_MAIL, mail, { em: tx });
    }
    return { submission, editToken, duplicate: false };
  });
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
