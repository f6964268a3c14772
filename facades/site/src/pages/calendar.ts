import type Router from '@koa/router';
import ical, { escape as escapeText, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { publicUrls, withoutControlCharacters, type AppContext } from '@local-events/platform';
import { SiteEventDocument, SiteTownFeedDocument, SiteVenueFeedDocument, type SiteEventListItemFragment } from '../generated/operations.ts';
import { callContext, eventNotFound, messagePage, type SiteServices } from './context.ts';
import { languageOf } from '../i18n/languages.ts';
import { readPlainWords } from './plain-words.ts';
import { searchCoverage, townOf } from './town.ts';
import { isSearch, SEARCH_DAYS, searchTown, townFilters } from './town-search.ts';
import { writingOf } from './writing.ts';

/** The longest range the events service answers at once: a feed covers today and the next 31 days. */
const FEED_DAYS = 31;

/**
 * Text for a one-line property: no control character, so none can end the property and start another (a CR/LF in a
 * search word or a title was a way to add events to subscribers' calendars). ical-generator escapes what it writes
 * of an event; a calendar's name it writes as given, so the name is escaped here as RFC 5545 TEXT.
 */
const oneLine = (text: string) => withoutControlCharacters(text).trim();
/** Text that may hold line breaks (a description): ical-generator writes them as `\n`; other control characters go. */
const lines = (text: string) => withoutControlCharacters(text, 'multi-line');

/**
 * RFC 5545 with UTC times (no VTIMEZONE needed); each event links to its page, and a cancelled one keeps its UID with
 * STATUS:CANCELLED, so that calendars that subscribed mark it off. Every text goes through oneLine or lines.
 */
function feed(ctx: AppContext, services: SiteServices, name: string, events: SiteEventListItemFragment[]) {
  const urls = publicUrls(services.config.SITE_URL);
  const host = new URL(services.config.SITE_URL).hostname;
  const calendar = ical({
    name: escapeText(oneLine(name), false),
    prodId: { company: 'Local Events', product: 'Local Events', language: 'EN' },
    ttl: 3600,
  });
  for (const event of events) {
    const place = [event.venue?.name ?? event.place?.name, event.venue?.address ?? event.place?.address].filter(Boolean).join(', ');
    calendar.createEvent({
      id: `${event.uuid}@${host}`,
      start: new Date(event.startTime),
      end: event.endTime ? new Date(event.endTime) : null,
      stamp: new Date(),
      summary: oneLine(event.title),
      description: event.description ? lines(event.description) : null,
      location: place ? oneLine(place) : null,
      url: urls.event(event),
      // Calendar clients that keep the event mark it off (RFC 5545 STATUS) instead of keeping it as planned.
      ...(event.status === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.body = calendar.toString();
}

const EVENT_FILE = /^(?<slug>[a-z0-9-]*?)-?(?<uuid>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/i;

/** `/{countryCode}/{townSlug}/calendar.ics`, `/venue/{venueSlug}/calendar.ics`, and one event's `/event/{slug}-{uuid}.ics`. */
export function calendarFeeds(router: Router, services: SiteServices) {
  router.get('/event/:file', async (ctx, next) => {
    const koa = ctx as unknown as AppContext;
    const match = EVENT_FILE.exec(ctx.params.file!);
    if (!match) return next();
    const { event } = await services.gateway.request(
      SiteEventDocument,
      { uuid: match.groups!.uuid!.toLowerCase(), language: languageOf(koa) },
      callContext(koa),
    );
    if (!event) return eventNotFound(koa, services);
    feed(koa, services, event.title, [event]);
    ctx.set('Content-Disposition', `attachment; filename="${event.slug || 'event'}.ics"`);
  });
  router.get('/:country/:slug/calendar.ics', async (ctx, next) => {
    const koa = ctx as unknown as AppContext;
    if (!/^[a-z]{2}$/i.test(ctx.params.country!)) return next();
    const town = await townOf(koa, services, ctx.params.country!, ctx.params.slug!);
    const writing = writingOf(koa, town?.countryCode);
    const { t } = writing;
    if (!town) return messagePage(koa, services, 404, t('error.townNotFound'), t('error.townNotFoundDetail', { path: ctx.path }));
    const filters = townFilters(ctx.query);
    // A feed of a search holds what the town page shows for it, named as the page says what it covers.
    if (filters.q && !filters.near) {
      const words = { q: filters.q, town, category: filters.category, free: filters.free, when: filters.when };
      const { ask, subjects } = await readPlainWords(koa, services, words, writing, () => '');
      const from = DateTime.fromISO(ask.understood.from, { zone: town.timezone });
      const to = DateTime.fromISO(ask.understood.to, { zone: town.timezone }).minus({ milliseconds: 1 });
      const events = ask.events.map(({ event }) => event);
      return feed(koa, services, searchCoverage(town, writing, subjects, from, to), events);
    }
    if (isSearch(filters)) {
      const result = await searchTown(koa, services, town, filters, SEARCH_DAYS);
      const category = result.categories.some((candidate) => candidate.id === filters.category)
        ? t('category.label', { id: filters.category })
        : undefined;
      const subjects = [filters.q ?? '', category ?? '', filters.free ? t('event.free') : ''];
      const covers = searchCoverage(town, writing, subjects, DateTime.fromISO(result.from), DateTime.fromISO(result.to));
      return feed(koa, services, covers, result.events);
    }
    const today = DateTime.now().setZone(town.timezone);
    const { location } = await services.gateway.request(
      SiteTownFeedDocument,
      { id: town.id, from: today.toISODate()!, until: today.plus({ days: FEED_DAYS }).toISODate()!, language: writing.language },
      callContext(koa),
    );
    feed(koa, services, t('town.title', { town: town.nameIn }), [...(location?.events ?? []), ...(location?.cancelledEvents ?? [])]);
  });
  router.get('/venue/:slug/calendar.ics', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const slug = ctx.params.slug!;
    const { venue } = /^[a-z0-9-]{1,100}$/.test(slug)
      ? await services.gateway.request(SiteVenueFeedDocument, { slug, language: languageOf(koa) }, callContext(koa))
      : { venue: null };
    if (!venue) {
      const { t } = writingOf(koa);
      return messagePage(koa, services, 404, t('error.venueNotFound'), t('error.venueNotFoundDetail', { path: ctx.path }));
    }
    feed(koa, services, venue.name, [...venue.upcomingEvents, ...venue.cancelledEvents]);
  });
}
