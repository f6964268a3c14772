import { publicUrls } from '@local-events/platform';
import type { EventDetailData, EventListItemData } from './operations/events.ts';
import type { ZoneData } from './operations/locations.ts';
import type { VenueData } from './operations/venues.ts';

/** GraphQL timestamps -> the wire format (UTC, milliseconds, Z) whatever the scalar printed. */
export const toUtc = (timestamp: string) => new Date(timestamp).toISOString();
export const toUtcOrNull = (timestamp: string | null) => (timestamp === null ? null : toUtc(timestamp));

export const eventSummary = (event: EventListItemData) => ({
  uuid: event.uuid,
  title: event.title,
  startTime: toUtc(event.startTime),
  venueName: event.venue?.name ?? null,
  zoneId: event.zoneId,
});

export const zone = (data: ZoneData, siteUrl: string) => ({ ...data, url: publicUrls(siteUrl).town(data) });

export const eventDetail = (event: EventDetailData, siteUrl: string) => ({
  uuid: event.uuid,
  title: event.title,
  description: event.description,
  startTime: toUtc(event.startTime),
  endTime: toUtcOrNull(event.endTime),
  startTimeLocal: event.startTimeLocal,
  endTimeLocal: event.endTimeLocal,
  timezone: event.timezone,
  venueName: event.venue?.name ?? null,
  locationName: event.venue?.name ?? null,
  locationAddress: event.venue?.address ?? null,
  lat: event.venue?.lat ?? null,
  lng: event.venue?.lng ?? null,
  zoneId: event.zoneId,
  zoneName: event.zone?.name ?? null,
  categories: event.categories,
  priceInfo: event.priceInfo,
  isFree: event.isFree,
  bookingRequired: event.bookingRequired,
  imageUrl: event.imageUrl,
  sourceUrl: event.sourceUrl,
  url: publicUrls(siteUrl).event(event),
});

export const venueWithEvents = (venue: VenueData, siteUrl: string) => ({
  ...venue,
  url: publicUrls(siteUrl).venue(venue),
  upcomingEvents: venue.upcomingEvents.map(eventSummary),
});
