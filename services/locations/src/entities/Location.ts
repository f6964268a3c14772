import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const LOCATION_KINDS = ['city', 'neighbourhood'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** A zone: a city, or a neighbourhood inside one. `id` is the `zone_id` other services refer to. */
@Entity({ tableName: 'location' })
export class Location {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  slug!: string;

  @Property({ type: 'text', fieldName: 'country_code' })
  countryCode!: string;

  /** IANA time zone; a zone's calendar days are days in this zone. */
  @Property({ type: 'text' })
  timezone!: string;

  @Enum({ items: [...LOCATION_KINDS], type: 'text' })
  kind!: LocationKind;

  @Property({ type: 'integer', nullable: true, fieldName: 'parent_id' })
  parentId: number | null = null;

  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'boolean' })
  hidden: boolean = false;

  /** The zone's centre, when known: the zone of a point is the one whose centre is nearest. */
  @Property({ type: 'double', nullable: true })
  lat: number | null = null;

  @Property({ type: 'double', nullable: true })
  lng: number | null = null;
}
