import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { Event } from '../entities/Event.ts';
import type { EventSeries } from '../entities/EventSeries.ts';
import type { EventsContext } from '../loaders.ts';
import { describeRule } from '../recurrence.ts';

@ObjectType('EventRecurrence', { description: 'How a repeating event repeats: the rule of its series, in RFC 5545 and in words.' })
export class EventRecurrence {
  @Field(() => String, { description: 'RFC 5545 RRULE, e.g. `RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270316T235959` (UNTIL in local time).' })
  rule!: string;

  @Field(() => [String], { description: 'Local dates (YYYY-MM-DD) the rule skips.' })
  excludedDates!: string[];

  @Field(() => String, { description: 'The rule in words, e.g. "every week on Tuesday until March 16, 2027".' })
  text!: string;
}

export const recurrenceOf = (series: EventSeries): EventRecurrence =>
  Object.assign(new EventRecurrence(), {
    rule: `RRULE:${series.rule}`,
    excludedDates: series.excludedDates,
    text: describeRule(series.rule),
  });

@Resolver(() => Event)
export class EventRecurrenceResolver {
  @FieldResolver(() => EventRecurrence, { nullable: true, description: 'For an occurrence of a repeating event, how its series repeats.' })
  async recurrence(@Root() event: Event, @Ctx() context: EventsContext): Promise<EventRecurrence | null> {
    if (!event.seriesUuid) return null;
    const series = await context.loaders.series.load(event.seriesUuid);
    return series ? recurrenceOf(series) : null;
  }
}
