import { z } from 'zod';
import type { ReviewQueueFieldsFragment } from '../generated/operations.ts';
import { placeName, SpottedBy } from '../events/views.ts';
import { EVENT_ACTIONS, EventStatus, localTimestamp, toUtc, utcTimestamp } from '../schemas.ts';

/** What lets a reviewer act on every date of a repeating event at once. */
const SeriesUuid = z.uuid().nullable().meta({
  description: 'For an occurrence of a repeating event, its series: read, change or review every date at /api/review/series/{seriesUuid}',
});

/** An event under review and the actions offered: the answer of REST review and the MCP review tools. */
export const Review = z
  .object({
    event: z.object({
      uuid: z.string(),
      title: z.string(),
      status: EventStatus,
      seriesUuid: SeriesUuid,
      spottedBy: SpottedBy.nullable().meta({ description: 'The credit shown with the event once published; `withoutCredit` takes it off' }),
    }),
    actions: z.array(z.enum(EVENT_ACTIONS)).meta({ description: 'What the caller may do now; reject is offered to administrators only' }),
  })
  .meta({ id: 'Review' });

export const QUEUE_STATUSES = ['ready_for_review', 'needs_info'] as const;

const QueueItem = z
  .object({
    uuid: z.string(),
    title: z.string(),
    status: z.enum(QUEUE_STATUSES),
    startTime: utcTimestamp,
    startTimeLocal: localTimestamp,
    timezone: z.string(),
    zoneId: z.number().int().nullable(),
    zoneName: z.string().nullable(),
    venueName: z.string().nullable().meta({ description: "The venue's name, else the name of the place the event's page gave" }),
    venue: z
      .object({ slug: z.string(), name: z.string(), status: z.enum(['active', 'proposed']) })
      .nullable()
      .meta({ description: 'The matched venue; a proposed one awaits an administrator (or a reviewer approving it with the event)' }),
    place: z
      .object({ name: z.string().nullable(), address: z.string().nullable(), lat: z.number().nullable(), lng: z.number().nullable() })
      .nullable()
      .meta({ description: "The place the event's page named, kept whether or not a venue matched" }),
    sourceUrl: z.string().nullable(),
    seriesUuid: SeriesUuid,
    missingFields: z.array(z.string()).meta({ description: 'What the source page did not give' }),
    possibleDuplicates: z
      .array(z.object({ uuid: z.string(), title: z.string(), status: EventStatus, startTime: utcTimestamp }))
      .meta({ description: 'Other events with the same source URL, or the same title at the same venue (or place) on the same local day' }),
    submittedAt: utcTimestamp,
    actions: z.array(z.enum(EVENT_ACTIONS)).meta({ description: 'What the caller may do now (POST /api/events/{uuid}/review)' }),
    reviewUrl: z.url().meta({ description: 'GET for the review, POST to act' }),
  })
  .meta({ id: 'ReviewQueueItem' });

export const ReviewQueue = z
  .object({
    results: z.array(QueueItem),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last one' }),
    counts: z
      .object({ ready_for_review: z.number().int(), needs_info: z.number().int() })
      .meta({ description: 'Events awaiting review in each status, over the whole queue (within the zone, when one is given)' }),
  })
  .meta({ id: 'ReviewQueue' });

export const reviewQueue = (queue: ReviewQueueFieldsFragment, baseUrl: string): z.input<typeof ReviewQueue> => ({
  results: queue.nodes.map(({ event, ...item }) => ({
    ...event,
    status: event.status as (typeof QUEUE_STATUSES)[number],
    startTime: toUtc(event.startTime),
    zoneName: event.zone?.name ?? null,
    venueName: placeName(event),
    missingFields: event.submission?.missingFields ?? [],
    possibleDuplicates: item.possibleDuplicates.map((duplicate) => ({ ...duplicate, startTime: toUtc(duplicate.startTime) })),
    submittedAt: toUtc(item.submittedAt),
    actions: item.actions,
    reviewUrl: `${baseUrl.replace(/\/+$/, '')}/api/events/${event.uuid}/review`,
  })),
  nextCursor: queue.pageInfo.hasNextPage ? queue.pageInfo.endCursor : null,
  counts: queue.counts,
});

/** A review as REST shows it: timestamps on the wire's format. */
export const reviewView = <T extends { event: { spottedBy?: { spottedAt: string } | null } }>(review: T) => ({
  ...review,
  event: {
    ...review.event,
    spottedBy: review.event.spottedBy && { ...review.event.spottedBy, spottedAt: toUtc(review.event.spottedBy.spottedAt) },
  },
});
