import { publicUrls } from '@local-events/platform';
import { z } from 'zod';
import { EventDetail, EventRecurrence } from '../events/views.ts';
import type { EventSeriesFieldsFragment, VenueEventFieldsFragment } from '../generated/operations.ts';
import { EventStatus, toUtc, toUtcOrNull } from '../schemas.ts';

export const VenueEvent = EventDetail.omit({
  venueName: true,
  locationName: true,
  locationAddress: true,
  lat: true,
  lng: true,
  zoneName: true,
  venueDescription: true,
  resolvedTimezone: true,
  createdAt: true,
  updatedAt: true,
  spottedBy: true,
})
  .extend({ status: EventStatus })
  .meta({ id: 'VenueEvent', description: 'An event of the venue, in any status; `url` is its public page once published' });

export const venueEventView = (event: VenueEventFieldsFragment, siteUrl: string) => ({
  ...event,
  startTime: toUtc(event.startTime),
  endTime: toUtcOrNull(event.endTime),
  url: publicUrls(siteUrl).event(event),
});

export const EventSeries = z
  .object({
    uuid: z.uuid(),
    recurrence: EventRecurrence,
    events: z.array(VenueEvent).meta({ description: 'Its occurrences by start time, in every status, past ones included' }),
    created: z.number().int().optional().meta({ description: 'After a change: occurrences added' }),
    updated: z.number().int().optional().meta({ description: 'After a change: occurrences changed' }),
    cancelled: z.number().int().optional().meta({ description: 'After a change: occurrences cancelled' }),
  })
  .meta({ id: 'EventSeries', description: 'A repeating event: how it repeats, and its occurrences' });

export const seriesView = (series: EventSeriesFieldsFragment, siteUrl: string) => ({
  uuid: series.uuid,
  recurrence: series.recurrence,
  events: series.events.map((event) => venueEventView(event, siteUrl)),
  ...(series.created == null ? {} : { created: series.created, updated: series.updated ?? 0, cancelled: series.cancelled ?? 0 }),
});
