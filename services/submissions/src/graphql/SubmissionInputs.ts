import { CREDIT_LIMITS, EventContent, SUBMISSION_LIMITS } from '@local-events/contracts';
import { Bounded, withInputFields } from '@local-events/platform/subgraph';
import { Field, InputType } from 'type-graphql';

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

@InputType('SubmitEventInput')
export class SubmitEventInput {
  @Field(() => String, { description: 'The page that describes the event (http or https).' })
  @Bounded({ maxLength: SUBMISSION_LIMITS.url })
  url!: string;

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
