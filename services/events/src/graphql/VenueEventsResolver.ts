import { Event } from '../entities/Event.ts';
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { userInputError, Bounded } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { cancelledEvents } from '../published-events.ts';
import { VenueRef } from './references-types.ts';

const MAX_UPCOMING = 100;

@Resolver(() => VenueRef)
export class VenueEventsResolver {
  @FieldResolver(() => [Event], { description: 'Published events at this venue that have not started yet, soonest first.' })
  async upcomingEvents(
    @Root() venue: VenueRef,
    @Ctx() { loaders }: EventsContext,
    @Arg('limit', () => Int, { defaultValue: 20 }) @Bounded({ min: 1, max: MAX_UPCOMING }) limit: number = 20,
  ): Promise<Event[]> {
    if (limit < 1 || limit > MAX_UPCOMING) throw userInputError(`limit must be between 1 and ${MAX_UPCOMING}`, 'limit');
    return await loaders.upcoming(limit).load(venue.id);
  }

  @FieldResolver(() => [Event], {
    description: 'Cancelled events at this venue that have not started yet, soonest first: for its calendar feed (STATUS:CANCELLED).',
  })
  async cancelledEvents(
    @Root() venue: VenueRef,
    @Ctx() { db }: EventsContext,
    @Arg('limit', () => Int, { defaultValue: 20 }) @Bounded({ min: 1, max: MAX_UPCOMING }) limit: number = 20,
  ): Promise<Event[]> {
    return cancelledEvents(db, { venueId: venue.id }, { start: new Date(), end: new Date(Date.now() + YEAR_MS) }, limit);
  }
}

const YEAR_MS = 366 * 86_400_000;
