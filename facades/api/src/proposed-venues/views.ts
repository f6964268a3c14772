import { z } from 'zod';
import { publicUrls } from '@local-events/platform';
import type { ProposedVenueFieldsFragment } from '../generated/operations.ts';
import { VENUE_FIELDS } from '../venues/views.ts';

export const StaffVenue = z
  .object({
    ...VENUE_FIELDS,
    zoneName: z.string().nullable(),
    status: z.enum(['active', 'proposed']).meta({ description: 'proposed: named by a submitted page, not listed until approved' }),
    url: z.url().meta({ description: 'The venue page (shown once the venue is active)' }),
  })
  .meta({ id: 'StaffVenue' });

export const staffVenue = (venue: ProposedVenueFieldsFragment, siteUrl: string): z.input<typeof StaffVenue> => ({
  ...venue,
  zoneName: venue.zone.name,
  url: publicUrls(siteUrl).venue(venue),
});
