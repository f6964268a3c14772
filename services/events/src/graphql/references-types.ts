import { Directive, Field, Int, ObjectType } from 'type-graphql';

/** A zone owned by the locations service; this service adds its events. */
@Directive('@key(fields: "id")')
@ObjectType('Location')
export class LocationRef {
  @Field(() => Int)
  id!: number;

  @Directive('@external')
  @Field(() => String)
  timezone!: string;

  @Directive('@external')
  @Field(() => [Int])
  zoneIds!: number[];
}

/**
 * A venue owned by the venues service; this service adds its upcoming events, and names the venue of an event
 * (`Event.venue` provides `name`, which it keeps: venue-names.ts).
 */
@Directive('@key(fields: "id")')
@ObjectType('Venue')
export class VenueRef {
  @Field(() => Int)
  id!: number;

  @Directive('@external')
  @Field(() => String)
  name!: string;
}
