import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { isUuid, Problem, publicUrls, type AppContext } from '@local-events/platform';
import { changedFields, formValuesOf, readEventForm, type EventFormValues } from '../event-form.ts';
import {
  EventStatus,
  SiteCorrectSubmissionDocument,
  SiteSubmissionDocument,
  SubmissionStatus,
  type SiteSubmissionFieldsFragment,
} from '../generated/operations.ts';
import { clockName, whenOf } from '../i18n/format.ts';
import type { Translate } from '../i18n/messages.ts';
import { renderPage } from '../render.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';
import { languageOf } from '../i18n/languages.ts';
import type { Writing } from './days.ts';
import { writingOf } from './writing.ts';

/** While the event awaits review, its submitter may correct it, and answer the reviewers. */
const CORRECTABLE: readonly string[] = [EventStatus.ReadyForReview, EventStatus.NeedsInfo];
const ANSWER_LIMIT = 2000;

/** Where a submission is, in the submitter's words: its own status until its event is read, then the event's. */
export function statusText(submission: SiteSubmissionFieldsFragment, t: Translate): string {
  if (submission.status !== SubmissionStatus.Completed || !submission.event) return t('status.submission', { status: submission.status });
  return t('status.event', { status: submission.event.status });
}

/** What was read (or typed): title, when in the town's time, where; the event's page once it is published. */
export function whatWasRead(submission: SiteSubmissionFieldsFragment, writing: Writing, siteUrl: string) {
  const event = submission.event;
  if (!event) return null;
  const where = event.venue ?? event.place;
  return {
    title: event.title,
    when: `${whenOf(event.startTimeLocal, event.endTimeLocal, writing.locale)} (${clockName(event.zone?.nameIn ?? event.timezone, writing.t)})`,
    where: [where?.name, where?.address, event.zone?.nameIn].filter(Boolean).join(', '),
    publishedUrl: event.status === EventStatus.Published ? publicUrls(siteUrl).event(event) : null,
  };
}

/**
 * `/submissions/{uuid}`: the submitter's page (whoever has the address may follow it): what was read, the status, the
 * reviewers' question; with the token of their mailed link (or the receipt's link), a form to answer and to correct the
 * event while it awaits review.
 */
export function submissionPages(router: Router, services: SiteServices) {
  const url = (path: string) => `${services.config.SITE_URL.replace(/\/+$/, '')}${path}`;

  async function submissionPage(
    ctx: AppContext,
    uuid: string,
    extra: { error?: string; form?: EventFormValues; answer?: string; token?: string } = {},
    status = 200,
  ) {
    const writing = writingOf(ctx);
    const { t } = writing;
    const { submission } = isUuid(uuid)
      ? await services.gateway.request(SiteSubmissionDocument, { uuid, language: writing.language }, callContext(ctx))
      : { submission: null };
    if (!submission) return messagePage(ctx, services, 404, t('error.submissionNotFound'), t('error.submissionNotFoundDetail'));
    const here = writingOf(ctx, submission.event?.zone?.countryCode);
    const token = extra.token ?? (typeof ctx.query.token === 'string' ? ctx.query.token.slice(0, 2048) : '');
    const event = submission.event;
    const correctable = Boolean(token) && event !== null && CORRECTABLE.includes(event.status);
    renderPage(
      ctx,
      'submission.njk',
      {
        submission,
        read: whatWasRead(submission, here, services.config.SITE_URL),
        statusText: statusText(submission, t),
        correction: correctable
          ? { token, form: extra.form ?? formValuesOf(event!, event!.timezone), answer: extra.answer ?? '', answerLimit: ANSWER_LIMIT }
          : null,
        error: extra.error,
        notice: typeof ctx.query.done === 'string' ? t('submission.saved') : null,
        meta: { title: t('submission.title'), description: t('submission.description'), canonical: url(`/submissions/${uuid}`) },
      },
      status,
    );
    ctx.set('Cache-Control', 'no-store');
    // The link's token is a credential: the page holding it is not sent on to others as a Referer.
    ctx.set('Referrer-Policy', 'no-referrer');
  }

  router.get('/submissions/:uuid', (ctx) => submissionPage(ctx as unknown as AppContext, ctx.params.uuid!));

  // The token in the form is the credential (from the submitter's own mail), so no other site can make this post.
  router.post('/submissions/:uuid', bodyParser({ enableTypes: ['form'], formLimit: '64kb' }), async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const { t } = writingOf(koa);
    const uuid = ctx.params.uuid!;
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const linkToken = typeof body.token === 'string' ? body.token.slice(0, 2048) : '';
    const answer = typeof body.answer === 'string' ? body.answer.trim().slice(0, ANSWER_LIMIT) : '';
    const { submission } = isUuid(uuid)
      ? await services.gateway.request(SiteSubmissionDocument, { uuid, language: languageOf(koa) }, callContext(koa))
      : { submission: null };
    if (!submission?.event || !linkToken)
      return messagePage(koa, services, 404, t('error.submissionNotFound'), t('error.submissionNothingToCorrect'));
    const again = (error: string, form?: EventFormValues) => submissionPage(koa, uuid, { error, form, answer, token: linkToken }, 400);
    const read = readEventForm(body, submission.event.timezone, t);
    if (!read.content) return again(read.error!, read.values);
    const changes = changedFields(submission.event, read.content);
    if (Object.keys(changes).length === 0 && !answer) return again(t('form.nothingChanged'), read.values);
    try {
      await services.gateway.request(
        SiteCorrectSubmissionDocument,
        { uuid, changes, linkToken, answer: answer || null, language: languageOf(koa) },
        callContext(koa),
      );
    } catch (error) {
      if (error instanceof Problem && (error.status === 401 || error.status === 403)) {
        return messagePage(koa, services, 403, t('error.linkExpired'), t('error.linkExpiredDetail'));
      }
      if (error instanceof Problem && error.status < 500) return again(error.detail ?? error.title, read.values);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(`/submissions/${uuid}?token=${encodeURIComponent(linkToken)}&done=1`);
  });
}
