import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { publicUrls, type AppContext } from '@local-events/platform';
import { SiteTownDocument, SiteTownEventsDocument, type SiteTownQuery } from '../generated/operations.ts';
import { clockName, dayRangeLabel } from '../i18n/format.ts';
import { renderPage } from '../render.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';
import { languageOf } from '../i18n/languages.ts';
import { byDay, listed, type Writing } from './days.ts';
import { readPlainWords } from './plain-words.ts';
import { filterQuery, isSearch, SEARCH_DAYS, searchTown, townFilters } from './town-search.ts';
import { countryName, writingOf } from './writing.ts';

const DAYS_SHOWN = 7;

/** The day filters a town page offers, as links that keep the other filters. */
const WHEN_LINKS = [
  ['today', 'when.today'],
  ['this_weekend', 'when.weekend'],
  ['next_7_days', 'when.week'],
] as const;

export type Town = SiteTownQuery['locations'][number];

/** The town (or neighbourhood) a page names, or undefined; slugs are unique within a country. */
export async function townOf(ctx: AppContext, services: SiteServices, country: string, slug: string): Promise<Town | undefined> {
  if (!/^[a-z]{2}$/i.test(country) || !/^[a-z0-9-]{1,100}$/i.test(slug)) return undefined;
  const { locations } = await services.gateway.request(
    SiteTownDocument,
    { country: country.toUpperCase(), slug: slug.toLowerCase(), language: languageOf(ctx) },
    callContext(ctx),
  );
  return locations[0];
}

/** "London and its neighbourhoods", or "Camden": what a town's lists cover, in the page's language. */
export const coverageOf = (town: Town, writing: Writing) =>
  town.children.length ? writing.t('town.withNeighbourhoods', { town: town.nameIn }) : town.nameIn;

/** What a search covers, as its page and its feed's name say it: "Jazz, 28 Nov – 28 Dec, London and its neighbourhoods". */
export function searchCoverage(town: Town, writing: Writing, what: string[], from: DateTime, to: DateTime) {
  const words = what.filter(Boolean).join(', ');
  const said = words ? words.charAt(0).toLocaleUpperCase(writing.language) + words.slice(1) : writing.t('search.everything');
  return `${said}, ${dayRangeLabel(from, to, writing.locale)}, ${coverageOf(town, writing)}`;
}

/** `/{countryCode}/{townSlug}`: a week of events by local day (from `?date=`, else today there), and the neighbourhoods. */
export function townPage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/:country/:slug', async (ctx, next) => {
    const koa = ctx as unknown as AppContext;
    if (!/^[a-z]{2}$/i.test(ctx.params.country!)) return next();
    const found = await townOf(koa, services, ctx.params.country!, ctx.params.slug!);
    const writing = writingOf(koa, found?.countryCode);
    const { t } = writing;
    if (!found) return messagePage(koa, services, 404, t('error.townNotFound'), t('error.townNotFoundDetail', { path: ctx.path }));
    const canonical = urls.town(found);
    const path = new URL(canonical).pathname;
    if (ctx.path !== path) {
      ctx.status = 301;
      return ctx.redirect(`${path}${ctx.search}`);
    }
    const filters = townFilters(ctx.query);
    const name = found.nameIn;
    // The clock is the city's: a neighbourhood keeps its city's time.
    const clockOf = found.parent?.nameIn ?? name;
    const town = {
      ...found,
      name,
      path,
      countryName: countryName(found.countryCode, writing),
      parent: found.parent && { ...found.parent, name: found.parent.nameIn, url: urls.town(found.parent) },
      children: found.children.map((child) => ({ ...child, name: child.nameIn, url: urls.town(child) })),
    };
    const page = {
      town,
      filters,
      clock: clockName(clockOf, t),
      whenLinks: WHEN_LINKS.map(([when, label]) => ({
        label: t(label),
        url: `${path}${filterQuery(filters, { when: filters.when === when ? undefined : when })}`,
        current: filters.when === when,
      })),
      nearQuery: filters.near ? `${filters.near.lat},${filters.near.lng}` : '',
      placeExample: town.children[0]?.name ?? name,
      meta: {
        title: t('town.title', { town: name }),
        description: t('town.description', { place: coverageOf(found, writing) }),
        canonical,
      },
    };
    if (filters.q && !filters.near) {
      const words = { q: filters.q, town: found, category: filters.category, free: filters.free, when: filters.when };
      const { ask, parts, subjects, categories } = await readPlainWords(koa, services, words, writing, (change) => {
        const query = new URLSearchParams(ctx.querystring);
        query.delete('lang');
        if (change.without) query.append('without', change.without);
        if (change.drop) query.delete(change.drop);
        return `${path}?${query}`;
      });
      // Words naming another town ("jazz in Brighton") take the visitor there, with the same words.
      if (ask.town && (ask.town.slug !== found.slug || ask.town.countryCode !== found.countryCode)) {
        ctx.status = 302;
        return ctx.redirect(`${new URL(urls.town(ask.town)).pathname}${ctx.search}`);
      }
      const events = ask.events.map(({ event }) => listed(event, services.config.SITE_URL, writing));
      const from = DateTime.fromISO(ask.understood.from, { zone: found.timezone });
      const to = DateTime.fromISO(ask.understood.to, { zone: found.timezone }).minus({ milliseconds: 1 });
      const feedQuery = new URLSearchParams(ctx.querystring);
      feedQuery.delete('lang');
      return renderPage(koa, 'town.njk', {
        ...page,
        categories,
        from: from.toISODate(),
        searched: {
          days: byDay(events, found.timezone, writing),
          more: ask.more,
          count: events.length,
          covers: searchCoverage(found, writing, subjects, from, to),
          understood: parts,
          answer: ask.answer,
          lang: ask.locale,
          suggestions: ask.suggestions.map((text) => ({ text, url: `${path}?q=${encodeURIComponent(text)}` })),
        },
        calendarUrl: `${path}/calendar.ics?${feedQuery}`,
      });
    }
    if (isSearch(filters)) {
      const result = await searchTown(koa, services, found, filters, SEARCH_DAYS);
      const events = result.events.map((event) => listed(event, services.config.SITE_URL, writing));
      const category = result.categories.some((candidate) => candidate.id === filters.category)
        ? t('category.label', { id: filters.category })
        : undefined;
      return renderPage(koa, 'town.njk', {
        ...page,
        categories: result.categories,
        from: result.from,
        searched: {
          days: byDay(events, found.timezone, writing),
          more: result.more,
          count: events.length,
          covers: searchCoverage(
            found,
            writing,
            [filters.q ?? '', category ?? '', filters.free ? t('event.free') : ''],
            DateTime.fromISO(result.from),
            DateTime.fromISO(result.to),
          ),
        },
        calendarUrl: `${path}/calendar.ics${filterQuery(filters)}`,
      });
    }
    const requested = typeof ctx.query.date === 'string' ? ctx.query.date : undefined;
    const start = requested ? DateTime.fromISO(requested, { zone: found.timezone }) : DateTime.now().setZone(found.timezone);
    if (requested && (!/^\d{4}-\d{2}-\d{2}$/.test(requested) || !start.isValid)) {
      return messagePage(koa, services, 400, t('error.notADate'), t('error.notADateDetail'));
    }
    const from = start.toISODate()!;
    const to = start.plus({ days: DAYS_SHOWN - 1 }).toISODate()!;
    const { location, eventCategories } = await services.gateway.request(
      SiteTownEventsDocument,
      { id: found.id, from, until: to, language: writing.language },
      callContext(koa),
    );
    const events = (location?.events ?? []).map((event) => listed(event, services.config.SITE_URL, writing));
    renderPage(koa, 'town.njk', {
      ...page,
      categories: eventCategories,
      from,
      days: byDay(events, found.timezone, writing, { from, to }),
      calendarUrl: `${path}/calendar.ics`,
    });
  });
}
