import {
  CREDIT_LIMITS,
  EVENT_CONTENT_LIMITS,
  EventContent,
  GUIDE_LANGUAGES,
  PLACE_LIMITS,
  SUBMISSION_LIMITS,
} from '@local-events/contracts';
import { Bounded, withInputFields } from '@local-events/platform/subgraph';
import { Field, InputType, Int } from 'type-graphql';

@InputType('CreditInput', { description: 'How the submitter would like to be credited with the event ("spotted by"); never their e-mail.' })
export class CreditInput {
  @Field(() => String, { description: 'A name to show, e.g. "Ana" or "Camden Jazz Fans".' })
  @Bounded({ maxLength: CREDIT_LIMITS.name })
  name!: string;

  @Field(() => String, { nullable: true, description: 'An organisation to show beside it (optional).' })
  @Bounded({ maxLength: CREDIT_LIMITS.org })
  org?: string | null;

  @Field(() => String, { nullable: true, description: 'An https picture to show beside it (optional).' })
  @Bounded({ maxLength: CREDIT_LIMITS.avatarUrl })
  avatarUrl?: string | null;
}

@InputType('TypedEventInput', {
  description:
    'An event typed in, for one with no page to point at (a flyer, a venue without a web site): its times are wall-clock times in its town.',
})
export class TypedEventInput {
  @Field(() => String)
  @Bounded({ maxLength: EVENT_CONTENT_LIMITS.title })
  title!: string;

  @Field(() => String, { description: "When it starts, in its town's time: YYYY-MM-DDTHH:MM." })
  @Bounded({ maxLength: 16 })
  start!: string;

  @Field(() => String, { nullable: true, description: "When it ends, in its town's time: YYYY-MM-DDTHH:MM (optional)." })
  @Bounded({ maxLength: 16 })
  end?: string | null;

  @Field(() => Int, { description: 'The town or neighbourhood (Location.id).' })
  @Bounded({ min: 1, max: 2_147_483_647 })
  zoneId!: number;

  @Field(() => Int, { nullable: true, description: 'A venue of that town (Venue.id); else give the place by name or address.' })
  @Bounded({ min: 1, max: 2_147_483_647 })
  venueId?: number | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: PLACE_LIMITS.name })
  placeName?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: PLACE_LIMITS.address })
  placeAddress?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: EVENT_CONTENT_LIMITS.description })
  description?: string | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: EVENT_CONTENT_LIMITS.priceInfo })
  priceInfo?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFree?: boolean | null;

  @Field(() => String, { nullable: true, description: 'A page with more about it (tickets, the organiser), http or https.' })
  @Bounded({ maxLength: SUBMISSION_LIMITS.url })
  link?: string | null;

  @Field(() => String, { nullable: true, description: 'A picture of it, http or https.' })
  @Bounded({ maxLength: EVENT_CONTENT_LIMITS.imageUrl })
  imageUrl?: string | null;
}

@InputType('SubmitEventInput', {
  description: 'An event to submit: the address of its page (`url`), or the event typed in (`event`); one of the two.',
})
export class SubmitEventInput {
  @Field(() => String, { nullable: true, description: 'The page that describes the event (http or https).' })
  @Bounded({ maxLength: SUBMISSION_LIMITS.url })
  url?: string | null;

  @Field(() => TypedEventInput, { nullable: true, description: 'The event typed in, when it has no page.' })
  event?: TypedEventInput | null;

  @Field(() => String, {
    nullable: true,
    description: `The language to write to the submitter in: ${GUIDE_LANGUAGES.join(', ')} (en-GB when not given).`,
  })
  @Bounded({ maxLength: 10 })
  language?: string | null;

  @Field(() => String, { nullable: true, description: 'Where to write about the submission (optional).' })
  @Bounded({ maxLength: SUBMISSION_LIMITS.email })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Anything the reviewers should know (optional).' })
  @Bounded({ maxLength: SUBMISSION_LIMITS.note })
  note?: string | null;

  @Field(() => CreditInput, { nullable: true, description: 'Credit me with finding it (optional; shown as "spotted by").' })
  credit?: CreditInput | null;
}

@InputType('SubmissionChangesInput', {
  description: "The submitter's changes to their event; absent fields stay, null clears an optional one.",
})
class SubmissionTimesInput {
  @Field(() => Date, { nullable: true })
  startTime?: Date;

  @Field(() => Date, { nullable: true })
  endTime?: Date | null;
}

/** The submitter's changes: the times, and the content fields of the contract's EventContent. */
export const SubmissionChangesInput = withInputFields(SubmissionTimesInput, EventContent);
export type SubmissionChangesInput = InstanceType<typeof SubmissionChangesInput>;
