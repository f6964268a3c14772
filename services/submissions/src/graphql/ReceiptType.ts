import { Field, Int, ObjectType } from 'type-graphql';
import type { RateLimitState } from '@local-events/platform';
import { graphqlEnum } from '@local-events/platform/subgraph';
import type { SubmitOutcome } from '../submit.ts';
import { SubmissionType, toSubmissionType } from './SubmissionType.ts';

const RECEIPT_STATUSES = ['accepted', 'completed', 'failed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
const ReceiptStatusEnum = graphqlEnum('ReceiptStatus', RECEIPT_STATUSES, 'accepted (still being processed), completed or failed.');

@ObjectType('ActionReceipt', { description: 'What became of a write request; retries with its idempotency key get it again.' })
export class ReceiptType {
  @Field(() => String)
  receiptId!: string;

  @Field(() => String, { description: 'The operation, e.g. submit_event.' })
  action!: string;

  @Field(() => ReceiptStatusEnum)
  status!: ReceiptStatus;

  @Field(() => String, { nullable: true })
  idempotencyKey!: string | null;

  @Field(() => Boolean, { description: 'True when this answers a retry with the same idempotency key.' })
  replayed!: boolean;

  @Field(() => Boolean, { description: 'True when the URL had been submitted recently: this is that submission.' })
  duplicate!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => SubmissionType)
  submission!: SubmissionType;

  @Field(() => String, {
    nullable: true,
    description: 'The one-time token to change the submission (X-Edit-Token). Only in the first answer for a new submission; keep it.',
  })
  editToken!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The submission's page with a link token that lets whoever follows it correct the event while it awaits review (the link mailed to the submitter, valid 7 days). Only in the first answer for a new submission.",
  })
  editLink!: string | null;

  @Field(() => [RateLimitStatusType], { description: 'The submission quota after this request, one item per limit.' })
  rateLimits!: RateLimitStatusType[];
}

@ObjectType('RateLimitStatus', { description: 'What is left of one limit the request counted against.' })
export class RateLimitStatusType implements RateLimitState {
  @Field(() => String, { description: 'submit-ip (per client) or submit-domain (per source domain).' })
  policy!: string;

  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  remaining!: number;

  @Field(() => Int)
  windowSeconds!: number;

  @Field(() => Int, { description: 'Seconds until the window starts again.' })
  resetSeconds!: number;
}

const STATUS_OF_SUBMISSION = { received: 'accepted', processing: 'accepted', completed: 'completed', failed: 'failed' } as const;

export const toReceiptType = (outcome: SubmitOutcome, action: string, rateLimits: RateLimitState[]): ReceiptType =>
  Object.assign(new ReceiptType(), {
    receiptId: outcome.receiptId,
    action,
    status: STATUS_OF_SUBMISSION[outcome.submission.status],
    idempotencyKey: outcome.idempotencyKey,
    replayed: outcome.replayed,
    duplicate: outcome.duplicate,
    createdAt: new Date(outcome.createdAt),
    submission: toSubmissionType(outcome.submission),
    editToken: outcome.editToken,
    editLink: outcome.editLink,
    rateLimits: rateLimits.map((state) => Object.assign(new RateLimitStatusType(), state)),
  });
