import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import {
  authenticated,
  notFoundError,
  passingOnRefusals,
  SCOPES,
  venueMergeError,
  venueMergeRefusal,
  Bounded,
  BOUNDS,
} from '@local-events/platform/subgraph';
import { Event } from '../entities/Event.ts';
import { recordTransition } from '../record-transition.ts';
import { VenuesToMergeDocument } from '../generated/operations.ts';
import type { EventsContext } from '../loaders.ts';

@Resolver()
export class VenueMergeResolver {
  @Authorized(SCOPES.admin)
  @Mutation(() => Int, {
    description:
      "Moves every event of a proposed venue to the venue it is merged into (the first half of a merge, before the venues service's " +
      'mergeVenue), recording an edit on each; refused as mergeVenue would refuse the pair. Answers how many moved; asked again, none. ' +
      'Administrators only.',
  })
  async moveVenueEvents(
    @Ctx() context: EventsContext,
    @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string,
    @Arg('into', () => String) @Bounded(BOUNDS.slug) into: string,
  ): Promise<number> {
    const caller = await authenticated(context);
    const { proposed, target } = await passingOnRefusals(() => context.gateway.request(VenuesToMergeDocument, { slug, into }, context));
    if (!proposed || !target) throw notFoundError(`No venue has the slug "${proposed ? into : slug}".`);
    const refusal = venueMergeRefusal(proposed, target);
    if (refusal) throw venueMergeError(refusal);
    return context.em.transactional(async (tx) => {
      const events = await tx.find(Event, { venueId: proposed.id });
      for (const event of events) {
        event.venueId = target.id;
        recordTransition(tx, event, { id: caller.subject, role: 'admin' }, 'edit', event.status, {
          message: 'venue merged',
          changes: { venueId: { from: proposed.id, to: target.id } },
        });
      }
      return events.length;
    });
  }
}
