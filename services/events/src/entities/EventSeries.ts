import { randomUUID } from 'node:crypto';
import { ArrayType, JsonType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { SeriesRule, SeriesStart } from '../recurrence.ts';

/** What every occurrence of a series says: an event's fields but its times, status and bookkeeping. */
export type SeriesTemplate = Record<string, unknown>;

/** A repeating event: its rule, where it starts, and what its occurrences (events with its uuid) say. */
@Entity({ tableName: 'event_series' })
export class EventSeries implements SeriesRule, SeriesStart {
  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  /** RFC 5545 RRULE value, without `RRULE:`; UNTIL is a local time (recurrence.ts). */
  @Property({ type: 'text' })
  rule!: string;

  @Property({ type: ArrayType, fieldName: 'excluded_dates' })
  excludedDates: string[] = [];

  /** The first occurrence's wall-clock start in `timezone`: YYYY-MM-DDTHH:MM. */
  @Property({ type: 'text', fieldName: 'local_start' })
  localStart!: string;

  @Property({ type: 'integer', nullable: true, fieldName: 'duration_minutes' })
  durationMinutes: number | null = null;

  @Property({ type: 'text' })
  timezone!: string;

  @Property({ type: JsonType })
  template!: SeriesTemplate;

  /** What new occurrences start as. */
  @Property({ type: 'text', fieldName: 'occurrence_status' })
  occurrenceStatus: 'published' | 'ready_for_review' = 'published';

  /** For a series a followed source gives: the source, the feed's id for it, and a digest of what the feed said. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'source_id' })
  sourceId: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'source_key' })
  sourceKey: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'source_digest' })
  sourceDigest: string | null = null;

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', fieldName: 'updated_at', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
