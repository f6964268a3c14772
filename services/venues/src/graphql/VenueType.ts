import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@local-events/platform/subgraph';
import { VENUE_STATUSES, type Venue, type VenueStatus } from '../entities/Venue.ts';

const VenueStatusEnum = graphqlEnum(
  'VenueStatus',
  VENUE_STATUSES,
  'active, or proposed: named by a submitted page and waiting for an administrator.',
);

/** A zone owned by the locations service. */
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('Location')
export class LocationRef {
  @Field(() => Int)
  id!: number;
}

@Directive('@key(fields: "id")')
@ObjectType('Venue', { description: 'A place where events happen.' })
export class VenueType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  /** Shareable: the events service names the venue of an event from its own copy (`Event.venue` provides it). */
  @Directive('@shareable')
  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;

  @Field(() => Int, { description: 'The zone the venue is in.' })
  zoneId!: number;

  @Field(() => LocationRef)
  zone!: LocationRef;

  @Field(() => String, { nullable: true })
  website!: string | null;

  @Field(() => String, { nullable: true, description: 'A few words about the place, written by its managers.' })
  description!: string | null;

  @Field(() => VenueStatusEnum)
  status!: VenueStatus;
}

/** The entity's fields the GraphQL type shows; reference look-ups read them straight from SQL. */
export type VenueFields = Omit<Venue, 'proposedBySubmission'>;

export function toVenueType(venue: VenueFields): VenueType {
  return Object.assign(new VenueType(), {
    id: venue.id,
    slug: venue.slug,
    name: venue.name,
    address: venue.address,
    lat: venue.lat,
    lng: venue.lng,
    zoneId: venue.zoneId,
    zone: Object.assign(new LocationRef(), { id: venue.zoneId }),
    website: venue.website,
    description: venue.description,
    status: venue.status,
  });
}
