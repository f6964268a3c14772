import { Field, InputType } from 'type-graphql';

/**
 * What an event says about itself and when, as GraphQL takes it; the inputs that create or change events build on
 * it, and so does the submissions service's SubmissionChangesInput (`@local-events/events/content-input`).
 */
@InputType('EventContentInput')
export class EventContentInput {
  @Field(() => String, { nullable: true })
  title?: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => Date, { nullable: true })
  startTime?: Date;

  @Field(() => Date, { nullable: true })
  endTime?: Date | null;

  @Field(() => [String], { nullable: true })
  categories?: string[];

  @Field(() => String, { nullable: true })
  priceInfo?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFree?: boolean;

  @Field(() => Boolean, { nullable: true })
  bookingRequired?: boolean;

  @Field(() => String, { nullable: true })
  accessibilityNote?: string | null;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;
}
