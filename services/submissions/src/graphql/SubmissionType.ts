import { Directive, Field, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@local-events/platform/subgraph';
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from '../entities/Submission.ts';

const SubmissionStatusEnum = graphqlEnum('SubmissionStatus', SUBMISSION_STATUSES, 'received, then processing, then completed or failed.');

/**
 * The event owned by the events service that a submission created, referred to by the submission: whoever may read
 * the submission may read its event, whatever its status, while an event referred to by its own uuid is public
 * only once published. This service adds the submission to events, for reviewers.
 */
@Directive('@key(fields: "submissionUuid")')
@ObjectType('Event')
export class EventRef {
  @Directive('@inaccessible')
  @Field(() => String)
  submissionUuid!: string;
}

@Directive('@key(fields: "uuid")')
@ObjectType('Submission', { description: 'An event submitted by its source URL, or typed in.' })
export class SubmissionType {
  @Field(() => String)
  uuid!: string;

  @Field(() => SubmissionStatusEnum)
  status!: SubmissionStatus;

  @Field(() => String, { nullable: true, description: 'The page the event is read from; null for an event typed in.' })
  sourceUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What the reviewers last asked the submitter (also mailed to them); null when they asked nothing.',
  })
  question!: string | null;

  @Field(() => Date, { nullable: true, description: 'When they asked it.' })
  questionAskedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The submitter's answer to the reviewers; null when they gave none." })
  answer!: string | null;

  @Field(() => Date, { nullable: true, description: 'When they answered.' })
  answeredAt!: Date | null;

  @Field(() => [String], { description: 'Event fields the source did not provide (zone and venue when they could not be told).' })
  missingFields!: string[];

  @Field(() => String, { nullable: true, description: 'Why processing failed, for people.' })
  failure!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why processing failed, for programs: scheme, credentials, port, address, dns, redirects, status, content_type, too_large, timeout, network, no_event, invalid or unavailable.',
  })
  failureReason!: string | null;

  @Field(() => EventRef, { nullable: true, description: 'The event created from the submission, once there is one.' })
  event!: EventRef | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export function toSubmissionType(submission: Submission): SubmissionType {
  return Object.assign(new SubmissionType(), {
    uuid: submission.uuid,
    status: submission.status,
    sourceUrl: submission.sourceUrl,
    question: submission.question,
    questionAskedAt: submission.questionAskedAt,
    answer: submission.answer,
    answeredAt: submission.answeredAt,
    missingFields: submission.missingFields,
    failure: submission.failure,
    failureReason: submission.failureReason,
    event: submission.eventUuid ? Object.assign(new EventRef(), { submissionUuid: submission.uuid }) : null,
    createdAt: submission.createdAt,
    updatedAt: submission.updatedAt,
  });
}
