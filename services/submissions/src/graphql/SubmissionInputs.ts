import { Field, InputType } from 'type-graphql';

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
export class SubmissionChangesInput {
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
  imageUrl?: string | null;
}
