import { randomUUID } from 'node:crypto';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const SOURCE_TRUST = ['publish', 'review'] as const;
export type SourceTrust = (typeof SOURCE_TRUST)[number];

/**
 * A feed the guide follows: fetched on its schedule through the guarded fetcher, its events put into the guide
 * (published, or for review when it is not trusted) in its zone, at its venue when it has one.
 */
@Entity({ tableName: 'source' })
export class Source {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'integer', fieldName: 'zone_id' })
  zoneId!: number;

  /** The zone's time zone: where wall-clock times of the feed are read when it names none. */
  @Property({ type: 'text' })
  timezone!: string;

  @Property({ type: 'integer', nullable: true, fieldName: 'venue_id' })
  venueId: number | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'venue_slug' })
  venueSlug: string | null = null;

  @Enum({ items: [...SOURCE_TRUST], type: 'text' })
  trust!: SourceTrust;

  @Property({ type: 'integer', fieldName: 'every_minutes' })
  everyMinutes: number = 60;

  /** Who registered it: an administrator's subject, or a venue's manager. */
  @Property({ type: 'text', fieldName: 'registered_by' })
  registeredBy!: string;

  @Property({ type: 'boolean' })
  paused: boolean = false;

  @Property({ type: 'text', nullable: true })
  etag: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'last_modified' })
  lastModified: string | null = null;

  @Property({ type: 'integer', fieldName: 'failures_in_a_row' })
  failuresInARow: number = 0;

  @Property({ type: 'datetime', fieldName: 'next_run_at' })
  nextRunAt: Date = new Date();

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', fieldName: 'updated_at', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
