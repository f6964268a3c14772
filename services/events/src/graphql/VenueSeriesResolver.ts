import { LockMode } from '@mikro-orm/core';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Bounded, BOUNDS, notFoundError, userInputError, uuidArgument } from '@local-events/platform/subgraph';
import { InvalidChanges, validateChanges } from '../changes.ts';
import { Event } from '../entities/Event.ts';
import { EventSeries } from '../entities/EventSeries.ts';
import type { EventsContext } from '../loaders.ts';
import { parseRule, RECURRENCE_LIMITS } from '../recurrence.ts';
import { editSeries, localStartOf } from '../series.ts';
import { managedVenue } from '../venue-access.ts';
import { EventRecurrence, recurrenceOf } from './EventRecurrence.ts';
import { changesOf, EventChangesInput } from './ReviewTypes.ts';
import { withRule } from './VenueAdminResolver.ts';

@ObjectType('VenueEventSeries', { description: 'A repeating event of a venue: how it repeats, and its occurrences in every status.' })
class VenueEventSeries {
  @Field(() => String)
  uuid!: string;

  @Field(() => EventRecurrence)
  recurrence!: EventRecurrence;

  @Field(() => [Event], { description: 'Its occurrences by start time, past ones included.' })
  events!: Event[];

  @Field(() => Int, { nullable: true, description: 'How many occurrences the last change created, changed and cancelled.' })
  created?: number;

  @Field(() => Int, { nullable: true })
  updated?: number;

  @Field(() => Int, { nullable: true })
  cancelled?: number;
}

const PLACEMENT = ['venueId', 'zoneId', 'timezone'] as const;

async function seriesOfVenue(context: EventsContext, venueId: number, uuid: string): Promise<EventSeries> {
  const series = await context.em.findOne(EventSeries, { uuid: uuidArgument(uuid) });
  if (!series || series.template.venueId !== venueId) throw notFoundError(`The venue has no series ${uuid}.`);
  return series;
}

async function view(context: EventsContext, series: EventSeries, counts: Partial<VenueEventSeries> = {}): Promise<VenueEventSeries> {
  const events = await context.em.find(Event, { seriesUuid: series.uuid }, { orderBy: { startTime: 'asc' }, limit: 1000 });
  return Object.assign(new VenueEventSeries(), { uuid: series.uuid, recurrence: recurrenceOf(series), events, ...counts });
}

/** A venue's repeating events as series: read one, and change it with every occurrence not changed on its own. */
@Resolver()
export class VenueSeriesResolver {
  @Query(() => VenueEventSeries, { description: 'A repeating event of the venue.' })
  async venueEventSeries(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<VenueEventSeries> {
    const venue = await managedVenue(context, venueSlug);
    return view(context, await seriesOfVenue(context, venue.venueId, uuid));
  }

  @Mutation(() => VenueEventSeries, {
    description:
      'Changes a repeating event: what it says, its times or its rule. Occurrences from today on follow, but for those changed or ' +
      'cancelled on their own; dates the rule no longer gives are cancelled.',
  })
  async updateVenueEventSeries(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('changes', () => EventChangesInput, { nullable: true }) changes?: EventChangesInput | null,
    @Arg('recurrence', () => String, { nullable: true }) @Bounded({ maxLength: RECURRENCE_LIMITS.ruleLength + 6 }) recurrence?:
      | string
      | null,
    @Arg('excludedDates', () => [String], { nullable: true })
    @Bounded({ maxItems: RECURRENCE_LIMITS.excludedDates, ...BOUNDS.date })
    excludedDates?: string[] | null,
  ): Promise<VenueEventSeries> {
    const { startTime, endTime, ...content } = changesOf(changes ?? undefined) ?? {};
    const moved = PLACEMENT.find((field) => content[field] !== undefined);
    if (moved) throw userInputError(`${moved} cannot be changed here: a series stays at its venue`, moved);
    if (!Object.keys(content).length && startTime === undefined && endTime === undefined && !recurrence && !excludedDates)
      throw userInputError('the changes change nothing', 'changes');
    const venue = await managedVenue(context, venueSlug);
    const series = await seriesOfVenue(context, venue.venueId, uuid);
    const problems = validateChanges({ startTime: startTime ?? new Date(), endTime: null }, { ...content, startTime, endTime });
    if (problems.length) throw userInputError(new InvalidChanges(problems).message, problems[0]!.field);
    const localStart = startTime ? localStartOf(startTime, series.timezone) : series.localStart;
    const rule =
      recurrence || excludedDates
        ? await withRule(async () =>
            parseRule(recurrence ?? series.rule, excludedDates ?? series.excludedDates, { localStart, timezone: series.timezone }),
          )
        : undefined;
    const { edited, result } = await withRule(() =>
      context.em.transactional(async (tx) => {
        // One change of a series at a time: each reconciles from what the one before left.
        const edited = await tx.findOneOrFail(EventSeries, { uuid: series.uuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        return { edited, result: await editSeries(tx, edited, { content, startTime, endTime, rule }, venue.actor) };
      }),
    );
    return view(context, edited, { created: result.created.length, updated: result.updated, cancelled: result.cancelled });
  }
}
