import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { authenticated, SCOPES, userInputError } from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import { EventTransition } from '../entities/EventTransition.ts';
import type { EventsContext } from '../loaders.ts';

@Resolver()
export class VenueMergeResolver {
  @Authorized(SCOPES.admin)
  @Mutation(() => Int, {
    description:
      "Moves every event of one venue to another (the first half of merging a proposed venue, before the venues service's mergeVenue), " +
      'recording an edit on each. Answers how many moved; asked again, none. Administrators only.',
  })
  async moveVenueEvents(
    @Ctx() context: EventsContext,
    @Arg('fromVenueId', () => Int) fromVenueId: number,
    @Arg('toVenueId', () => Int) toVenueId: number,
  ): Promise<number> {
    const caller = await authenticated(context);
    if (fromVenueId === toVenueId) throw userInputError('a venue cannot be merged into itself', 'toVenueId');
    return context.em.transactional(async (tx) => {
      const events = await tx.find(Event, { venueId: fromVenueId });
      for (const event of events) {
        event.venueId = toVenueId;
        tx.persist(
          Object.assign(new EventTransition(), {
            eventUuid: event.uuid,
            action: 'edit',
            fromStatus: event.status,
            toStatus: event.status,
            actor: caller.subject,
            actorRole: 'admin',
            message: 'venue merged',
            changes: { venueId: { from: fromVenueId, to: toVenueId } },
          }),
        );
      }
      return events.length;
    });
  }
}
