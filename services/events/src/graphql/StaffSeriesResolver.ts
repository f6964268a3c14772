import { LockMode } from '@mikro-orm/core';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { authenticated, Bounded, BOUNDS, conflictError, notFoundError, SCOPES, uuidArgument } from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import { EventSeries } from '../entities/EventSeries.ts';
import type { EventsContext } from '../loaders.ts';
import { approveSeries, localStartOf, rejectSeries, repeatEvent } from '../series.ts';
import { parseRule } from '../recurrence.ts';
import { changeSeries, EventSeriesView, seriesView } from './EventSeriesView.ts';
import { type SeriesReviewAction, SeriesReviewActionEnum } from './enums.ts';
import { reviewerOf } from './ReviewResolver.ts';
import { EventChangesInput } from './ReviewTypes.ts';
import { EXCLUDED_DATES, RULE, withRule } from './recurrence-arguments.ts';

async function seriesOrNotFound(context: EventsContext, uuid: string): Promise<EventSeries> {
  const series = await context.em.findOne(EventSeries, { uuid: uuidArgument(uuid) });
  if (!series) throw notFoundError(`No series has the uuid ${uuid}.`);
  return series;
}

/** Statuses an event may start repeating from: in the guide, or waiting for a reviewer. */
const REPEATABLE = new Set(['published', 'ready_for_review']);

/** Reviewers and administrators on any repeating event: read it, change it, publish it, and make one event repeat. */
@Resolver()
export class StaffSeriesResolver {
  @Authorized(SCOPES.review, SCOPES.admin)
  @Query(() => EventSeriesView, { nullable: true, description: 'Any repeating event, with its occurrences in every status.' })
  async eventSeries(
    @Ctx() context: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<EventSeriesView | null> {
    const series = await context.em.findOne(EventSeries, { uuid: uuidArgument(uuid) });
    return series ? seriesView(context, series) : null;
  }

  @Authorized(SCOPES.review, SCOPES.admin)
  @Mutation(() => EventSeriesView, {
    description:
      'Changes any repeating event: what it says, its times or its rule (it stays at its place). Occurrences from today on follow, ' +
      'but for those changed or cancelled on their own; dates the rule no longer gives are cancelled.',
  })
  async updateEventSeries(
    @Ctx() context: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('changes', () => EventChangesInput, { nullable: true }) changes?: EventChangesInput | null,
    @Arg('recurrence', () => String, { nullable: true }) @Bounded(RULE) recurrence?: string | null,
    @Arg('excludedDates', () => [String], { nullable: true }) @Bounded(EXCLUDED_DATES) excludedDates?: string[] | null,
  ): Promise<EventSeriesView> {
    const actor = reviewerOf(await authenticated(context));
    const series = await seriesOrNotFound(context, uuid);
    return changeSeries(context, series, { changes, recurrence, excludedDates }, actor);
  }

  @Authorized(SCOPES.review, SCOPES.admin)
  @Mutation(() => EventSeriesView, {
    description:
      'Reviews a repeating event waiting for review (from a followed source under review, a submitted page, or made to repeat while ' +
      'it waited) as a whole. approve publishes its waiting dates from now on (those changed on their own too) and from then on ' +
      'its dates for a year ahead; `updated` counts those published. reject (administrators) rejects every waiting date and ends ' +
      'the series; `message` is kept with each. CONFLICT for a series already published, or reject asked by a reviewer.',
  })
  async reviewEventSeries(
    @Ctx() context: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('action', () => SeriesReviewActionEnum) action: SeriesReviewAction,
    @Arg('message', () => String, { nullable: true }) @Bounded({ maxLength: 2000 }) message?: string | null,
  ): Promise<EventSeriesView> {
    const actor = reviewerOf(await authenticated(context));
    if (action === 'reject' && actor.role !== 'admin')
      throw conflictError('Rejecting a whole series is for administrators.', { actions: ['approve'] });
    const { uuid: seriesUuid } = await seriesOrNotFound(context, uuid);
    const { series, result } = await context.em.transactional(async (tx) => {
      const series = await tx.findOneOrFail(EventSeries, { uuid: seriesUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (series.occurrenceStatus !== 'ready_for_review')
        throw conflictError('The series is published: change it, or cancel its dates one by one.', { actions: [] });
      if (action === 'approve') {
        const approved = await approveSeries(tx, series, actor);
        if (!approved) throw conflictError('No date of the series waits for review.', { actions: [] });
        return { series, result: approved };
      }
      const rejected = await rejectSeries(tx, series, actor, message?.trim() || null);
      return { series, result: { created: [], updated: rejected, cancelled: 0 } };
    });
    return seriesView(context, series, result);
  }

  @Authorized(SCOPES.review, SCOPES.admin)
  @Mutation(() => EventSeriesView, {
    description:
      'Makes one event repeat by an RFC 5545 rule (e.g. a submitted event that says "every Tuesday"): it becomes the occurrence ' +
      "of its own date, keeping its uuid, and the rule's other dates for a year ahead are added in its status (published, or " +
      "waiting for review). The rule must give the event's own date. CONFLICT for an event already repeating, from a followed " +
      'source (its feed says how it repeats), or in another status.',
  })
  async repeatEvent(
    @Ctx() context: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('recurrence', () => String) @Bounded(RULE) recurrence: string,
    @Arg('excludedDates', () => [String], { nullable: true }) @Bounded(EXCLUDED_DATES) excludedDates?: string[] | null,
  ): Promise<EventSeriesView> {
    const actor = reviewerOf(await authenticated(context));
    const eventUuid = uuidArgument(uuid);
    const { series, result } = await withRule(() =>
      context.em.transactional(async (tx) => {
        const event = await tx.findOne(Event, { uuid: eventUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!event) throw notFoundError(`No event has the uuid ${uuid}.`);
        if (event.seriesUuid)
          throw conflictError(`The event already repeats (series ${event.seriesUuid}).`, { seriesUuid: event.seriesUuid });
        if (event.sourceId) throw conflictError('The event comes from a followed source: its feed says how it repeats.');
        if (!REPEATABLE.has(event.status))
          throw conflictError(`Only a published event or one waiting for review can repeat; this one is ${event.status}.`, {
            status: event.status,
          });
        const rule = parseRule(recurrence, excludedDates ?? [], {
          localStart: localStartOf(event.startTime, event.timezone),
          timezone: event.timezone,
        });
        return repeatEvent(tx, event, rule, actor);
      }),
    );
    return seriesView(context, series, result);
  }
}
