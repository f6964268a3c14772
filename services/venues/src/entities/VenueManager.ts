import { Entity, PrimaryKey } from '@mikro-orm/decorators/legacy';

/** A token subject that manages a venue. */
@Entity({ tableName: 'venue_manager' })
export class VenueManager {
  @PrimaryKey({ type: 'integer', fieldName: 'venue_id' })
  venueId!: number;

  @PrimaryKey({ type: 'text' })
  subject!: string;
}
