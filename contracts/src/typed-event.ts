import { z } from 'zod';
import { httpUrl } from '@local-events/platform';
import { EventContent } from './event-content.ts';
import { EventPlace } from './event-place.ts';

/** A wall-clock date and time where the event is, as a form's datetime-local gives it. */
export const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
const localDateTime = z.string().regex(LOCAL_DATE_TIME, 'must be a local date and time as YYYY-MM-DDTHH:MM');

/**
 * An event typed in by someone with no page to point at (a flyer, a venue without a web site): what it is, when in
 * its town's time, and where (a venue of the town, or a place by name or address). It goes through the same
 * quotas and review as an event read from a page, and its text is held to the same limits.
 */
export const TypedEvent = z
  .strictObject({
    title: EventContent.shape.title,
    start: localDateTime,
    end: localDateTime.nullish(),
    zoneId: z.number().int().min(1).max(2_147_483_647),
    venueId: z.number().int().min(1).max(2_147_483_647).nullish(),
    placeName: EventPlace.shape.name,
    placeAddress: EventPlace.shape.address,
    description: EventContent.shape.description.nullish(),
    priceInfo: EventContent.shape.priceInfo.optional(),
    isFree: z.boolean().nullish(),
    /** A page with more about the event (tickets, the organiser), if there is one. */
    link: httpUrl.nullish(),
    imageUrl: httpUrl.nullish(),
  })
  .refine((event) => event.venueId != null || event.placeName || event.placeAddress, {
    message: 'give a venue, or the name or address of the place',
    path: ['placeName'],
  })
  .refine((event) => !event.end || event.end >= event.start, { message: 'must not be before the start', path: ['end'] });

export type TypedEventFields = z.output<typeof TypedEvent>;
