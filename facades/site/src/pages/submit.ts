import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { Problem, type AppContext } from '@local-events/platform';
import { SiteSubmitEventDocument, SiteSubmitPlacesDocument, type SiteSubmitEventMutation } from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import type { UsedChallenges } from '../used-challenges.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';
import { challenges, provenHuman } from './proof-of-work.ts';
import { postedValues, readSubmitForm, type SubmitKind } from './submit-forms.ts';
import { statusText, submissionPages, whatWasRead } from './submission.ts';
import { writingOf } from './writing.ts';

/**
 * The towns and neighbourhoods the typed form offers, by country, each neighbourhood with its city ("Camden, London"),
 * and the names of the chosen one's venues for its place box to suggest.
 */
async function placesToChoose(ctx: AppContext, services: SiteServices, chosen: number | undefined) {
  const { language } = writingOf(ctx);
  const { locations, venues } = await services.gateway.request(
    SiteSubmitPlacesDocument,
    { zoneId: chosen ?? 1, withVenues: chosen !== undefined, language },
    callContext(ctx),
  );
  const named = (zone: (typeof locations)[number]) => {
    const city = zone.parentId ? locations.find((candidate) => candidate.id === zone.parentId) : undefined;
    return city ? `${zone.nameIn}, ${city.nameIn}` : zone.nameIn;
  };
  return {
    towns: locations
      .map((zone) => ({ id: zone.id, name: named(zone), selected: zone.id === chosen }))
      .sort((a, b) => a.name.localeCompare(b.name, language)),
    venues: (venues ?? []).map((venue) => venue.name),
  };
}

const KINDS: readonly SubmitKind[] = ['page', 'typed'];

/**
 * `/submit`: two forms behind one proof of work (a honeypot field and an ALTCHA challenge the widget solves) and the
 * quotas the API has: the address of a page that describes the event, or the event typed in for one with no page.
 * `/submit?town={id}` chooses the town of the typed form and suggests its venues.
 */
export function submitPages(router: Router, services: SiteServices, deps: { used: UsedChallenges }) {
  const url = (path: string) => `${services.config.SITE_URL.replace(/\/+$/, '')}${path}`;
  const form = async (ctx: AppContext, status = 200, refusal?: { kind: SubmitKind; error: string; values: Record<string, string> }) => {
    const { t } = writingOf(ctx);
    const asked = refusal?.values.zoneId ?? (typeof ctx.query.town === 'string' ? ctx.query.town : '');
    const chosen = /^\d{1,9}$/.test(asked) ? Number(asked) : undefined;
    renderPage(
      ctx,
      'submit.njk',
      {
        kind: refusal?.kind ?? 'page',
        error: refusal?.error,
        values: refusal?.values ?? {},
        ...(await placesToChoose(ctx, services, chosen)),
        meta: { title: t('submit.title'), description: t('submit.description'), canonical: url('/submit') },
      },
      status,
    );
  };

  challenges(router, services);
  router.get('/submit', (ctx) => form(ctx as unknown as AppContext));

  // A typed event's description may be 10,000 characters: the form's limit is the correction form's.
  router.post('/submit', bodyParser({ enableTypes: ['form'], formLimit: '64kb' }), async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const writing = writingOf(koa);
    const { t } = writing;
    const raw = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const kind = KINDS.find((candidate) => candidate === raw.kind) ?? 'page';
    const values = postedValues(raw);
    const refuse = (error: string) => form(koa, 400, { kind, error, values });
    const read = readSubmitForm(kind, raw, writing);
    if (!read.ok) return refuse(read.error);
    if (read.honeypot) return refuse(t('submit.refused'));
    const notHuman = await provenHuman(read.altcha, services, deps.used, t);
    if (notHuman) return refuse(notHuman);
    let receipt: SiteSubmitEventMutation['submitEvent'];
    try {
      receipt = (
        await services.gateway.request(
          SiteSubmitEventDocument,
          { input: read.input, idempotencyKey: crypto.randomUUID(), language: writing.language },
          callContext(koa),
        )
      ).submitEvent;
    } catch (error) {
      if (error instanceof Problem && error.status === 429) {
        // The one submission quota, shared with the API: the visitor's address has used it up.
        koa.set(error.headers);
        return messagePage(koa, services, 429, t('submit.tooMany'), t('submit.tooManyDetail', { why: error.detail ?? error.title }));
      }
      if (error instanceof Problem && error.status < 500) return refuse(error.detail ?? error.title);
      throw error;
    }
    renderPage(koa, 'submission.njk', {
      receipt,
      submission: receipt.submission,
      statusText: statusText(receipt.submission, t),
      read: whatWasRead(receipt.submission, writingOf(koa, receipt.submission.event?.zone?.countryCode), services.config.SITE_URL),
      meta: {
        title: t('submission.receivedTitle'),
        description: t('submission.description'),
        canonical: url(`/submissions/${receipt.submission.uuid}`),
      },
    });
    ctx.set('Cache-Control', 'no-store');
  });

  submissionPages(router, services);
}
