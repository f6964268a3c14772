import { Event } from '../entities/Event.ts';
import { Ctx, Directive, FieldResolver, Resolver, Root } from 'type-graphql';
import type { EventsContext } from '../loaders.ts';
import { VenueRef } from './references-types.ts';

@Resolver(() => Event)
export class EventVenueResolver {
  /** The event's venue with the name this service keeps of it (venue-names.ts); null for a venue that no longer exists. */
  @Directive('@provides(fields: "name")')
  @FieldResolver(() => VenueRef, { nullable: true })
  async venue(@Root() event: Event, @Ctx() { loaders }: EventsContext): Promise<VenueRef | null> {
    if (event.venueId === null) return null;
    const name = await loaders.venueName.load(event.venueId);
    return name === null ? null : Object.assign(new VenueRef(), { id: event.venueId, name });
  }
}
