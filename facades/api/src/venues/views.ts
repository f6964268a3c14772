import { z } from 'zod';
import { publicUrls } from '@local-events/platform';
import type { VenueWithUpcomingEventsQuery } from '../generated/operations.ts';
import { EventSummary, eventSummary } from '../events/views.ts';

/** What every answer about a venue says of it. */
export const VENUE_FIELDS = {
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  zoneId: z.number().int(),
};

/** A venue as its page shows it, without its events. */
export const VenueProfile = z
  .object({
    ...VENUE_FIELDS,
    website: z.string().nullable(),
    description: z.string().nullable().meta({ description: 'A few words about the place, written by its managers' }),
    url: z.url().meta({ description: 'The venue page' }),
  })
  .meta({ id: 'VenueProfile' });

export const VenueWithEvents = VenueProfile.extend({
  upcomingEvents: z.array(EventSummary).meta({ description: 'Published events that have not started yet, soonest first (at most 50)' }),
}).meta({ id: 'Venue' });

export const venueWithEvents = (venue: NonNullable<VenueWithUpcomingEventsQuery['venue']>, siteUrl: string) => ({
  ...venue,
  url: publicUrls(siteUrl).venue(venue),
  upcomingEvents: venue.upcomingEvents.map(eventSummary),
});
