import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Bounded, BOUNDS, notFoundError, uuidArgument } from '@local-events/platform/subgraph';
import { EventSeries } from '../entities/EventSeries.ts';
import type { EventsContext } from '../loaders.ts';
import { managedVenue } from '../venue-access.ts';
import { changeSeries, EventSeriesView, seriesView } from './EventSeriesView.ts';
import { EventChangesInput } from './ReviewTypes.ts';
import { EXCLUDED_DATES, RULE } from './recurrence-arguments.ts';

async function seriesOfVenue(context: EventsContext, venueId: number, uuid: string): Promise<EventSeries> {
  const series = await context.em.findOne(EventSeries, { uuid: uuidArgument(uuid) });
  if (!series || series.template.venueId !== venueId) throw notFoundError(`The venue has no series ${uuid}.`);
  return series;
}

/** A venue's repeating events as series: read one, and change it with every occurrence not changed on its own. */
@Resolver()
export class VenueSeriesResolver {
  @Query(() => EventSeriesView, { description: 'A repeating event of the venue.' })
  async venueEventSeries(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<EventSeriesView> {
    const venue = await managedVenue(context, venueSlug);
    return seriesView(context, await seriesOfVenue(context, venue.venueId, uuid));
  }

  @Mutation(() => EventSeriesView, {
    description:
      'Changes a repeating event: what it says, its times or its rule. Occurrences from today on follow, but for those changed or ' +
      'cancelled on their own; dates the rule no longer gives are cancelled.',
  })
  async updateVenueEventSeries(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('changes', () => EventChangesInput, { nullable: true }) changes?: EventChangesInput | null,
    @Arg('recurrence', () => String, { nullable: true }) @Bounded(RULE) recurrence?: string | null,
    @Arg('excludedDates', () => [String], { nullable: true }) @Bounded(EXCLUDED_DATES) excludedDates?: string[] | null,
  ): Promise<EventSeriesView> {
    const venue = await managedVenue(context, venueSlug);
    const series = await seriesOfVenue(context, venue.venueId, uuid);
    return changeSeries(context, series, { changes, recurrence, excludedDates }, venue.actor);
  }
}
