import { Event } from '../entities/Event.ts';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { EventsContext } from '../loaders.ts';
import { VenueRef } from './references-types.ts';

@Resolver(() => Event)
export class EventVenueResolver {
  /** The event's venue with the name this service keeps of it (venue-names.ts); null for a venue that no longer exists. */
  @FieldResolver(() => VenueRef, { nullable: true })
  async venue(@Root() event: Event, @Ctx() { loaders }: EventsContext): Promise<VenueRef | null> {
    if (!event.venue) return null;
    const name = await loaders.venueName.load(event.venue.id);
    return name === null ? null : Object.assign(new VenueRef(), { id: event.venue.id, name });
  }
}
