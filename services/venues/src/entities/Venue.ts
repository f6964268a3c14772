import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

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
}
