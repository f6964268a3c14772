import type Router from '@koa/router';
import { publicUrls, type AppContext } from '@local-events/platform';
import { LocationKind, SiteCitiesDocument } from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import { callContext, countryName, type SiteServices } from './context.ts';

/** `/`: every town, by country. */
export function homePage(router: Router, services: SiteServices) {
  router.get('/', async (ctx) => {
    const { locations } = await services.gateway.request(SiteCitiesDocument, {}, callContext(ctx as unknown as AppContext));
    const countries = new Map<string, { name: string; url: string }[]>();
    for (const zone of locations.filter((candidate) => candidate.kind === LocationKind.City)) {
      countries.set(zone.countryCode, [
        ...(countries.get(zone.countryCode) ?? []),
        { name: zone.name, url: publicUrls(services.config.SITE_URL).town(zone) },
      ]);
    }
    renderPage(ctx as unknown as AppContext, 'index.njk', {
      countries: [...countries.entries()]
        .map(([code, towns]) => ({ name: countryName(code), towns }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      meta: {
        title: "What's on, town by town",
        description: 'Events in towns and their neighbourhoods.',
        canonical: `${services.config.SITE_URL.replace(/\/+$/, '')}/`,
      },
    });
  });
}
