import { randomUUID } from 'node:crypto';
import { ArrayType, JsonType } from '@mikro-orm/core';
import type { CreditFields, GuideLanguage, TypedEventFields } from '@local-events/contracts';

export type SubmitterCredit = CreditFields & { staff: boolean };
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const SUBMISSION_STATUSES = ['received', 'processing', 'completed', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** An event someone submitted by its source URL, or typed in; stored before anything else happens to it. */
@Entity({ tableName: 'submission' })
export class Submission {
  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  /** The page to read the event from; null for an event typed in. */
  @Property({ type: 'text', fieldName: 'source_url', nullable: true })
  sourceUrl: string | null = null;

  /** The URL with case, default ports, fragments and tracking parameters removed: what duplicates are found by. */
  @Property({ type: 'text', fieldName: 'normalized_url', nullable: true })
  normalizedUrl: string | null = null;

  /** The event as it was typed in, when there is no page to read. */
  @Property({ type: JsonType, nullable: true })
  typed: TypedEventFields | null = null;

  /** What the reviewers last asked the submitter, and when: shown on the submitter's page as well as mailed. */
  @Property({ type: 'text', nullable: true })
  question: string | null = null;

  @Property({ type: 'datetime', fieldName: 'question_asked_at', nullable: true })
  questionAskedAt: Date | null = null;

  /** The submitter's answer to the reviewers, from their submission page. */
  @Property({ type: 'text', nullable: true })
  answer: string | null = null;

  @Property({ type: 'datetime', fieldName: 'answered_at', nullable: true })
  answeredAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

  /** The language mails to the submitter speak: the one of the page (or API call) they submitted from. */
  @Property({ type: 'text' })
  language: GuideLanguage = 'en-GB';

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** How the submitter chose to be credited with the event, and whether they were signed in as staff. */
  @Property({ type: JsonType, nullable: true })
  credit: SubmitterCredit | null = null;

  @Enum({ items: [...SUBMISSION_STATUSES], type: 'text' })
  status: SubmissionStatus = 'received';

  /** The event created from it, in the events service. */
  @Property({ type: 'uuid', nullable: true, fieldName: 'event_uuid' })
  eventUuid: string | null = null;

  /** Event fields the source did not provide. */
  @Property({ type: ArrayType, fieldName: 'missing_fields' })
  missingFields: string[] = [];

  /** Why processing failed, for people (`failure`) and programs (`failureReason`, e.g. `address`, `no_event`). */
  @Property({ type: 'text', nullable: true })
  failure: string | null = null;

  @Property({ type: 'text', nullable: true, fieldName: 'failure_reason' })
  failureReason: string | null = null;

  /** SHA-256 of the one-time edit token given to the submitter; the token itself is never stored. */
  @Property({ type: 'text', nullable: true, fieldName: 'edit_token_hash', hidden: true })
  editTokenHash: string | null = null;

  /** Processing attempts so far. */
  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', fieldName: 'updated_at', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
