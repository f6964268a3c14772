import { DateTime } from 'luxon';
import { dayRange, isGeoPoint, MAX_SEARCH_TEXT, WHEN, withoutControlCharacters, type AppContext } from '@local-events/platform';
import { SiteTownSearchDocument, type SiteEventListItemFragment } from '../generated/operations.ts';
import { callContext, type SiteServices } from './context.ts';
import { languageOf } from '../i18n/languages.ts';

type When = (typeof WHEN)[number];

/** What a town page (or its feed) is narrowed to, from its query string: shareable, as the address holds it all. */
export interface TownFilters {
  q?: string;
  when?: When;
  free: boolean;
  category?: string;
  near?: { lat: number; lng: number };
}

const one = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The days a search covers from today unless it names its own: its page and its feed list the same events. */
export const SEARCH_DAYS = 31;
/** How far "near me" reaches from the position, in metres. */
const NEAR_RADIUS = 10_000;
const POINT = /^(-?\d{1,2}(?:\.\d{1,15})?),(-?\d{1,3}(?:\.\d{1,15})?)$/;

/** The filters of a query string; what is not one of them is left out (a category the guide does not have is a 400 page). */
export function townFilters(query: AppContext['query']): TownFilters {
  const q =
    withoutControlCharacters(one(query.q) ?? '')
      .trim()
      .slice(0, MAX_SEARCH_TEXT) || undefined;
  const when = WHEN.find((value) => value === one(query.when));
  const category = one(query.category) && /^[a-z-]{1,40}$/.test(one(query.category)!) ? one(query.category) : undefined;
  const point = POINT.exec(one(query.near) ?? '');
  const near = point && isGeoPoint(Number(point[1]), Number(point[2])) ? { lat: Number(point[1]), lng: Number(point[2]) } : undefined;
  return { q, when, free: one(query.free) === '1', category, near };
}

export const isSearch = (filters: TownFilters) => Boolean(filters.q || filters.when || filters.free || filters.category || filters.near);

/** The query string of some filters (the page's links and its feed keep them). */
export function filterQuery(filters: TownFilters, change: Partial<TownFilters> = {}): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.when) params.set('when', merged.when);
  if (merged.free) params.set('free', '1');
  if (merged.category) params.set('category', merged.category);
  if (merged.near) params.set('near', `${merged.near.lat},${merged.near.lng}`);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The town's events matching the filters over `days` (the filter's own days when it names some), with distances near a point. */
export async function searchTown(
  ctx: AppContext,
  services: SiteServices,
  town: { id: number; timezone: string },
  filters: TownFilters,
  days: number,
): Promise<{
  events: (SiteEventListItemFragment & { distance: number | null })[];
  more: boolean;
  from: string;
  to: string;
  categories: { id: string; label: string }[];
}> {
  // `when` is one of WHEN and `days` at most 31, so the range is always one the guide answers.
  const today = DateTime.now().setZone(town.timezone).toISODate()!;
  const range = filters.when
    ? dayRange({ when: filters.when }, town.timezone)
    : dayRange(
        {
          from: today,
          to: DateTime.fromISO(today)
            .plus({ days: days - 1 })
            .toISODate()!,
        },
        town.timezone,
      );
  const variables = {
    id: town.id,
    q: filters.q ?? null,
    categories: filters.category ? [filters.category] : null,
    from: range.from,
    to: range.to,
    free: filters.free,
    near: filters.near ?? null,
    radius: filters.near ? NEAR_RADIUS : null,
    language: languageOf(ctx),
  };
  const { location, eventCategories } = await services.gateway.request(SiteTownSearchDocument, variables, callContext(ctx));
  const found = location?.searchEvents;
  return {
    events: (found?.edges ?? []).map((edge) => ({ ...edge.node, distance: edge.distance })),
    more: found?.pageInfo.hasNextPage ?? false,
    ...range,
    categories: eventCategories,
  };
}
