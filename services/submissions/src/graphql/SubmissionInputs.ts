import { Field, InputType } from 'type-graphql';
import { EventContentInput } from '@local-events/events/content-input';

@InputType('SubmitEventInput')
export class SubmitEventInput {
  @Field(() => String, { description: 'The page that describes the event (http or https).' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'Where to write about the submission (optional).' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Anything the reviewers should know (optional).' })
  note?: string | null;
}

@InputType('SubmissionChangesInput', { description: "The submitter's changes to their event; absent fields stay, null clears an optional one." })
export class SubmissionChangesInput extends EventContentInput {}
