import { randomUUID } from 'node:crypto';
import { ArrayType } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { EventStatusEnum } from '../graphql/enums.ts';
import { EventPlaceType } from '../graphql/EventPlace.ts';
import { LocationRef } from '../graphql/references-types.ts';
import { EVENT_STATUSES, type EventStatus } from '../lifecycle.ts';
import { localTime } from '../zone-day.ts';
import type { CreditKind } from '../spotted-by.ts';

/**
 * An event: one class is the table's row (MikroORM) and the graph's `Event` (type-graphql), so a field is declared
 * once, with its column and, when public, its GraphQL field. The lists read rows into it straight from SQL, with the
 * columns its metadata names (event-rows.ts). Times are instants (UTC); `timezone` is the zone's, for local times.
 */
@Entity({ tableName: 'event' })
@Directive('@key(fields: "uuid")')
@Directive('@key(fields: "submissionUuid")')
@ObjectType('Event', { description: "An event. Times are UTC instants; the `*Local` fields show them in the event's time zone." })
export class Event {
  @PrimaryKey({ type: 'uuid' })
  @Field(() => String)
  uuid: string = randomUUID();

  @Property({ type: 'text' })
  @Field(() => String, { description: 'URL slug from the title.' })
  slug!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  description: string = '';

  @Property({ type: 'datetime', fieldName: 'start_time' })
  @Field(() => Date)
  startTime!: Date;

  @Property({ type: 'datetime', nullable: true, fieldName: 'end_time' })
  @Field(() => Date, { nullable: true })
  endTime: Date | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'doors_time' })
  @Field(() => String, { nullable: true, description: "When doors open: HH:MM, wall-clock time in the event's zone, on the start's day." })
  doorsTime: string | null = null;

  @Field(() => String, { description: 'Start as local wall-clock time with offset, e.g. 2026-05-09T11:00:00+01:00.' })
  get startTimeLocal(): string {
    return localTime(this.startTime, this.timezone);
  }

  @Field(() => String, { nullable: true })
  get endTimeLocal(): string | null {
    return this.endTime ? localTime(this.endTime, this.timezone) : null;
  }

  @Property({ type: 'text' })
  @Field(() => String, { description: 'IANA time zone of the event.' })
  timezone!: string;

  /** Zone id in the locations service. */
  @Property({ type: 'integer', nullable: true, fieldName: 'zone_id' })
  @Field(() => Int, { nullable: true, description: 'The zone the event is in.' })
  zoneId: number | null = null;

  @Field(() => LocationRef, { nullable: true })
  get zone(): LocationRef | null {
    return this.zoneId === null ? null : Object.assign(new LocationRef(), { id: this.zoneId });
  }

  /** Venue id in the venues service; the graph's `venue` is EventVenueResolver's (with the name this service keeps). */
  @Property({ type: 'integer', nullable: true, fieldName: 'venue_id' })
  venueId: number | null = null;

  /** The place the event's page names, kept whether or not a venue matched (contracts' event-place.ts). */
  @Property({ type: 'text', nullable: true, fieldName: 'place_name' })
  placeName: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'place_address' })
  placeAddress: string | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'place_lat' })
  placeLat: number | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'place_lng' })
  placeLng: number | null = null;

  @Field(() => EventPlaceType, {
    nullable: true,
    description: "The place the event's page names, whether or not a venue matched; show it when there is no venue.",
  })
  get place(): EventPlaceType | null {
    if (this.placeName === null && this.placeAddress === null && this.placeLat === null) return null;
    return Object.assign(new EventPlaceType(), {
      name: this.placeName,
      address: this.placeAddress,
      lat: this.placeLat,
      lng: this.placeLng,
    });
  }

  @Property({ type: ArrayType })
  @Field(() => [String])
  categories: string[] = [];

  @Property({ type: 'text', nullable: true, fieldName: 'price_info' })
  @Field(() => String, { nullable: true })
  priceInfo: string | null = null;

  @Property({ type: 'boolean', fieldName: 'is_free' })
  @Field(() => Boolean)
  isFree: boolean = false;

  @Property({ type: 'boolean', fieldName: 'booking_required' })
  @Field(() => Boolean)
  bookingRequired: boolean = false;

  @Property({ type: 'text', nullable: true, fieldName: 'accessibility_note' })
  @Field(() => String, { nullable: true, description: 'Getting in and what help there is: step-free access, a hearing loop, seating.' })
  accessibilityNote: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'image_url' })
  @Field(() => String, { nullable: true })
  imageUrl: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'source_url' })
  @Field(() => String, { nullable: true })
  sourceUrl: string | null = null;

  @Enum({ items: [...EVENT_STATUSES], type: 'text' })
  @Field(() => EventStatusEnum)
  status: EventStatus = 'ready_for_review';

  /** The submission (submissions service) this event was created from; how that service refers to it, not public. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'submission_uuid' })
  @Directive('@inaccessible')
  @Field(() => String, { nullable: true })
  submissionUuid: string | null = null;

  @Property({ type: 'uuid', nullable: true, fieldName: 'series_uuid' })
  @Field(() => String, { nullable: true, description: 'The series this event is one occurrence of, for a repeating event.' })
  seriesUuid: string | null = null;

  /** The occurrence's own date in its series (iCalendar's RECURRENCE-ID), however its start is changed. */
  @Property({ type: 'text', nullable: true, fieldName: 'occurrence_date' })
  occurrenceDate: string | null = null;

  /** An occurrence changed or cancelled on its own: edits of its series pass it by. */
  @Property({ type: 'boolean' })
  detached: boolean = false;

  /** For an event a followed source gave: the source, the feed's id for it, and a digest of what the feed said. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'source_id' })
  @Field(() => String, { nullable: true, description: 'The followed source it came from (administrators manage sources).' })
  sourceId: string | null = null;

  /** For a followed source's copy of an event already in the guide (status `duplicate`): that event. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'duplicate_of' })
  @Field(() => String, {
    nullable: true,
    description: 'For a duplicate a followed source gave: the event already in the guide it repeats.',
  })
  duplicateOf: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'source_key' })
  sourceKey: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'source_digest' })
  sourceDigest: string | null = null;

  /** Who found the event, as they chose to be credited (spotted-by.ts). */
  @Property({ type: 'text', nullable: true, fieldName: 'credit_kind' })
  creditKind: CreditKind | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'credit_name' })
  creditName: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'credit_org' })
  creditOrg: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'credit_avatar_url' })
  creditAvatarUrl: string | null = null;

  /** The one credited is one of the guide's staff (a reviewer or an administrator). */
  @Property({ type: 'boolean', fieldName: 'credit_staff' })
  creditStaff: boolean = false;

  /** In the graph through EventDetailsResolver: a list's rows do not carry it. */
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', fieldName: 'updated_at', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
