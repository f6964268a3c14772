import { Credit, CREDIT_LIMITS } from '@local-events/contracts';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { isHttpUrl, isUuid, MAX_URL_LENGTH, Problem, type AppContext } from '@local-events/platform';
import {
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
import type { Translate } from '../i18n/messages.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';
import { writingOf } from './writing.ts';

/** A zod message that is a catalog key, or the key for any other refusal. */
const keyOf = (message: string, otherwise: string) => (/^[a-z]+\.[A-Za-z]+$/.test(message) ? message : otherwise);

const CHALLENGE_SECONDS = 600;
/** While the event awaits review, its submitter may correct it. */
const CORRECTABLE: readonly string[] = ['ready_for_review', 'needs_info'];

/** The address form's fields; messages are catalog keys, translated when shown. */
const Form = z.object({
  url: z.string().refine(isHttpUrl, 'submit.badUrl'),
  email: z.union([z.literal(''), z.email({ error: 'submit.badEmail' }).max(254)]).optional(),
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

/** Where a submission is, in the submitter's words: its own status until its event is read, then the event's. */
function statusText(submission: SiteSubmissionFieldsFragment, t: Translate): string {
  if (submission.status !== SubmissionStatus.Completed || !submission.event) return t('status.submission', { status: submission.status });
  return t('status.event', { status: submission.event.status });
}

/** The proof-of-work payload the widget posts (base64 JSON), checked: signed by us, solved, not expired, not spent before. */
async function provenHuman(
  encoded: string | undefined,
  services: SiteServices,
  used: UsedChallenges,
  t: Translate,
): Promise<string | null> {
  if (!encoded) return t('human.missing');
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
  } catch {
    return t('human.unreadable');
  }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: services.config.ALTCHA_HMAC_SECRET,
  }).catch(() => null);
  if (!result?.verified) return result?.expired ? t('human.expired') : t('human.failed');
  const expiresAt = payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_SECONDS;
  if (!(await used.spend(payload.challenge.parameters.nonce, expiresAt))) return t('human.used');
  return null;
}

/**
 * `/submit`: the form (a honeypot field and an ALTCHA proof of work, solved by the widget in the page), posting
 * through the same pipeline as the API; `/submit/challenge` hands out challenges; `/submissions/{uuid}` follows one.
 */
export function submitPages(router: Router, services: SiteServices, deps: { used: UsedChallenges }) {
  const url = (path: string) => `${services.config.SITE_URL.replace(/\/+$/, '')}${path}`;
  const form = (ctx: AppContext, status = 200, error?: string, values: Record<string, string> = {}) => {
    const { t } = writingOf(ctx);
    renderPage(
      ctx,
      'submit.njk',
      { error, values, meta: { title: t('submit.title'), description: t('submit.description'), canonical: url('/submit') } },
      status,
    );
  };

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
    const { t } = writingOf(koa);
    if (!parsed.success) return form(koa, 400, t(keyOf(parsed.error.issues[0]!.message, 'submit.badField')), values);
    const credit = creditOf(parsed.data);
    if (credit && !credit.success) return form(koa, 400, t('submit.badCredit', { why: credit.error.issues[0]!.message }), values);
    if (parsed.data.website) return form(koa, 400, t('submit.refused'), values);
    const notHuman = await provenHuman(parsed.data.altcha, services, deps.used, t);
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
        return messagePage(koa, services, 429, t('submit.tooMany'), t('submit.tooManyDetail', { why: error.detail ?? error.title }));
      }
      if (error instanceof Problem && error.status < 500) return form(koa, 400, error.detail ?? error.title, values);
      throw error;
    }
    renderPage(koa, 'submission.njk', {
      receipt,
      submission: receipt.submission,
      statusText: statusText(receipt.submission, t),
      followUrl: url(`/submissions/${receipt.submission.uuid}`),
      meta: {
        title: t('submission.receivedTitle'),
        description: t('submission.description'),
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
    const { t } = writingOf(ctx);
    if (!submission) return messagePage(ctx, services, 404, t('error.submissionNotFound'), t('error.submissionNotFoundDetail'));
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
        statusText: statusText(submission, t),
        followUrl: url(`/submissions/${uuid}`),
        correction: correctable ? { token, form: extra.form ?? formValuesOf(event!, event!.timezone) } : null,
        error: extra.error,
        notice: extra.notice ?? (typeof ctx.query.done === 'string' ? t('submission.saved') : null),
        meta: { title: t('submission.title'), description: t('submission.description'), canonical: url(`/submissions/${uuid}`) },
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
    const { t } = writingOf(koa);
    if (!submission?.event || !linkToken)
      return messagePage(koa, services, 404, t('error.submissionNotFound'), t('error.submissionNothingToCorrect'));
    const read = readEventForm(body, submission.event.timezone, t);
    if (!read.content) return submissionPage(koa, uuid, { error: read.error, form: read.values }, 400);
    const changes = changedFields(submission.event, read.content);
    if (Object.keys(changes).length === 0) return submissionPage(koa, uuid, { error: t('form.nothingChanged'), form: read.values }, 400);
    try {
      await services.gateway.request(SiteCorrectSubmissionDocument, { uuid, changes, linkToken }, callContext(koa));
    } catch (error) {
      if (error instanceof Problem && (error.status === 401 || error.status === 403)) {
        return messagePage(koa, services, 403, t('error.linkExpired'), t('error.linkExpiredDetail'));
      }
      if (error instanceof Problem && error.status < 500)
        return submissionPage(koa, uuid, { error: error.detail ?? error.title, form: read.values }, error.status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(`/submissions/${uuid}?token=${encodeURIComponent(linkToken)}&done=1`);
  });
}
