import { Field, ObjectType } from 'type-graphql';
import { VenueType } from './VenueType.ts';

@ObjectType('IssuedVenueToken', { description: 'A new venue-manage token. `token` is shown this once and never again.' })
export class IssuedVenueTokenType {
  @Field(() => String)
  id!: string;

  @Field(() => String, { description: 'Send it as X-Venue-Token. Keep it secret; revoke it with revokeVenueToken(id).' })
  token!: string;

  @Field(() => VenueType)
  venue!: VenueType;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('VenueAccess', { description: 'Who may manage this venue now, and as what.' })
export class VenueAccessType {
  @Field(() => VenueType)
  venue!: VenueType;

  @Field(() => String, { description: 'The token subject, or venue-token:<id>.' })
  actor!: string;

  @Field(() => String, { description: 'venue_manager or admin.' })
  role!: 'venue_manager' | 'admin';
}
