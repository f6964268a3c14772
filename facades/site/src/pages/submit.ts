import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { isHttpUrl, MAX_URL_LENGTH, Problem, type AppContext } from '@local-events/platform';
import {
  EventStatus,
  SiteSubmissionDocument,
  SiteSubmitEventDocument,
  SubmissionStatus,
  type SiteSubmissionFieldsFragment,
} from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import type { UsedChallenges } from '../used-challenges.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';

const CHALLENGE_SECONDS = 600;

const Form = z.object({
  url: z.string().refine(isHttpUrl, 'Give the full address of the page, starting with https://'),
  email: z.union([z.literal(''), z.email({ error: 'That e-mail address does not look right.' }).max(254)]).optional(),
  website: z.string().max(MAX_URL_LENGTH).optional(),
  altcha: z.string().max(20_000).optional(),
});

const STATUS_TEXT: Partial<Record<SubmissionStatus, string>> = {
  [SubmissionStatus.Received]: 'Received; the page is being read. Refresh in a moment.',
  [SubmissionStatus.Processing]: 'The page is being read. Refresh in a moment.',
  [SubmissionStatus.Failed]: 'We could not read an event from the page.',
};

function statusText(submission: SiteSubmissionFieldsFragment): string {
  if (submission.status !== SubmissionStatus.Completed || !submission.event) return STATUS_TEXT[submission.status] ?? submission.status;
  if (submission.event.status === EventStatus.Published) return 'Published.';
  if (submission.event.status === EventStatus.NeedsInfo) return 'The reviewers asked for more information.';
  return submission.event.status === EventStatus.ReadyForReview ? 'Read; waiting for a reviewer.' : `The event is ${submission.event.status.replace('_', ' ')}.`;
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
    renderPage(ctx, 'submit.njk', { error, values, meta: { title: 'Submit an event', description: 'Tell us about an event by the address of its page.', canonical: url('/submit') } }, status);

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
    const values = { url: String(raw.url ?? '').slice(0, MAX_URL_LENGTH), email: String(raw.email ?? '').slice(0, 254) };
    if (!parsed.success) return form(koa, 400, parsed.error.issues[0]!.message, values);
    if (parsed.data.website) return form(koa, 400, 'This submission was refused.', values);
    const notHuman = await provenHuman(parsed.data.altcha, services, deps.used);
    if (notHuman) return form(koa, 400, notHuman, values);
    let receipt;
    try {
      const input = { url: parsed.data.url, ...(parsed.data.email ? { email: parsed.data.email } : {}) };
      receipt = (await services.gateway.request(SiteSubmitEventDocument, { input, idempotencyKey: crypto.randomUUID() }, callContext(koa))).submitEvent;
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
      meta: { title: 'Submission received', description: 'Your event submission.', canonical: url(`/submissions/${receipt.submission.uuid}`) },
    });
    ctx.set('Cache-Control', 'no-store');
  });

  router.get('/submissions/:uuid', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const uuid = ctx.params.uuid!;
    const { submission } = /^[0-9a-f-]{36}$/i.test(uuid) ? await services.gateway.request(SiteSubmissionDocument, { uuid }, callContext(koa)) : { submission: null };
    if (!submission) return messagePage(koa, services, 404, 'Submission not found', 'No submission has this address.');
    renderPage(koa, 'submission.njk', {
      submission,
      statusText: statusText(submission),
      followUrl: url(`/submissions/${uuid}`),
      meta: { title: 'Submission', description: 'An event submission and its status.', canonical: url(`/submissions/${uuid}`) },
    });
    ctx.set('Cache-Control', 'no-store');
  });
}
