import { Field, InputType } from 'type-graphql';
import { Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { EventContentInput } from '@local-events/events/content-input';
import { MAX_URL_LENGTH } from '@local-events/platform/subgraph';

@InputType('SubmitEventInput')
export class SubmitEventInput {
  @Field(() => String, { description: 'The page that describes the event (http or https).' })
  @Bounded({ maxLength: MAX_URL_LENGTH })
  url!: string;

  @Field(() => String, { nullable: true, description: 'Where to write about the submission (optional).' })
  @Bounded({ maxLength: 254 })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Anything the reviewers should know (optional).' })
  @Bounded(BOUNDS.message)
  note?: string | null;
}

@InputType('SubmissionChangesInput', {
  description: "The submitter's changes to their event; absent fields stay, null clears an optional one.",
})
export class SubmissionChangesInput extends EventContentInput {}
