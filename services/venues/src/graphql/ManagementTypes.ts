import { Field, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@local-events/platform/subgraph';
import { VenueType } from './VenueType.ts';

export const VENUE_ROLES = ['venue_manager', 'admin'] as const;
const VenueRoleEnum = graphqlEnum('VenueRole', VENUE_ROLES, 'As what a caller manages a venue.');

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

  @Field(() => VenueRoleEnum)
  role!: (typeof VENUE_ROLES)[number];
}
