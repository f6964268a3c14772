import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { publicUrls, type AppContext } from '@local-events/platform';
import { SiteEventDocument, type SiteEventQuery } from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import { callContext, eventNotFound, type SiteServices } from './context.ts';

type PublishedEvent = NonNullable<SiteEventQuery['event']>;

const PATH = /^(?<slug>[a-z0-9-]*?)-?(?<uuid>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const mapUrl = (place: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=17/${place.lat}/${place.lng}`;

/** Where the event is: its venue, else the place its page named (kept when no venue matched). */
const whereOf = (event: PublishedEvent) => event.venue ?? event.place;

const positionOf = (event: PublishedEvent) => {
  const where = whereOf(event);
  return where?.lat != null && where.lng != null ? { lat: where.lat, lng: where.lng } : null;
};

/** "Saturday 28 November 2026, 19:30–22:00" in the event's own time. */
function when(event: PublishedEvent): string {
  const start = DateTime.fromISO(event.startTimeLocal, { setZone: true }).setLocale('en-GB');
  const end = event.endTimeLocal ? DateTime.fromISO(event.endTimeLocal, { setZone: true }).setLocale('en-GB') : null;
  const day = start.toFormat('cccc d LLLL yyyy, HH:mm');
  if (!end) return day;
  return end.hasSame(start, 'day') ? `${day}–${end.toFormat('HH:mm')}` : `${day} – ${end.toFormat('cccc d LLLL, HH:mm')}`;
}

/** schema.org Event for search engines: local times with their offset, the venue as a Place with its address. */
function jsonLd(event: PublishedEvent, url: string) {
  const where = whereOf(event);
  const position = positionOf(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate: event.startTimeLocal,
    ...(event.endTimeLocal ? { endDate: event.endTimeLocal } : {}),
    eventStatus: event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    ...(event.imageUrl ? { image: [event.imageUrl] } : {}),
    ...(where
      ? {
          location: {
            '@type': 'Place',
            ...(where.name ? { name: where.name } : {}),
            address: {
              '@type': 'PostalAddress',
              ...(where.address ? { streetAddress: where.address } : {}),
              ...(event.zone ? { addressLocality: event.zone.name, addressCountry: event.zone.countryCode } : {}),
            },
            ...(position ? { geo: { '@type': 'GeoCoordinates', latitude: position.lat, longitude: position.lng } } : {}),
          },
        }
      : {}),
    ...(event.isFree ? { isAccessibleForFree: true, offers: { '@type': 'Offer', price: 0, url } } : {}),
  };
}

/** `/event/{eventSlug}-{eventUuid}`: a published event (or a cancelled one, 410, saying so); another slug with the right uuid is redirected (301) to this one. */
export function eventPage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/event/:path', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const match = PATH.exec(ctx.params.path!);
    const event = match
      ? (await services.gateway.request(SiteEventDocument, { uuid: match.groups!.uuid!.toLowerCase() }, callContext(koa))).event
      : null;
    if (!event) return eventNotFound(koa, services);
    const canonical = urls.event(event);
    const path = new URL(canonical).pathname;
    if (ctx.path !== path) {
      ctx.status = 301;
      return ctx.redirect(path);
    }
    const position = positionOf(event);
    // A cancelled event keeps its page, saying so: 410 Gone tells search engines and link checkers it is off for good.
    const cancelled = event.status === 'cancelled';
    renderPage(
      koa,
      'event.njk',
      {
        cancelled,
        event: {
          ...event,
          zoneUrl: event.zone && urls.town(event.zone),
          venueUrl: event.venue && urls.venue(event.venue),
          sourceHost: event.sourceUrl && new URL(event.sourceUrl).host,
          // Shown only from https: the page's policy loads pictures from https and this site alone.
          picture: event.imageUrl?.startsWith('https://') ? event.imageUrl : null,
        },
        calendarUrl: `${path}.ics`,
        when: when(event),
        mapUrl: position && mapUrl(position),
        paragraphs: event.description
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        jsonLd: jsonLd(event, canonical),
        meta: {
          title: event.title,
          description: `${when(event)}${whereOf(event)?.name ? ` at ${whereOf(event)!.name}` : ''}. ${event.description}`.slice(0, 200),
          canonical,
          ogType: 'article',
          image: event.imageUrl,
        },
      },
      cancelled ? 410 : 200,
    );
  });
}
