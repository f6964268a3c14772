import { Credit, CREDIT_LIMITS } from '@local-events/contracts';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { isHttpUrl, isUuid, MAX_URL_LENGTH, Problem, type AppContext } from '@local-events/platform';
import {
  EventStatus,
  SiteCorrectSubmissionDocument,
  SiteSubmissionDocument,
  SiteSubmitEventDocument,
  SubmissionStatus,
  type SiteSubmissionFieldsFragment,
  type SiteSubmitEventMutation,
} from '../generated/operations.ts';
import { changedFields, formValuesOf, readEventForm, type EventFormValues } from '../event-form.ts';
import { renderPage } from '../render.ts';
import type { UsedChallenges } from '../used-challenges.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';

const CHALLENGE_SECONDS = 600;
/** While the event awaits review, its submitter may correct it. */
const CORRECTABLE: readonly string[] = ['ready_for_review', 'needs_info'];

const Form = z.object({
  url: z.string().refine(isHttpUrl, 'Give the full address of the page, starting with https://'),
  email: z.union([z.literal(''), z.email({ error: 'That e-mail address does not look right.' }).max(254)]).optional(),
  creditName: z
    .string()
    .max(CREDIT_LIMITS.name * 2)
    .optional(),
  creditOrg: z
    .string()
    .max(CREDIT_LIMITS.org * 2)
    .optional(),
  website: z.string().max(MAX_URL_LENGTH).optional(),
  altcha: z.string().max(20_000).optional(),
});

/** The credit the form asks for (a name, perhaps an organisation), checked by the contract; none without a name. */
function creditOf(form: { creditName?: string; creditOrg?: string }) {
  const name = form.creditName?.trim();
  if (!name) return undefined;
  return Credit.safeParse({ name, org: form.creditOrg?.trim() || null });
}

const STATUS_TEXT: Partial<Record<SubmissionStatus, string>> = {
  [SubmissionStatus.Received]: 'Received; the page is being read. Refresh in a moment.',
  [SubmissionStatus.Processing]: 'The page is being read. Refresh in a moment.',
  [SubmissionStatus.Failed]: 'We could not read an event from the page.',
};

function statusText(submission: SiteSubmissionFieldsFragment): string {
  if (submission.status !== SubmissionStatus.Completed || !submission.event) return STATUS_TEXT[submission.status] ?? submission.status;
  if (submission.event.status === EventStatus.Published) return 'Published.';
  if (submission.event.status === EventStatus.NeedsInfo) return 'The reviewers asked for more information.';
  return submission.event.status === EventStatus.ReadyForReview
    ? 'Read; waiting for a reviewer.'
    : `The event is ${submission.event.status.replace('_', ' ')}.`;
}

/** The proof-of-work payload the widget posts (base64 JSON), checked: signed by us, solved, not expired, not spent before. */
async function provenHuman(encoded: string | undefined, services: SiteServices, used: UsedChallenges): Promise<string | null> {
  if (!encoded) return 'Tick "I\'m not a robot" and wait for the check to finish.';
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
  } catch {
    return 'The check could not be read; please try again.';
  }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: services.config.ALTCHA_HMAC_SECRET,
  }).catch(() => null);
  if (!result?.verified) return result?.expired ? 'The check expired; please try again.' : 'The check failed; please try again.';
  const expiresAt = payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_SECONDS;
  if (!(await used.spend(payload.challenge.parameters.nonce, expiresAt))) return 'This check was already used; please try again.';
  return null;
}

/**
 * `/submit`: the form (a honeypot field and an ALTCHA proof of work, solved by the widget in the page), posting
 * through the same pipeline as the API; `/submit/challenge` hands out challenges; `/submissions/{uuid}` follows one.
 */
export function submitPages(router: Router, services: SiteServices, deps: { used: UsedChallenges }) {
  const url = (path: string) => `${services.config.SITE_URL.replace(/\/+$/, '')}${path}`;
  const form = (ctx: AppContext, status = 200, error?: string, values: Record<string, string> = {}) =>
    renderPage(
      ctx,
      'submit.njk',
      {
        error,
        values,
        meta: { title: 'Submit an event', description: 'Tell us about an event by the address of its page.', canonical: url('/submit') },
      },
      status,
    );

  router.get('/submit', (ctx) => form(ctx as unknown as AppContext));

  router.get('/submit/challenge', async (ctx) => {
    const cost = services.config.ALTCHA_COST;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(cost, cost * 3),
      deriveKey,
      hmacSignatureSecret: services.config.ALTCHA_HMAC_SECRET,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    });
  });

  router.post('/submit', bodyParser({ enableTypes: ['form'], formLimit: '16kb' }), async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const raw = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const parsed = Form.safeParse(raw);
    // Shown again in the form after a refusal (the template escapes them).
    const values = {
      url: String(raw.url ?? '').slice(0, MAX_URL_LENGTH),
      email: String(raw.email ?? '').slice(0, 254),
      creditName: String(raw.creditName ?? '').slice(0, CREDIT_LIMITS.name),
      creditOrg: String(raw.creditOrg ?? '').slice(0, CREDIT_LIMITS.org),
    };
    if (!parsed.success) return form(koa, 400, parsed.error.issues[0]!.message, values);
    const credit = creditOf(parsed.data);
    if (credit && !credit.success) return form(koa, 400, `Credit: ${credit.error.issues[0]!.message}.`, values);
    if (parsed.data.website) return form(koa, 400, 'This submission was refused.', values);
    const notHuman = await provenHuman(parsed.data.altcha, services, deps.used);
    if (notHuman) return form(koa, 400, notHuman, values);
    let receipt: SiteSubmitEventMutation['submitEvent'];
    try {
      const input = {
        url: parsed.data.url,
        ...(parsed.data.email ? { email: parsed.data.email } : {}),
        ...(credit ? { credit: credit.data } : {}),
      };
      receipt = (await services.gateway.request(SiteSubmitEventDocument, { input, idempotencyKey: crypto.randomUUID() }, callContext(koa)))
        .submitEvent;
    } catch (error) {
      if (error instanceof Problem && error.status === 429) {
        // The one submission quota, shared with the API: the visitor's address has used it up.
        koa.set(error.headers);
        return messagePage(koa, services, 429, 'Too many submissions', `${error.detail ?? error.title} Thank you for your patience.`);
      }
      if (error instanceof Problem && error.status < 500) return form(koa, 400, error.detail ?? error.title, values);
      throw error;
    }
    renderPage(koa, 'submission.njk', {
      receipt,
      submission: receipt.submission,
      statusText: statusText(receipt.submission),
      followUrl: url(`/submissions/${receipt.submission.uuid}`),
      meta: {
        title: 'Submission received',
        description: 'Your event submission.',
        canonical: url(`/submissions/${receipt.submission.uuid}`),
      },
    });
    ctx.set('Cache-Control', 'no-store');
  });

  // The submitter's page: the status, and with the token of their mailed link, a form to correct the event.
  async function submissionPage(
    ctx: AppContext,
    uuid: string,
    extra: { error?: string; form?: EventFormValues; notice?: string } = {},
    status = 200,
  ) {
    const { submission } = isUuid(uuid)
      ? await services.gateway.request(SiteSubmissionDocument, { uuid }, callContext(ctx))
      : { submission: null };
    if (!submission) return messagePage(ctx, services, 404, 'Submission not found', 'No submission has this address.');
    const token =
      typeof ctx.query.token === 'string'
        ? ctx.query.token.slice(0, 2048)
        : typeof ctx.request.body === 'object'
          ? String((ctx.request.body as Record<string, unknown>).token ?? '')
          : '';
    const event = submission.event;
    const correctable = Boolean(token) && event !== null && CORRECTABLE.includes(event.status);
    renderPage(
      ctx,
      'submission.njk',
      {
        submission,
        statusText: statusText(submission),
        followUrl: url(`/submissions/${uuid}`),
        correction: correctable ? { token, form: extra.form ?? formValuesOf(event!, event!.timezone) } : null,
        error: extra.error,
        notice:
          extra.notice ??
          (typeof ctx.query.done === 'string' ? 'Thank you: your changes are saved, and the event goes back to the reviewers.' : null),
        meta: { title: 'Submission', description: 'An event submission and its status.', canonical: url(`/submissions/${uuid}`) },
      },
      status,
    );
    ctx.set('Cache-Control', 'no-store');
  }

  router.get('/submissions/:uuid', (ctx) => submissionPage(ctx as unknown as AppContext, ctx.params.uuid!));

  // The token in the form is the credential (from the submitter's own mail), so no other site can make this post.
  router.post('/submissions/:uuid', bodyParser({ enableTypes: ['form'], formLimit: '64kb' }), async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const uuid = ctx.params.uuid!;
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const linkToken = typeof body.token === 'string' ? body.token : '';
    const { submission } = isUuid(uuid)
      ? await services.gateway.request(SiteSubmissionDocument, { uuid }, callContext(koa))
      : { submission: null };
    if (!submission?.event || !linkToken)
      return messagePage(koa, services, 404, 'Submission not found', 'No submission has this address, or it has no event to correct.');
    const read = readEventForm(body, submission.event.timezone);
    if (!read.content) return submissionPage(koa, uuid, { error: read.error, form: read.values }, 400);
    const changes = changedFields(submission.event, read.content);
    if (Object.keys(changes).length === 0) return submissionPage(koa, uuid, { error: 'Nothing was changed.', form: read.values }, 400);
    try {
      await services.gateway.request(SiteCorrectSubmissionDocument, { uuid, changes, linkToken }, callContext(koa));
    } catch (error) {
      if (error instanceof Problem && (error.status === 401 || error.status === 403)) {
        return messagePage(
          koa,
          services,
          403,
          'This link has expired',
          'The link in your mail no longer lets you change this submission. Reply to the mail and we will help.',
        );
      }
      if (error instanceof Problem && error.status < 500)
        return submissionPage(koa, uuid, { error: error.detail ?? error.title, form: read.values }, error.status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(`/submissions/${uuid}?token=${encodeURIComponent(linkToken)}&done=1`);
  });
}
