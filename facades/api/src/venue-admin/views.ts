import { publicUrls } from '@local-events/platform';
import { EventDetail } from '../events/views.ts';
import type { VenueEventFieldsFragment } from '../generated/operations.ts';
import { EventStatus, toUtc, toUtcOrNull } from '../schemas.ts';

export const VenueEvent = EventDetail.pick({
  uuid: true,
  title: true,
  description: true,
  startTime: true,
  endTime: true,
  startTimeLocal: true,
  endTimeLocal: true,
  timezone: true,
  zoneId: true,
  categories: true,
  priceInfo: true,
  isFree: true,
  bookingRequired: true,
  imageUrl: true,
  sourceUrl: true,
  url: true,
})
  .extend({ status: EventStatus })
  .meta({ id: 'VenueEvent', description: "An event of the venue, in any status; `url` is its public page once published" });

export const venueEventView = (event: VenueEventFieldsFragment, siteUrl: string) => ({
  ...event,
  startTime: toUtc(event.startTime),
  endTime: toUtcOrNull(event.endTime),
  url: publicUrls(siteUrl).event(event),
});
