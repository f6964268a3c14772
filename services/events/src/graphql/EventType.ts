import { Directive, Field, Int, ObjectType } from 'type-graphql';
import type { Event } from '../entities/Event.ts';
import type { EventStatus } from '../lifecycle.ts';
import { localTime } from '../zone-day.ts';
import { EventStatusEnum } from './enums.ts';
import { EventPlaceType, toEventPlace } from './EventPlace.ts';
import { LocationRef, VenueRef } from './references-types.ts';

@Directive('@key(fields: "uuid")')
@Directive('@key(fields: "submissionUuid")')
@ObjectType('Event', { description: "An event. Times are UTC instants; the `*Local` fields show them in the event's time zone." })
export class EventType {
  @Field(() => String)
  uuid!: string;

  @Field(() => String, { description: 'URL slug from the title.' })
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Date)
  startTime!: Date;

  @Field(() => Date, { nullable: true })
  endTime!: Date | null;

  @Field(() => String, { description: 'Start as local wall-clock time with offset, e.g. 2026-05-09T11:00:00+01:00.' })
  get startTimeLocal(): string {
    return localTime(this.startTime, this.timezone);
  }

  @Field(() => String, { nullable: true })
  get endTimeLocal(): string | null {
    return this.endTime ? localTime(this.endTime, this.timezone) : null;
  }

  @Field(() => String, { description: 'IANA time zone of the event.' })
  timezone!: string;

  @Field(() => Int, { nullable: true, description: 'The zone the event is in.' })
  zoneId!: number | null;

  @Field(() => LocationRef, { nullable: true })
  zone!: LocationRef | null;

  @Directive('@provides(fields: "name")')
  @Field(() => VenueRef, { nullable: true })
  venue!: VenueRef | null;

  @Field(() => EventPlaceType, {
    nullable: true,
    description: "The place the event's page names, whether or not a venue matched; show it when there is no venue.",
  })
  place!: EventPlaceType | null;

  @Field(() => [String])
  categories!: string[];

  @Field(() => String, { nullable: true })
  priceInfo!: string | null;

  @Field(() => Boolean)
  isFree!: boolean;

  @Field(() => Boolean)
  bookingRequired!: boolean;

  @Field(() => String, { nullable: true, description: 'Getting in and what help there is: step-free access, a hearing loop, seating.' })
  accessibilityNote!: string | null;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true })
  sourceUrl!: string | null;

  @Field(() => EventStatusEnum)
  status!: EventStatus;

  /** How the submissions service refers to the event of a submission; not part of the public graph. */
  @Directive('@inaccessible')
  @Field(() => String, { nullable: true })
  submissionUuid!: string | null;
}

/** Event fields as the entity names them; list queries read them straight from SQL (see published-events.ts). */
export type EventFields = Omit<Event, 'submissionUuid' | 'createdAt' | 'updatedAt'> & { submissionUuid?: string | null };

export function toEventType(event: EventFields): EventType {
  // Typed as every stored field of EventType, so a field added to the type and not here does not compile.
  const fields: Omit<EventType, 'startTimeLocal' | 'endTimeLocal'> = {
    uuid: event.uuid,
    slug: event.slug,
    title: event.title,
    description: event.description,
    startTime: event.startTime,
    endTime: event.endTime,
    timezone: event.timezone,
    zoneId: event.zoneId,
    zone: event.zoneId === null ? null : Object.assign(new LocationRef(), { id: event.zoneId }),
    venue: event.venueId === null ? null : Object.assign(new VenueRef(), { id: event.venueId }),
    place: toEventPlace(event),
    categories: event.categories,
    priceInfo: event.priceInfo,
    isFree: event.isFree,
    bookingRequired: event.bookingRequired,
    accessibilityNote: event.accessibilityNote,
    imageUrl: event.imageUrl,
    sourceUrl: event.sourceUrl,
    status: event.status,
    submissionUuid: event.submissionUuid ?? null,
  };
  return Object.assign(new EventType(), fields);
}
