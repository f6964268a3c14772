import { publicUrls } from '@local-events/platform';
import { EventDetail } from '../events/views.ts';
import type { VenueEventFieldsFragment } from '../generated/operations.ts';
import { EventStatus, toUtc, toUtcOrNull } from '../schemas.ts';

export const VenueEvent = EventDetail.omit({
  venueName: true,
  locationName: true,
  locationAddress: true,
  lat: true,
  lng: true,
  zoneName: true,
})
  .extend({ status: EventStatus })
  .meta({ id: 'VenueEvent', description: 'An event of the venue, in any status; `url` is its public page once published' });

export const venueEventView = (event: VenueEventFieldsFragment, siteUrl: string) => ({
  ...event,
  startTime: toUtc(event.startTime),
  endTime: toUtcOrNull(event.endTime),
  url: publicUrls(siteUrl).event(event),
});
