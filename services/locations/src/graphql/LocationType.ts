import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@local-events/platform/subgraph';
import { LOCATION_KINDS, type LocationKind } from '../entities/Location.ts';

const LocationKindEnum = graphqlEnum('LocationKind', LOCATION_KINDS, 'A city, or a neighbourhood inside one.');

@Directive('@key(fields: "id")')
@ObjectType('Location', { description: 'A zone: a city, or a neighbourhood inside one.' })
export class LocationType {
  @Field(() => Int, { description: 'The zone id (`zone_id` elsewhere).' })
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Unique within its country.' })
  slug!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2, upper case.' })
  countryCode!: string;

  @Field(() => String, { description: 'IANA time zone of the zone.' })
  timezone!: string;

  @Field(() => LocationKindEnum)
  kind!: LocationKind;

  @Field(() => Int, { nullable: true, description: 'The city a neighbourhood belongs to.' })
  parentId!: number | null;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Boolean, { description: 'Hidden zones are left out of public lists.' })
  hidden!: boolean;

  @Field(() => Float, { nullable: true, description: "Latitude of the zone's centre, when known." })
  lat!: number | null;

  @Field(() => Float, { nullable: true, description: "Longitude of the zone's centre, when known." })
  lng!: number | null;
}
