import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  authenticated,
  idempotencyKeyArgument,
  runIdempotently,
  uuidArgument,
  SCOPES,
  type Caller,
  Bounded,
  BOUNDS,
} from '@local-events/platform/subgraph';
import { actOnEvent, type Actor } from '../act-on-event.ts';
import { rejectSeriesOfSubmitted } from '../submitted-series.ts';
import { Event } from '../entities/Event.ts';
import { EventTransition } from '../entities/EventTransition.ts';
import { actionsFor } from '../lifecycle.ts';
import { NOTIFY_SUBMITTER, type SubmitterNotice } from '../notify-submitter.ts';
import type { EventsContext } from '../loaders.ts';
import { withoutCredit } from '../spotted-by.ts';
import { changesOf, EventReviewType, EventTransitionType, ReviewEventInput, toTransitionType } from './ReviewTypes.ts';

export const reviewerOf = (caller: Caller): Actor => ({ id: caller.subject, role: caller.scopes.has(SCOPES.admin) ? 'admin' : 'reviewer' });

const review = (event: Event, actor: Actor, replayed = false) =>
  Object.assign(new EventReviewType(), { event: event, actions: actionsFor(event.status, actor.role), replayed });

@Resolver()
export class ReviewResolver {
  @Authorized(SCOPES.review, SCOPES.admin)
  @Query(() => EventReviewType, { nullable: true, description: 'Any event, whatever its status, with the actions the caller may take.' })
  async eventReview(
    @Ctx() context: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<EventReviewType | null> {
    const actor = reviewerOf(await authenticated(context));
    const event = await context.em.findOne(Event, { uuid: uuidArgument(uuid) });
    return event ? review(event, actor) : null;
  }

  @Authorized(SCOPES.review, SCOPES.admin)
  @Mutation(() => EventReviewType, {
    description:
      'Approve, edit, ask for more information or (administrators) reject. CONFLICT when the action is not offered. With an ' +
      'idempotency key, a retry answers the event as it is now with replayed: true instead of acting twice.',
  })
  async reviewEvent(
    @Ctx() context: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('input', () => ReviewEventInput) input: ReviewEventInput,
    @Arg('idempotencyKey', () => String, { nullable: true }) @Bounded(BOUNDS.idempotencyKey) idempotencyKey?: string | null,
  ): Promise<EventReviewType> {
    const caller = await authenticated(context);
    const actor = reviewerOf(caller);
    const eventUuid = uuidArgument(uuid);
    const { result, replayed } = await runIdempotently(
      context.em,
      {
        scope: `review_event:${caller.subject}`,
        key: idempotencyKeyArgument(idempotencyKey),
        request: { uuid: eventUuid, input: { ...input } },
      },
      {
        run: async () => {
          const event = await actOnEvent(
            context.em,
            eventUuid,
            actor,
            { action: input.action, message: input.message, changes: changesOf(input.changes) },
            {
              alsoInTransaction: async (tx, row) => {
                if (input.withoutCredit && row.creditKind === 'person') Object.assign(row, withoutCredit());
                if (input.action === 'reject') await rejectSeriesOfSubmitted(tx, row, actor, input.message?.trim() || null);
                if (input.action !== 'request_more_info' || !row.submissionUuid) return;
                const notice: SubmitterNotice = {
                  submissionUuid: row.submissionUuid,
                  eventTitle: row.title,
                  message: input.message!.trim(),
                };
                await context.jobs.send(NOTIFY_SUBMITTER, notice, { em: tx });
              },
            },
          );
          return { result: event, stored: { uuid: event.uuid } };
        },
        replay: async (stored) => context.em.fork().findOneOrFail(Event, { uuid: stored.uuid }),
      },
    );
    return review(result, actor, replayed);
  }
}

@Resolver(() => Event)
export class EventTransitionsResolver {
  @Authorized(SCOPES.review, SCOPES.admin)
  @FieldResolver(() => [EventTransitionType], { description: 'Everything that happened to the event, oldest first. Reviewers only.' })
  async transitions(@Root() event: Event, @Ctx() { em }: EventsContext): Promise<EventTransitionType[]> {
    const rows = await em.find(EventTransition, { eventUuid: event.uuid }, { orderBy: { at: 'asc', id: 'asc' } });
    return rows.map(toTransitionType);
  }
}
