import { Field, InputType } from 'type-graphql';
import { Bounded } from '@local-events/platform/subgraph';
import { EVENT_CONTENT_LIMITS as limits } from '../content.ts';

/**
 * What an event says about itself and when, as GraphQL takes it; the inputs that create or change events build on
 * it, and so does the submissions service's SubmissionChangesInput (`@local-events/events/content-input`).
 */
@InputType('EventContentInput')
export class EventContentInput {
  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: limits.title })
  title?: string;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: limits.description })
  description?: string;

  @Field(() => Date, { nullable: true })
  startTime?: Date;

  @Field(() => Date, { nullable: true })
  endTime?: Date | null;

  @Field(() => [String], { nullable: true })
  @Bounded({ maxItems: limits.categories, maxLength: limits.category })
  categories?: string[];

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: limits.priceInfo })
  priceInfo?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFree?: boolean;

  @Field(() => Boolean, { nullable: true })
  bookingRequired?: boolean;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: limits.accessibilityNote })
  accessibilityNote?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: limits.imageUrl })
  imageUrl?: string | null;
}
