import { JsonType } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { graphqlEnum } from '@local-events/platform/subgraph';
import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';

export const LOCATION_KINDS = ['city', 'neighbourhood'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

const LocationKindEnum = graphqlEnum('LocationKind', LOCATION_KINDS, 'A city, or a neighbourhood inside one.');

/**
 * A zone: a city, or a neighbourhood inside one. `id` is the `zone_id` other services refer to. One class is the
 * table's row (MikroORM) and the graph's `Location` (type-graphql).
 */
@Entity({ tableName: 'location' })
@Directive('@key(fields: "id")')
@ObjectType('Location', { description: 'A zone: a city, or a neighbourhood inside one.' })
export class Location {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int, { description: 'The zone id (`zone_id` elsewhere).' })
  id!: number;

  @Property({ type: 'text' })
  @Field(() => String)
  name!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Unique within its country.' })
  slug!: string;

  @Property({ type: 'text', fieldName: 'country_code' })
  @Field(() => String, { description: 'ISO 3166-1 alpha-2, upper case.' })
  countryCode!: string;

  /** IANA time zone; a zone's calendar days are days in this zone. */
  @Property({ type: 'text' })
  @Field(() => String, { description: 'IANA time zone of the zone.' })
  timezone!: string;

  @Enum({ items: [...LOCATION_KINDS], type: 'text' })
  @Field(() => LocationKindEnum)
  kind!: LocationKind;

  @Property({ type: 'integer', nullable: true, fieldName: 'parent_id' })
  @Field(() => Int, { nullable: true, description: 'The city a neighbourhood belongs to.' })
  parentId: number | null = null;

  @Property({ type: 'boolean' })
  @Field(() => Boolean)
  active: boolean = true;

  @Property({ type: 'boolean' })
  @Field(() => Boolean, { description: 'Hidden zones are left out of public lists.' })
  hidden: boolean = false;

  /** The zone's name in other languages, by language code (`es`: "Londres"): people ask for a town in their words. */
  @Property({ type: JsonType, fieldName: 'local_names' })
  localNames: Record<string, string> = {};

  /** The zone's centre, when known: the zone of a point is the one whose centre is nearest. */
  @Property({ type: 'double', nullable: true })
  @Field(() => Float, { nullable: true, description: "Latitude of the zone's centre, when known." })
  lat: number | null = null;

  @Property({ type: 'double', nullable: true })
  @Field(() => Float, { nullable: true, description: "Longitude of the zone's centre, when known." })
  lng: number | null = null;
}

@ObjectType('LocalName', { description: "A zone's name in one language." })
export class LocalName {
  @Field(() => String, { description: 'BCP 47 language, e.g. `es`.' })
  language!: string;

  @Field(() => String)
  name!: string;
}
