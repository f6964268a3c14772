import { LockMode } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { userInputError } from '@local-events/platform/subgraph';
import type { Actor } from '../act-on-event.ts';
import { InvalidChanges, validateChanges } from '../changes.ts';
import { Event } from '../entities/Event.ts';
import { EventSeries } from '../entities/EventSeries.ts';
import type { EventsContext } from '../loaders.ts';
import { parseRule } from '../recurrence.ts';
import { editSeries, localStartOf, type Reconciled } from '../series.ts';
import { EventRecurrence, recurrenceOf } from './EventRecurrence.ts';
import { changesOf, type EventChangesInput } from './ReviewTypes.ts';
import { withRule } from './recurrence-arguments.ts';

@ObjectType('EventSeries', { description: 'A repeating event: how it repeats, and its occurrences in every status.' })
export class EventSeriesView {
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

export async function seriesView(context: EventsContext, series: EventSeries, result?: Reconciled): Promise<EventSeriesView> {
  const events = await context.em.find(Event, { seriesUuid: series.uuid }, { orderBy: { startTime: 'asc' }, limit: 1000 });
  const counts = result ? { created: result.created.length, updated: result.updated, cancelled: result.cancelled } : {};
  return Object.assign(new EventSeriesView(), { uuid: series.uuid, recurrence: recurrenceOf(series), events, ...counts });
}

/** What a change of a whole series may say: new content or times, a new rule, new skipped dates. */
export interface SeriesChangeRequest {
  changes?: EventChangesInput | null;
  recurrence?: string | null;
  excludedDates?: string[] | null;
}

/** Where a series is: it stays there (to move one, end it and start another). */
const PLACEMENT = ['venueId', 'zoneId', 'timezone'] as const;

/**
 * Changes a series and its occurrences from today on but for those changed on their own, checked as one event's
 * changes are; what a venue manager's and a reviewer's edit of a series both do.
 */
export async function changeSeries(
  context: EventsContext,
  series: EventSeries,
  request: SeriesChangeRequest,
  actor: Actor,
): Promise<EventSeriesView> {
  const { startTime, endTime, ...content } = changesOf(request.changes ?? undefined) ?? {};
  const moved = PLACEMENT.find((field) => content[field] !== undefined);
  if (moved) throw userInputError(`${moved} cannot be changed here: a series stays where it is`, moved);
  const { recurrence, excludedDates } = request;
  if (!Object.keys(content).length && startTime === undefined && endTime === undefined && !recurrence && !excludedDates)
    throw userInputError('the changes change nothing', 'changes');
  const problems = validateChanges({ startTime: startTime ?? new Date(), endTime: null }, { ...content, startTime, endTime });
  if (problems.length) throw userInputError(new InvalidChanges(problems).message, problems[0]!.field);
  const { edited, result } = await withRule(() =>
    context.em.transactional(async (tx) => {
      // One change of a series at a time: each reconciles from, and reads the rule it keeps from, what the one before left.
      const edited = await tx.findOneOrFail(EventSeries, { uuid: series.uuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const localStart = startTime ? localStartOf(startTime, edited.timezone) : edited.localStart;
      const rule =
        recurrence || excludedDates
          ? parseRule(recurrence ?? edited.rule, excludedDates ?? edited.excludedDates, { localStart, timezone: edited.timezone })
          : undefined;
      return { edited, result: await editSeries(tx, edited, { content, startTime, endTime, rule }, actor) };
    }),
  );
  return seriesView(context, edited, result);
}
