import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { publicUrls, type AppContext } from '@local-events/platform';
import { SiteTownDocument, SiteTownEventsDocument, type SiteTownQuery } from '../generated/operations.ts';
import { renderPage } from '../render.ts';
import { callContext, countryName, messagePage, type SiteServices } from './context.ts';
import { byDay, listed } from './days.ts';

const DAYS_SHOWN = 7;

export type Town = SiteTownQuery['locations'][number];

/** The town (or neighbourhood) a page names, or undefined; slugs are unique within a country. */
export async function townOf(ctx: AppContext, services: SiteServices, country: string, slug: string): Promise<Town | undefined> {
  if (!/^[a-z]{2}$/i.test(country) || !/^[a-z0-9-]{1,100}$/i.test(slug)) return undefined;
  const { locations } = await services.gateway.request(SiteTownDocument, { country: country.toUpperCase(), slug: slug.toLowerCase() }, callContext(ctx));
  return locations[0];
}

/** `/{countryCode}/{townSlug}`: a week of events by local day (from `?date=`, else today there), and the neighbourhoods. */
export function townPage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/:country/:slug', async (ctx, next) => {
    const koa = ctx as unknown as AppContext;
    if (!/^[a-z]{2}$/i.test(ctx.params.country!)) return next();
    const town = await townOf(koa, services, ctx.params.country!, ctx.params.slug!);
    if (!town) return messagePage(koa, services, 404, 'Town not found', `We do not list a town at ${ctx.path}.`);
    const canonical = urls.town(town);
    const path = new URL(canonical).pathname;
    if (ctx.path !== path) {
      ctx.status = 301;
      return ctx.redirect(`${path}${ctx.search}`);
    }
    const requested = typeof ctx.query.date === 'string' ? ctx.query.date : undefined;
    const start = requested ? DateTime.fromISO(requested, { zone: town.timezone }) : DateTime.now().setZone(town.timezone);
    if (requested && (!/^\d{4}-\d{2}-\d{2}$/.test(requested) || !start.isValid)) {
      return messagePage(koa, services, 400, 'Not a date', 'Choose a day as YYYY-MM-DD, or leave the date out for today.');
    }
    const from = start.toISODate()!;
    const to = start.plus({ days: DAYS_SHOWN - 1 }).toISODate()!;
    const { location } = await services.gateway.request(SiteTownEventsDocument, { id: town.id, from, until: to }, callContext(koa));
    const events = (location?.events ?? []).map((event) => listed(event, services.config.SITE_URL));
    renderPage(koa, 'town.njk', {
      town: {
        ...town,
        path,
        countryName: countryName(town.countryCode),
        parent: town.parent && { ...town.parent, url: urls.town(town.parent) },
        children: town.children.map((child) => ({ ...child, url: urls.town(child) })),
      },
      from,
      days: byDay(events, town.timezone, { from, to }),
      calendarUrl: `${path}/calendar.ics`,
      meta: {
        title: `What's on in ${town.name}`,
        description: `Events in ${town.name}${town.children.length ? ' and its neighbourhoods' : ''}, day by day.`,
        canonical,
      },
    });
  });
}
