import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { authenticated, Bounded, BOUNDS, SCOPES, userInputError, uuidArgument } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { REJECT_AT_ONCE, rejectPending } from '../reject-pending.ts';
import { reviewerOf } from './ReviewResolver.ts';

@Resolver()
export class RejectPendingResolver {
  @Authorized(SCOPES.admin)
  @Mutation(() => Int, {
    description:
      'Rejects every event still waiting for review of one followed source (`sourceId`) or of some submissions (`submissionUuids`, ' +
      `those of one submitter): spam and mistakes at scale. At most ${REJECT_AT_ONCE} at once; answers how many. Administrators.`,
  })
  async rejectPendingEvents(
    @Ctx() context: EventsContext,
    @Arg('sourceId', () => String, { nullable: true }) @Bounded(BOUNDS.uuid) sourceId?: string | null,
    @Arg('submissionUuids', () => [String], { nullable: true })
    @Bounded({ maxItems: REJECT_AT_ONCE, ...BOUNDS.uuid })
    submissionUuids?: string[] | null,
    @Arg('message', () => String, { nullable: true }) @Bounded(BOUNDS.message) message?: string | null,
  ): Promise<number> {
    if (Boolean(sourceId) === Boolean(submissionUuids)) throw userInputError('give sourceId or submissionUuids, not both', 'sourceId');
    const actor = reviewerOf(await authenticated(context));
    const of = sourceId
      ? { sourceId: uuidArgument(sourceId, 'sourceId') }
      : { submissionUuids: submissionUuids!.map((uuid) => uuidArgument(uuid, 'submissionUuids')) };
    return context.em.transactional((tx) => rejectPending(tx, of, actor, message?.trim() || null));
  }
}
