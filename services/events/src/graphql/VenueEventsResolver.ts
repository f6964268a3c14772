import { Event } from '../entities/Event.ts';
import { Args, ArgsType, Ctx, Field, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Bounded } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { cancelledEvents } from '../published-events.ts';
import { VenueRef } from './references-types.ts';

const MAX_UPCOMING = 100;

/**
 * How many of a venue's events. Declared as an argument type so that its bounds reach the SDL, where the gateway and
 * this subgraph check them before anything runs (a directive on a field resolver's own parameter does not).
 */
@ArgsType()
class VenueEventsLimit {
  @Field(() => Int, { defaultValue: 20 })
  @Bounded({ min: 1, max: MAX_UPCOMING })
  limit!: number;
}

@Resolver(() => VenueRef)
export class VenueEventsResolver {
  @FieldResolver(() => [Event], { description: 'Published events at this venue that have not started yet, soonest first.' })
  async upcomingEvents(
    @Root() venue: VenueRef,
    @Ctx() { loaders }: EventsContext,
    @Args(() => VenueEventsLimit) { limit }: VenueEventsLimit,
  ): Promise<Event[]> {
    return await loaders.upcoming(limit).load(venue.id);
  }

  @FieldResolver(() => [Event], {
    description: 'Cancelled events at this venue that have not started yet, soonest first: for its calendar feed (STATUS:CANCELLED).',
  })
  async cancelledEvents(
    @Root() venue: VenueRef,
    @Ctx() { db }: EventsContext,
    @Args(() => VenueEventsLimit) { limit }: VenueEventsLimit,
  ): Promise<Event[]> {
    return cancelledEvents(db, { venueId: venue.id }, { start: new Date(), end: new Date(Date.now() + YEAR_MS) }, limit);
  }
}

const YEAR_MS = 366 * 86_400_000;
