import { z } from 'zod';
import { Problem } from '@local-events/platform';
import { VenueWithUpcomingEventsDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { slug } from '../schemas.ts';
import { VenueWithEvents, venueWithEvents } from './views.ts';

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
    const { venue } = await context.gateway.request(VenueWithUpcomingEventsDocument, { slug: params.slug, limit: 50 }, context);
    if (!venue) throw new Problem(404, `No venue has the slug "${params.slug}".`);
    return venueWithEvents(venue, context.config.SITE_URL);
  },
});
