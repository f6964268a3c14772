import { z } from 'zod';
import { Problem } from '@local-events/platform';
import { ZoneAtDocument } from '../generated/operations.ts';
import { Zone, zone } from '../locations/views.ts';
import { defineRoute } from '../route.ts';

const degrees = (name: string, limit: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once, as a single value') })
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `must be a number of degrees, e.g. ${name === 'lat' ? '51.5074' : '-0.1278'}`)
    .transform(Number)
    .pipe(z.number().min(-limit, `must be between -${limit} and ${limit}`).max(limit, `must be between -${limit} and ${limit}`))
    .meta({
      description: `${name === 'lat' ? 'Latitude' : 'Longitude'} in degrees (WGS 84)`,
      override: { type: 'number', minimum: -limit, maximum: limit },
    });

export const matchZone = defineRoute({
  method: 'get',
  path: '/api/places/match-zone',
  publicCache: true,
  operationId: 'matchZone',
  summary: 'The zone of a point',
  description:
    "The listed zone whose centre is nearest to the point: a neighbourhood when its centre is nearer than its city's. For a " +
    'device\'s position ("near me") or a typed place\'s coordinates. 404 when no zone has a known centre.',
  tags: ['locations'],
  query: z.object({ lat: degrees('lat', 90), lng: degrees('lng', 180) }),
  response: {
    status: 200,
    description: 'The zone, as `{ "zone": … }` (the shape TownSpot\'s client reads)',
    schema: z.object({ zone: Zone }).meta({ id: 'MatchedZone' }),
  },
  problems: [400, 404, 503],
  async handle({ query, context }) {
    const { zoneAt } = await context.gateway.request(ZoneAtDocument, { lat: query.lat, lng: query.lng }, context);
    if (!zoneAt) throw new Problem(404, 'No zone has a known centre to match the point with.');
    return { zone: zone(zoneAt, context.config.SITE_URL) };
  },
});
