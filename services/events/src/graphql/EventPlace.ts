import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { PLACE_LIMITS } from '@local-events/contracts';

@ObjectType('EventPlace', { description: "The place the event's page names, kept whether or not a venue matched." })
export class EventPlaceType {
  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => Float, { nullable: true })
  lat!: number | null;

  @Field(() => Float, { nullable: true })
  lng!: number | null;
}

@InputType('EventPlaceInput', { description: 'A place as a page names it: any of its name, address and position (lat and lng together).' })
export class EventPlaceInput {
  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: PLACE_LIMITS.name })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: PLACE_LIMITS.address })
  address?: string | null;

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.latitude)
  lat?: number | null;

  @Field(() => Float, { nullable: true })
  @Bounded(BOUNDS.longitude)
  lng?: number | null;
}
