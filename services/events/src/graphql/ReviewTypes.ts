import { Event } from '../entities/Event.ts';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { givenFields, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import type { EventTransition } from '../entities/EventTransition.ts';
import type { EventAction, EventStatus } from '../lifecycle.ts';
import { EventActionEnum, EventStatusEnum } from './enums.ts';
import { EventContentInput } from './EventContentInput.ts';

@ObjectType('EventReview', { description: 'An event as its reviewers see it, with the actions the caller may take now.' })
export class EventReviewType {
  @Field(() => Event)
  event!: Event;

  @Field(() => [EventActionEnum])
  actions!: EventAction[];

  @Field(() => Boolean, { description: 'True when this answers a retry with the same idempotency key.' })
  replayed!: boolean;
}

@ObjectType('EventTransition', { description: 'Something that happened to an event: who, when, what.' })
export class EventTransitionType {
  @Field(() => String, { description: 'create, or one of the EventAction values.' })
  action!: string;

  @Field(() => EventStatusEnum)
  fromStatus!: EventStatus;

  @Field(() => EventStatusEnum)
  toStatus!: EventStatus;

  @Field(() => String, { description: 'The token subject, or venue-token:<id>.' })
  actor!: string;

  @Field(() => String, { description: 'reviewer, admin or venue_manager.' })
  actorRole!: string;

  @Field(() => String, { nullable: true })
  message!: string | null;

  @Field(() => GraphQLJSONObject, { description: 'Field -> { from, to } for what the action changed.' })
  changes!: Record<string, unknown>;

  @Field(() => Date)
  at!: Date;
}

export const toTransitionType = (row: EventTransition): EventTransitionType =>
  Object.assign(new EventTransitionType(), {
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: row.actor,
    actorRole: row.actorRole,
    message: row.message,
    changes: row.changes,
    at: row.at,
  });

@InputType('EventChangesInput', { description: 'Fields to change; absent fields stay, null clears an optional one.' })
export class EventChangesInput extends EventContentInput {
  @Field(() => String, { nullable: true, description: "IANA time zone; give it with zoneId when the zone's differs" })
  @Bounded(BOUNDS.timezone)
  timezone?: string;

  @Field(() => Int, { nullable: true })
  @Bounded(BOUNDS.id)
  venueId?: number | null;

  @Field(() => Int, { nullable: true })
  @Bounded(BOUNDS.id)
  zoneId?: number | null;
}

@InputType('ReviewEventInput')
export class ReviewEventInput {
  @Field(() => EventActionEnum)
  action!: EventAction;

  @Field(() => String, { nullable: true, description: 'Required for request_more_info: what the submitter should add.' })
  @Bounded(BOUNDS.message)
  message?: string;

  @Field(() => EventChangesInput, { nullable: true, description: 'Required for edit, refused otherwise.' })
  changes?: EventChangesInput;

  @Field(() => Boolean, {
    nullable: true,
    description: "Takes the submitter's chosen credit (`spottedBy`) off the event, with any action: a reviewer's say on what it shows.",
  })
  withoutCredit?: boolean | null;
}

/** The changes given, as a plain object. */
export const changesOf = <T extends EventContentInput>(input: T | undefined) => (input ? givenFields(input) : undefined);
