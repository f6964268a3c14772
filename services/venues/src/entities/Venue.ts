import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const VENUE_STATUSES = ['active', 'proposed'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/** A place where events happen, in one zone. */
@Entity({ tableName: 'venue' })
export class Venue {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  address!: string;

  @Property({ type: 'double' })
  lat!: number;

  @Property({ type: 'double' })
  lng!: number;

  /** The zone (locations service id) the venue is in. */
  @Property({ type: 'integer', fieldName: 'zone_id' })
  zoneId!: number;

  @Property({ type: 'text', nullable: true })
  website: string | null = null;

  /** A few words about the place, written by its managers (shown on its page and beside its events). */
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** `proposed`: created from a submitted page, not yet confirmed by an administrator, so not listed yet. */
  @Enum({ items: [...VENUE_STATUSES], type: 'text' })
  status: VenueStatus = 'active';

  /** The submission whose page named this venue, for proposed venues. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'proposed_by_submission' })
  proposedBySubmission: string | null = null;
}
