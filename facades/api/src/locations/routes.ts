import { z } from 'zod';
import { Problem } from '@local-events/platform';
import { LocationsListDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { booleanParam, countryCode, slug } from '../schemas.ts';
import { Zone, zone } from './views.ts';
import { zoneListJson } from './zone-directory.ts';

const includeHidden = booleanParam('Include hidden zones');

export const listLocations = defineRoute({
  method: 'get',
  path: '/api/locations/list',
  publicCache: true,
  operationId: 'listLocations',
  summary: 'All zones (cities and neighbourhoods)',
  description: 'Ordered by country, then name. Hidden zones are left out unless `includeHidden=true`.',
  tags: ['locations'],
  query: z.object({ country: countryCode.optional(), includeHidden }),
  response: { status: 200, description: 'The zones', schema: z.array(Zone) },
  problems: [400, 503],
  async handle({ query, context }) {
    return zoneListJson(context, query.country ?? null, query.includeHidden);
  },
});

export const getLocationBySlug = defineRoute({
  method: 'get',
  path: '/api/locations/get-by-slug',
  publicCache: true,
  operationId: 'getLocationBySlug',
  summary: 'One zone by its slug',
  description:
    'Slugs are unique within a country. When a slug is used in several countries and `country` is not given, ' +
    'the answer is a 409 problem listing them in `countries`. A hidden zone is found only with `includeHidden=true`.',
  tags: ['locations'],
  query: z.object({ slug, country: countryCode.optional(), includeHidden }),
  response: { status: 200, description: 'The zone', schema: Zone },
  problems: [400, 404, 409, 503],
  async handle({ query, context }) {
    const data = await context.gateway.request(
      LocationsListDocument,
      { country: query.country ?? null, slug: query.slug, includeHidden: query.includeHidden },
      context,
    );
    const [found, ...others] = data.locations;
    if (!found) throw new Problem(404, `No zone has the slug "${query.slug}"${query.country ? ` in ${query.country}` : ''}.`);
    if (others.length > 0) {
      const countries = data.locations.map((location) => location.countryCode);
      throw new Problem(409, `The slug "${query.slug}" is used in ${countries.join(', ')}; add country= to choose one.`, {
        extensions: { countries },
      });
    }
    return zone(found, context.config.SITE_URL);
  },
});
