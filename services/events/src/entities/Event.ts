import { randomUUID } from 'node:crypto';
import { ArrayType } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EVENT_STATUSES, type EventStatus } from '../lifecycle.ts';

/** An event. Times are instants (UTC); `timezone` is the zone's, for showing local times. */
@Entity({ tableName: 'event' })
export class Event {
  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'datetime', fieldName: 'start_time' })
  startTime!: Date;

  @Property({ type: 'datetime', nullable: true, fieldName: 'end_time' })
  endTime: Date | null = null;

  @Property({ type: 'text' })
  timezone!: string;

  /** Venue id in the venues service. */
  @Property({ type: 'integer', nullable: true, fieldName: 'venue_id' })
  venueId: number | null = null;

  /** The place the event's page names, kept whether or not a venue matched (see place.ts). */
  @Property({ type: 'text', nullable: true, fieldName: 'place_name' })
  placeName: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'place_address' })
  placeAddress: string | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'place_lat' })
  placeLat: number | null = null;

  @Property({ type: 'double', nullable: true, fieldName: 'place_lng' })
  placeLng: number | null = null;

  /** Zone id in the locations service. */
  @Property({ type: 'integer', nullable: true, fieldName: 'zone_id' })
  zoneId: number | null = null;

  @Property({ type: ArrayType })
  categories: string[] = [];

  @Property({ type: 'text', nullable: true, fieldName: 'price_info' })
  priceInfo: string | null = null;

  @Property({ type: 'boolean', fieldName: 'is_free' })
  isFree: boolean = false;

  @Property({ type: 'boolean', fieldName: 'booking_required' })
  bookingRequired: boolean = false;

  /** Getting in and what help there is: step-free access, a hearing loop, seating. */
  @Property({ type: 'text', nullable: true, fieldName: 'accessibility_note' })
  accessibilityNote: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'image_url' })
  imageUrl: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'source_url' })
  sourceUrl: string | null = null;

  /** The submission (submissions service) this event was created from. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'submission_uuid' })
  submissionUuid: string | null = null;

  @Enum({ items: [...EVENT_STATUSES], type: 'text' })
  status: EventStatus = 'ready_for_review';

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', fieldName: 'updated_at', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
