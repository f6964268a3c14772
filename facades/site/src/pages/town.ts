import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { publicUrls, type AppContext } from '@local-events/platform';
import { SiteTownDocument, SiteTownEventsDocument, type SiteTownQuery } from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import { callContext, countryName, messagePage, type SiteServices } from './context.ts';
import { byDay, listed } from './days.ts';
import { filterQuery, isSearch, searchTown, townFilters } from './town-search.ts';
import { readPlainWords } from './plain-words.ts';

const DAYS_SHOWN = 7;

/** The day filters a town page offers, as links that keep the other filters. */
const WHEN_LINKS = [
  ['today', 'Tonight'],
  ['this_weekend', 'This weekend'],
  ['next_7_days', 'Next 7 days'],
] as const;

export type Town = SiteTownQuery['locations'][number];

/** The town (or neighbourhood) a page names, or undefined; slugs are unique within a country. */
export async function townOf(ctx: AppContext, services: SiteServices, country: string, slug: string): Promise<Town | undefined> {
  if (!/^[a-z]{2}$/i.test(country) || !/^[a-z0-9-]{1,100}$/i.test(slug)) return undefined;
  const { locations } = await services.gateway.request(
    SiteTownDocument,
    { country: country.toUpperCase(), slug: slug.toLowerCase() },
    callContext(ctx),
  );
  return locations[0];
}

/** `/{countryCode}/{townSlug}`: a week of events by local day (from `?date=`, else today there), and the neighbourhoods. */
export function townPage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/:country/:slug', async (ctx, next) => {
    const koa = ctx as unknown as AppContext;
    if (!/^[a-z]{2}$/i.test(ctx.params.country!)) return next();
    const found = await townOf(koa, services, ctx.params.country!, ctx.params.slug!);
    if (!found) return messagePage(koa, services, 404, 'Town not found', `We do not list a town at ${ctx.path}.`);
    const canonical = urls.town(found);
    const path = new URL(canonical).pathname;
    if (ctx.path !== path) {
      ctx.status = 301;
      return ctx.redirect(`${path}${ctx.search}`);
    }
    const filters = townFilters(ctx.query);
    const town = {
      ...found,
      path,
      countryName: countryName(found.countryCode),
      parent: found.parent && { ...found.parent, url: urls.town(found.parent) },
      children: found.children.map((child) => ({ ...child, url: urls.town(child) })),
    };
    const page = {
      town,
      filters,
      whenLinks: WHEN_LINKS.map(([when, label]) => ({
        label,
        url: `${path}${filterQuery(filters, { when: filters.when === when ? undefined : when })}`,
        current: filters.when === when,
      })),
      nearQuery: filters.near ? `${filters.near.lat},${filters.near.lng}` : '',
      meta: {
        title: `What's on in ${found.name}`,
        description: `Events in ${found.name}${found.children.length ? ' and its neighbourhoods' : ''}, day by day.`,
        canonical,
      },
    };
    if (filters.q && !filters.near) {
      const words = { q: filters.q, town: found, category: filters.category, free: filters.free, when: filters.when };
      const { ask, parts, categories } = await readPlainWords(koa, services, words, (change) => {
        const query = new URLSearchParams(ctx.querystring);
        if (change.without) query.append('without', change.without);
        if (change.drop) query.delete(change.drop);
        return `${path}?${query}`;
      });
      // Words naming another town ("jazz in Brighton") take the visitor there, with the same words.
      if (ask.town && (ask.town.slug !== found.slug || ask.town.countryCode !== found.countryCode)) {
        ctx.status = 302;
        return ctx.redirect(`${new URL(urls.town(ask.town)).pathname}${ctx.search}`);
      }
      const events = ask.events.map(({ event }) => ({ ...listed(event, services.config.SITE_URL), distance: null }));
      return renderPage(koa, 'town.njk', {
        ...page,
        categories,
        from: DateTime.fromISO(ask.understood.from, { zone: found.timezone }).toISODate(),
        searched: {
          days: byDay(events, found.timezone),
          more: ask.more,
          count: events.length,
          understood: parts,
          answer: ask.answer,
          lang: ask.locale,
          suggestions: ask.suggestions.map((text) => ({ text, url: `${path}?q=${encodeURIComponent(text)}` })),
        },
        calendarUrl: `${path}/calendar.ics`,
      });
    }
    if (isSearch(filters)) {
      const result = await searchTown(koa, services, found, filters, DAYS_SHOWN);
      const events = result.events.map((event) => ({
        ...listed(event, services.config.SITE_URL),
        distance: event.distance === null ? null : Math.round(event.distance),
      }));
      return renderPage(koa, 'town.njk', {
        ...page,
        categories: result.categories,
        from: result.from,
        searched: { days: byDay(events, found.timezone), more: result.more, count: events.length },
        calendarUrl: `${path}/calendar.ics${filterQuery(filters)}`,
      });
    }
    const requested = typeof ctx.query.date === 'string' ? ctx.query.date : undefined;
    const start = requested ? DateTime.fromISO(requested, { zone: found.timezone }) : DateTime.now().setZone(found.timezone);
    if (requested && (!/^\d{4}-\d{2}-\d{2}$/.test(requested) || !start.isValid)) {
      return messagePage(koa, services, 400, 'Not a date', 'Choose a day as YYYY-MM-DD, or leave the date out for today.');
    }
    const from = start.toISODate()!;
    const to = start.plus({ days: DAYS_SHOWN - 1 }).toISODate()!;
    const { location, eventCategories } = await services.gateway.request(
      SiteTownEventsDocument,
      { id: found.id, from, until: to },
      callContext(koa),
    );
    const events = (location?.events ?? []).map((event) => listed(event, services.config.SITE_URL));
    renderPage(koa, 'town.njk', {
      ...page,
      categories: eventCategories,
      from,
      days: byDay(events, found.timezone, { from, to }),
      calendarUrl: `${path}/calendar.ics`,
    });
  });
}
