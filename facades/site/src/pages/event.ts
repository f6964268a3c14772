import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { categoriesOf } from '@local-events/contracts';
import { publicUrls, type AppContext } from '@local-events/platform';
import { SiteEventDocument, SiteMoreLikeDocument, type SiteEventQuery } from '../generated/operations.ts';
import { clockName, whenOf, zoneCity } from '../i18n/format.ts';
import { renderPage } from '../render.ts';
import { callContext, eventNotFound, type SiteServices } from './context.ts';
import { languageOf } from '../i18n/languages.ts';
import { categoryLabels, listed, pictureOf } from './days.ts';
import { SEARCH_DAYS } from './town-search.ts';
import { writingOf } from './writing.ts';

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

/** The event's start and end as calendar links write them (UTC, basic format); two hours when it gives no end. */
function span(event: PublishedEvent) {
  const start = DateTime.fromISO(event.startTime, { zone: 'utc' });
  const end = event.endTime ? DateTime.fromISO(event.endTime, { zone: 'utc' }) : start.plus({ hours: 2 });
  return { start, end };
}

/** "Add to calendar": the .ics file, a webcal:// subscription to it, and Google's and Outlook's forms filled in. */
function calendarLinks(event: PublishedEvent, pageUrl: string, icsUrl: string) {
  const { start, end } = span(event);
  const where = whereOf(event);
  const location = [where?.name, where?.address].filter(Boolean).join(', ');
  const details = `${event.description.slice(0, 1000)}${event.description ? '\n\n' : ''}${pageUrl}`;
  const basic = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss'Z'");
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basic(start)}/${basic(end)}`,
    details,
    location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: start.toISO({ suppressMilliseconds: true })!,
    enddt: end.toISO({ suppressMilliseconds: true })!,
    body: details,
    location,
  });
  return {
    ics: icsUrl,
    webcal: icsUrl.replace(/^https?:/, 'webcal:'),
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
}

/** Other events of the town in the event's first category (by the vocabulary) over the next month: "more like this". */
async function moreLike(ctx: AppContext, services: SiteServices, event: PublishedEvent) {
  const category = categoriesOf(event.categories)[0];
  if (!event.zone || !category) return [];
  const today = DateTime.now().setZone(event.timezone);
  const { location } = await services.gateway.request(
    SiteMoreLikeDocument,
    {
      zoneId: event.zone.id,
      categories: [category],
      from: today.toISODate()!,
      to: today.plus({ days: SEARCH_DAYS - 1 }).toISODate()!,
      language: languageOf(ctx),
    },
    callContext(ctx),
  );
  return (location?.searchEvents.nodes ?? []).filter((other) => other.uuid !== event.uuid).slice(0, 4);
}

/** `/event/{eventSlug}-{eventUuid}`: a published event (or a cancelled one, 410, saying so); another slug with the right uuid is redirected (301) to this one. */
export function eventPage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/event/:path', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const match = PATH.exec(ctx.params.path!);
    const event = match
      ? (
          await services.gateway.request(
            SiteEventDocument,
            { uuid: match.groups!.uuid!.toLowerCase(), language: languageOf(koa) },
            callContext(koa),
          )
        ).event
      : null;
    if (!event) return eventNotFound(koa, services);
    const canonical = urls.event(event);
    const path = new URL(canonical).pathname;
    if (ctx.path !== path) {
      ctx.status = 301;
      return ctx.redirect(path);
    }
    const writing = writingOf(koa, event.zone?.countryCode);
    const { t } = writing;
    const position = positionOf(event);
    const when = whenOf(event.startTimeLocal, event.endTimeLocal, writing.locale);
    // A cancelled event keeps its page, saying so: 410 Gone tells search engines and link checkers it is off for good.
    const cancelled = event.status === 'cancelled';
    const list = (events: Parameters<typeof listed>[0][]) => events.map((other) => listed(other, services.config.SITE_URL, writing));
    const atVenue = (event.venue?.upcomingEvents ?? []).filter((other) => other.uuid !== event.uuid).slice(0, 4);
    renderPage(
      koa,
      'event.njk',
      {
        cancelled,
        event: {
          ...event,
          zoneName: event.zone?.nameIn ?? null,
          zoneUrl: event.zone && urls.town(event.zone),
          venueUrl: event.venue && urls.venue(event.venue),
          sourceHost: event.sourceUrl && new URL(event.sourceUrl).host,
          picture: pictureOf(event.imageUrl, services.config.SITE_URL),
          categoryNames: categoryLabels(event.categories, t),
        },
        clock: clockName(event.zone?.nameIn ?? zoneCity(event.timezone), t),
        calendar: calendarLinks(event, canonical, `${canonical}.ics`),
        atVenue: list(atVenue),
        alike: cancelled ? [] : list(await moreLike(koa, services, event)),
        when,
        mapUrl: position && mapUrl(position),
        paragraphs: event.description
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        jsonLd: jsonLd(event, canonical),
        meta: {
          title: event.title,
          description: `${when}${whereOf(event)?.name ? ` · ${whereOf(event)!.name}` : ''}. ${event.description}`.slice(0, 200),
          canonical,
          ogType: 'article',
          image: event.imageUrl,
        },
      },
      cancelled ? 410 : 200,
    );
  });
}
