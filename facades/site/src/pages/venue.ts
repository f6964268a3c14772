import type Router from '@koa/router';
import { publicUrls, type AppContext } from '@local-events/platform';
import { SiteVenueDocument } from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';
import { languageOf } from '../i18n/languages.ts';
import { byDay, listed } from './days.ts';
import { mapUrl } from './event.ts';
import { writingOf } from './writing.ts';

/** `/venue/{venueSlug}`: the venue and its upcoming events, by local day. */
export function venuePage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/venue/:slug', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const slug = ctx.params.slug!;
    const { venue } = /^[a-z0-9-]{1,100}$/.test(slug)
      ? await services.gateway.request(SiteVenueDocument, { slug, language: languageOf(koa) }, callContext(koa))
      : { venue: null };
    const writing = writingOf(koa, venue?.zone.countryCode);
    const { t } = writing;
    if (!venue) return messagePage(koa, services, 404, t('error.venueNotFound'), t('error.venueNotFoundDetail', { path: ctx.path }));
    const canonical = urls.venue(venue);
    const events = venue.upcomingEvents.map((event) => listed(event, services.config.SITE_URL, writing));
    renderPage(koa, 'venue.njk', {
      venue: { ...venue, zoneName: venue.zone.nameIn, zoneUrl: urls.town(venue.zone) },
      mapUrl: mapUrl(venue),
      days: byDay(events, venue.zone.timezone, writing),
      calendarUrl: `${new URL(canonical).pathname}/calendar.ics`,
      meta: { title: venue.name, description: t('venue.description', { venue: venue.name, address: venue.address }), canonical },
    });
  });
}
