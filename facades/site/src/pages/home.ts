import type Router from '@koa/router';
import { publicUrls, type AppContext } from '@local-events/platform';
import { LocationKind, SiteCitiesDocument } from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import { callContext, type SiteServices } from './context.ts';
import { countryName, townName, writingOf } from './writing.ts';
import { readPlainWords } from './plain-words.ts';
import { townFilters } from './town-search.ts';

/** `/`: every town, by country, and a box for plain words ("free jazz in Camden tonight") that takes them to their town. */
export function homePage(router: Router, services: SiteServices) {
  router.get('/', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const writing = writingOf(koa);
    const { t } = writing;
    const q = townFilters(ctx.query).q;
    let asked: { q: string; answer: string; lang: string; suggestions: { text: string; url: string }[] } | undefined;
    if (q) {
      const { ask } = await readPlainWords(koa, services, { q, free: false }, writing, () => '/');
      if (ask.town) {
        ctx.status = 302;
        return ctx.redirect(`${new URL(publicUrls(services.config.SITE_URL).town(ask.town)).pathname}?q=${encodeURIComponent(q)}`);
      }
      const suggestions = ask.suggestions.map((text) => ({ text, url: `/?q=${encodeURIComponent(text)}` }));
      asked = { q, answer: ask.answer, lang: ask.locale, suggestions };
    }
    const { locations } = await services.gateway.request(SiteCitiesDocument, {}, callContext(koa));
    const countries = new Map<string, { name: string; url: string }[]>();
    for (const zone of locations.filter((candidate) => candidate.kind === LocationKind.City)) {
      countries.set(zone.countryCode, [
        ...(countries.get(zone.countryCode) ?? []),
        { name: townName(zone, writing), url: publicUrls(services.config.SITE_URL).town(zone) },
      ]);
    }
    const listed = [...countries.entries()]
      .map(([code, towns]) => ({ name: countryName(code, writing), towns }))
      .sort((a, b) => a.name.localeCompare(b.name, writing.language));
    renderPage(koa, 'index.njk', {
      asked,
      countries: listed,
      placeExample: listed[0]?.towns[0]?.name ?? '',
      meta: {
        title: t('home.title'),
        description: t('home.description'),
        canonical: `${services.config.SITE_URL.replace(/\/+$/, '')}/`,
      },
    });
  });
}
