import type Router from '@koa/router';
import { DateTime } from 'luxon';
import { foldToAscii, isGeoPoint, publicUrls, type AppContext } from '@local-events/platform';
import { SiteCitiesDocument, SiteNearDocument, SiteVenuesNamedDocument } from '../generated/operations.ts';
import { kilometresOf } from '../i18n/format.ts';
import { renderPage } from '../render.ts';
import { callContext, messagePage, type SiteServices } from './context.ts';
import { listed } from './days.ts';
import { writingOf } from './writing.ts';

const DEGREES = /^-?\d{1,3}(\.\d{1,15})?$/;
/** The radii "near me" offers, in kilometres; 5 unless another is chosen. */
export const RADII_KM = [1, 2, 5, 10, 25] as const;
const DEFAULT_RADIUS_KM = 5;
const DAYS_SHOWN = 7;

const one = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The point a typed name stands for: a town or neighbourhood (in any of its languages), else a venue of that name. */
async function pointOf(ctx: AppContext, services: SiteServices, place: string) {
  const wanted = foldToAscii(place);
  const { locations } = await services.gateway.request(SiteCitiesDocument, {}, callContext(ctx));
  const zone = locations.find(
    (candidate) =>
      candidate.slug === wanted.replace(/\s+/g, '-') ||
      [candidate.name, ...candidate.localNames.map((local) => local.name)].some((name) => foldToAscii(name) === wanted),
  );
  if (zone) return { zone, point: zone.lat != null && zone.lng != null ? { lat: zone.lat, lng: zone.lng } : null };
  const { venuesMatching } = await services.gateway.request(SiteVenuesNamedDocument, { q: place }, callContext(ctx));
  const venue = venuesMatching.find((candidate) => foldToAscii(candidate.name) === wanted) ?? venuesMatching[0];
  return venue ? { zone: null, point: { lat: venue.lat, lng: venue.lng } } : null;
}

/**
 * `/near`: "near me". With `lat` and `lng` (the browser's position, or a shared link), the events of every town and
 * neighbourhood within `radius` kilometres of the point over the coming week, nearest first, under the name of the
 * town the point is in; with `place` (typed: a town, a neighbourhood or a venue), the same around that place.
 */
export function nearPage(router: Router, services: SiteServices) {
  const urls = publicUrls(services.config.SITE_URL);
  router.get('/near', async (ctx) => {
    const koa = ctx as unknown as AppContext;
    const writing = writingOf(koa);
    const { t } = writing;
    const [lat, lng, place, radiusText] = [ctx.query.lat, ctx.query.lng, ctx.query.place, ctx.query.radius].map(one);
    ctx.set('Cache-Control', 'no-store');
    const radius = radiusText ? RADII_KM.find((km) => String(km) === radiusText) : DEFAULT_RADIUS_KM;
    if (!radius) return messagePage(koa, services, 400, t('error.notARadius'), t('error.notARadiusDetail', { radii: RADII_KM.join(', ') }));
    if (lat && lng) {
      if (!DEGREES.test(lat) || !DEGREES.test(lng) || !isGeoPoint(Number(lat), Number(lng))) {
        return messagePage(koa, services, 400, t('error.notAPosition'), t('error.notAPositionDetail'));
      }
      const point = { lat: Number(lat), lng: Number(lng) };
      const today = DateTime.utc();
      const { zoneAt, searchEvents } = await services.gateway.request(
        SiteNearDocument,
        {
          ...point,
          radius: radius * 1000,
          from: today.toISODate()!,
          to: today.plus({ days: DAYS_SHOWN - 1 }).toISODate()!,
          language: writing.language,
        },
        callContext(koa),
      );
      if (!zoneAt) return messagePage(koa, services, 404, t('error.noTownNear'), t('error.noTownNearDetail'));
      const here = writingOf(koa, zoneAt.countryCode);
      const events = searchEvents.edges.map(({ node, distance }) => ({
        ...listed({ ...node, distance }, services.config.SITE_URL, here),
        dayText: DateTime.fromISO(node.startTimeLocal, { setZone: true })
          .setLocale(here.locale)
          .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' }),
      }));
      const name = zoneAt.nameIn;
      const within = kilometresOf(radius, writing.language);
      return renderPage(koa, 'near.njk', {
        point,
        place: name,
        town: { name, url: urls.town(zoneAt), parent: zoneAt.parent?.nameIn ?? null },
        radius,
        radii: RADII_KM.map((km) => ({ km, label: kilometresOf(km, writing.language), current: km === radius })),
        events,
        more: searchEvents.pageInfo.hasNextPage,
        summary: t('near.summary', { count: events.length, more: searchEvents.pageInfo.hasNextPage ? 'yes' : 'no', within, place: name }),
        placeExample: name,
        meta: {
          title: t('near.title', { place: name }),
          description: t('near.description', { place: name, within }),
          canonical: `${services.config.SITE_URL.replace(/\/+$/, '')}/near?lat=${point.lat}&lng=${point.lng}`,
        },
      });
    }
    if (place && place.length <= 100) {
      const found = await pointOf(koa, services, place);
      if (found?.point) {
        ctx.status = 303;
        return ctx.redirect(`/near?lat=${found.point.lat}&lng=${found.point.lng}${radiusText ? `&radius=${radius}` : ''}`);
      }
      if (found?.zone) {
        ctx.status = 303;
        return ctx.redirect(new URL(urls.town(found.zone)).pathname);
      }
      return messagePage(koa, services, 404, t('error.placeNotFound'), t('error.placeNotFoundDetail', { place }));
    }
    return messagePage(koa, services, 400, t('error.where'), t('error.whereDetail'));
  });
}
