import { LockMode } from '@mikro-orm/core';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { authenticated, Bounded, BOUNDS, conflictError, notFoundError, SCOPES, uuidArgument } from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import { EventSeries } from '../entities/EventSeries.ts';
import type { EventsContext } from '../loaders.ts';
import { localStartOf, approveSeries, repeatEvent } from '../series.ts';
import { parseRule } from '../recurrence.ts';
import { changeSeries, EventSeriesView, seriesView } from './EventSeriesView.ts';
import { reviewerOf } from './ReviewResolver.ts';
import { EventChangesInput } from './ReviewTypes.ts';
import { EXCLUDED_DATES, RULE, withRule } from './VenueAdminResolver.ts';

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
    await authenticated(context);
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
      'Publishes a repeating event waiting for review (from a followed source under review, or made to repeat while waiting): ' +
      'its waiting occurrences from now on but those changed on their own, and the dates added later. `updated` counts them.',
  })
  async approveEventSeries(
    @Ctx() context: EventsContext,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<EventSeriesView> {
    const actor = reviewerOf(await authenticated(context));
    const { uuid: seriesUuid } = await seriesOrNotFound(context, uuid);
    const { series, approved } = await context.em.transactional(async (tx) => {
      const series = await tx.findOneOrFail(EventSeries, { uuid: seriesUuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      return { series, approved: await approveSeries(tx, series, actor) };
    });
    return seriesView(context, series, { created: [], updated: approved, cancelled: 0 });
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
