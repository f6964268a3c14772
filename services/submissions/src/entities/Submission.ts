import { randomUUID } from 'node:crypto';
import { ArrayType, JsonType } from '@mikro-orm/core';
import type { CreditFields } from '@local-events/contracts';

export type SubmitterCredit = CreditFields & { staff: boolean };
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const SUBMISSION_STATUSES = ['received', 'processing', 'completed', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** An event someone submitted by its source URL; stored before anything else happens to it. */
@Entity({ tableName: 'submission' })
export class Submission {
  @PrimaryKey({ type: 'uuid' })
  uuid: string = randomUUID();

  @Property({ type: 'text', fieldName: 'source_url' })
  sourceUrl!: string;

  /** The URL with case, default ports, fragments and tracking parameters removed: what duplicates are found by. */
  @Property({ type: 'text', fieldName: 'normalized_url' })
  normalizedUrl!: string;

  @Property({ type: 'text', nullable: true })
  email: string | null = null;

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
