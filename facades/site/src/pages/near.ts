import type Router from '@koa/router';
import { foldToAscii, isGeoPoint, publicUrls, type AppContext } from '@local-events/platform';
import { SiteCitiesDocument, SiteZoneAtDocument } from '../generated/operations.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';

const DEGREES = /^-?\d{1,3}(\.\d{1,15})?$/;

/**
 * `/near`: "near me". With `lat` and `lng` (the browser's position), the page of the zone whose centre is nearest,
 * its events nearest first; with `place` (typed, for browsers without a position or without JavaScript), the page
 * of the town or neighbourhood of that name.
 */
export function nearPage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/near', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const [lat, lng, place] = [ctx.query.lat, ctx.query.lng, ctx.query.place].map((value) =>
      typeof value === 'string' ? value.trim() : '',
    );
    ctx.set('Cache-Control', 'no-store');
    if (lat && lng) {
      if (!DEGREES.test(lat) || !DEGREES.test(lng) || !isGeoPoint(Number(lat), Number(lng))) {
        return messagePage(koa, services, 400, 'Not a position', 'The position must be a latitude and longitude in degrees.');
      }
      const { zoneAt } = await services.gateway.request(SiteZoneAtDocument, { lat: Number(lat), lng: Number(lng) }, callContext(koa));
      if (!zoneAt) return messagePage(koa, services, 404, 'No town near you', 'We do not list a town near that position yet.');
      ctx.status = 303;
      return ctx.redirect(`${new URL(urls.town(zoneAt)).pathname}?near=${Number(lat)},${Number(lng)}`);
    }
    if (place && place.length <= 100) {
      const wanted = foldToAscii(place);
      const { locations } = await services.gateway.request(SiteCitiesDocument, {}, callContext(koa));
      const match = locations.find((zone) => foldToAscii(zone.name) === wanted || zone.slug === wanted.replace(/\s+/g, '-'));
      if (match) {
        ctx.status = 303;
        return ctx.redirect(new URL(urls.town(match)).pathname);
      }
      return messagePage(
        koa,
        services,
        404,
        'Place not found',
        `We do not list a town or neighbourhood called "${place}". The home page lists them all.`,
      );
    }
    return messagePage(koa, services, 400, 'Where?', 'Share your position, or type the name of a town or neighbourhood.');
  });
}
