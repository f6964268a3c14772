import { z } from 'zod';
import { publicUrls } from '@local-events/platform';
import type { EventDetailQuery, EventSearchFieldsFragment, EventSummaryFieldsFragment } from '../generated/operations.ts';
import { EventContentView } from '../event-content/views.ts';
import { localTimestamp, toUtc, toUtcOrNull, utcTimestamp } from '../schemas.ts';

type Where = { venue?: { name: string } | null; place?: { name?: string | null; address?: string | null } | null };

/** Where an event is, by name: its venue, else the place its page named (kept when no venue matched), else its address. */
export const placeName = (event: Where) => event.venue?.name ?? event.place?.name ?? event.place?.address ?? null;

const venueNameDescription = "The venue's name, else the name of the place the event's page gave";

export const EventSummary = z
  .object({
    uuid: z.string(),
    title: z.string(),
    startTime: utcTimestamp,
    venueName: z.string().nullable().meta({ description: venueNameDescription }),
    zoneId: z.number().int().nullable().meta({
      description:
        "The event's own zone (a neighbourhood's id inside a city's list); null only for an event without one, which no zone's list holds",
    }),
  })
  .meta({ id: 'EventSummary' });

export const EventList = z.object({ results: z.array(EventSummary) }).meta({ id: 'EventList' });

export const FoundEvent = EventSummary.extend({
  startTimeLocal: localTimestamp,
  distance: z.number().int().optional().meta({ description: 'Metres from `near` (to the venue, else the place); only with near' }),
}).meta({ id: 'FoundEvent' });

export const EventSearchResults = z
  .object({
    results: z.array(FoundEvent),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last one' }),
  })
  .meta({ id: 'EventSearchResults' });

export const eventSearchResults = (found: EventSearchFieldsFragment): z.input<typeof EventSearchResults> => ({
  results: found.edges.map(({ node, distance }) => ({
    ...eventSummary(node),
    startTimeLocal: node.startTimeLocal,
    ...(distance === null ? {} : { distance: Math.round(distance) }),
  })),
  nextCursor: found.pageInfo.hasNextPage ? found.pageInfo.endCursor : null,
});

export const SpottedBy = z
  .object({
    name: z.string(),
    org: z.string().nullable(),
    avatarUrl: z.string().nullable().meta({ description: 'An https picture the submitter gave' }),
    spottedAt: utcTimestamp.meta({ description: 'When the guide had the event from them' }),
    isAreaAdmin: z.boolean().meta({ description: "One of the guide's staff (a reviewer or administrator)" }),
  })
  .meta({
    id: 'SpottedBy',
    description:
      'Who found the event: the credit its submitter chose on the submit form, or its venue for an event its managers added; ' +
      'null when no credit was given. Never an e-mail address.',
  });

export const EventRecurrence = z
  .object({
    rule: z
      .string()
      .meta({ description: 'RFC 5545 RRULE of the series, UNTIL in local time', example: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10' }),
    text: z.string().meta({ description: 'The rule in words', example: 'every week on Tuesday for 10 times' }),
    excludedDates: z.array(z.string()).meta({ description: 'Local dates (YYYY-MM-DD) the rule skips' }),
  })
  .meta({ id: 'EventRecurrence', description: 'How a repeating event repeats' });

export const EventDetail = z
  .object({
    uuid: z.string(),
    ...EventContentView,
    startTime: utcTimestamp,
    endTime: utcTimestamp.nullable(),
    startTimeLocal: localTimestamp,
    endTimeLocal: localTimestamp.nullable(),
    timezone: z.string(),
    venueName: z.string().nullable().meta({ description: venueNameDescription }),
    locationName: z.string().nullable().meta({ description: "Where it happens: the venue, else the place the event's page gave" }),
    locationAddress: z.string().nullable().meta({ description: "The venue's address, else the place's" }),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    zoneId: z.number().int().nullable(),
    zoneName: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    seriesUuid: z
      .uuid()
      .nullable()
      .meta({ description: 'For an occurrence of a repeating event, its series; each occurrence has its own uuid' }),
    recurrence: EventRecurrence.nullable(),
    url: z.url().meta({ description: 'The event page' }),
    venueDescription: z
      .string()
      .nullable()
      .meta({ description: 'What its venue says about itself; null without a venue or a description' }),
    resolvedTimezone: z.string().meta({ description: "The IANA time zone its local times are in (its town's)", example: 'Europe/London' }),
    createdAt: utcTimestamp.meta({ description: 'When the guide first had it' }),
    updatedAt: utcTimestamp.meta({ description: 'When it last changed' }),
    spottedBy: SpottedBy.nullable(),
  })
  .meta({ id: 'EventDetail' });

/** What a list shows of an event: the fields of /api/events/list, and no more. */
export const eventSummary = (event: Pick<EventSummaryFieldsFragment, 'uuid' | 'title' | 'startTime' | 'zoneId' | 'venue' | 'place'>) => ({
  uuid: event.uuid,
  title: event.title,
  startTime: toUtc(event.startTime),
  venueName: placeName(event),
  zoneId: event.zoneId,
});

export const eventDetail = (event: NonNullable<EventDetailQuery['event']>, siteUrl: string): z.input<typeof EventDetail> => ({
  ...event,
  startTime: toUtc(event.startTime),
  endTime: toUtcOrNull(event.endTime),
  venueName: placeName(event),
  locationName: placeName(event),
  locationAddress: event.venue?.address ?? event.place?.address ?? null,
  lat: event.venue?.lat ?? event.place?.lat ?? null,
  lng: event.venue?.lng ?? event.place?.lng ?? null,
  zoneName: event.zone?.name ?? null,
  url: publicUrls(siteUrl).event(event),
  venueDescription: event.venue?.description ?? null,
  resolvedTimezone: event.timezone,
  createdAt: toUtc(event.createdAt),
  updatedAt: toUtc(event.updatedAt),
  spottedBy: event.spottedBy && { ...event.spottedBy, spottedAt: toUtc(event.spottedBy.spottedAt) },
});
