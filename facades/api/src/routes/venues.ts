import { z } from 'zod';
import { Problem } from '@local-events/platform';
import { VenueWithUpcomingEvents } from '../operations/venues.ts';
import { defineRoute } from '../route.ts';
import { slug, VenueWithEvents } from '../schemas.ts';
import { venueWithEvents } from '../shaping.ts';

export const getVenue = defineRoute({
  method: 'get',
  path: '/api/p/venues/{slug}',
  publicCache: true,
  operationId: 'getVenue',
  summary: 'A venue and its upcoming published events',
  tags: ['venues'],
  params: z.object({ slug }),
  response: { status: 200, description: 'The venue', schema: VenueWithEvents },
  problems: [400, 404, 503],
  async handle({ params, context }) {
    const { venue } = await context.gateway.request(VenueWithUpcomingEvents, { slug: params.slug, limit: 50 }, context);
    if (!venue) throw new Problem(404, `No venue has the slug "${params.slug}".`);
    return venueWithEvents(venue, context.config.SITE_URL);
  },
});
