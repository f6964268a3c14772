import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Bounded, BOUNDS, MAX_URL_LENGTH } from '@local-events/platform/subgraph';
import { VENUE_FIELD_LIMITS, VENUE_LIMITS } from '@local-events/contracts';
import { VenueType } from './VenueType.ts';

/** What every new venue is given: its name, address, position and zone (a proposed venue, or an administrator's). Its
 * fields are declared here once; the input types below inherit them. */
@InputType()
export class VenuePlaceInput {
  @Field(() => String)
  @Bounded({ maxLength: VENUE_FIELD_LIMITS.name })
  name!: string;

  @Field(() => String, { defaultValue: '' })
  @Bounded({ maxLength: VENUE_FIELD_LIMITS.address })
  address!: string;

  @Field(() => Float)
  @Bounded(BOUNDS.latitude)
  lat!: number;

  @Field(() => Float)
  @Bounded(BOUNDS.longitude)
  lng!: number;

  @Field(() => Int)
  @Bounded(BOUNDS.id)
  zoneId!: number;
}

@InputType('NewVenueInput', { description: 'A venue an administrator adds: listed at once, in its zone.' })
export class NewVenueInput extends VenuePlaceInput {
  @Field(() => String, { nullable: true, description: 'Its own web site, http(s).' })
  @Bounded({ maxLength: MAX_URL_LENGTH })
  website?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: VENUE_LIMITS.description })
  description?: string | null;
}

@InputType('VenueChangesInput', {
  description: 'What an administrator changes of a venue: the fields given (null clears website and description). Its zone and slug stay.',
})
export class VenueChangesInput {
  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: VENUE_FIELD_LIMITS.name })
  name?: string;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: VENUE_FIELD_LIMITS.address })
  address?: string;

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.latitude)
  lat?: number;

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.longitude)
  lng?: number;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: MAX_URL_LENGTH })
  website?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: VENUE_LIMITS.description })
  description?: string | null;
}

@ObjectType('VenueDirectoryPage', { description: 'One page of every venue, by name.' })
export class VenueDirectoryPage {
  @Field(() => [VenueType])
  venues!: VenueType[];

  @Field(() => Int, { description: 'How many venues the search finds in all.' })
  total!: number;
}

@ObjectType('VenueTokenInfo', { description: 'A venue-manage token as administrators see it: never the token itself.' })
export class VenueTokenInfo {
  @Field(() => String)
  id!: string;

  @Field(() => String, { nullable: true })
  label!: string | null;

  @Field(() => String)
  createdBy!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;
}
