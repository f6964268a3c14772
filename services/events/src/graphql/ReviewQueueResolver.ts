import { Args, ArgsType, Authorized, Ctx, Directive, Field, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { authenticated, SCOPES, userInputError, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { actionsFor } from '../lifecycle.ts';
import type { EventsContext } from '../loaders.ts';
import { decodeInstantCursor, encodeCursor } from '../cursor.ts';
import { possibleDuplicates, QUEUE_PAGE, QUEUE_STATUSES, queueCounts, queuePage, type QueueStatus } from '../review-queue.ts';
import { EventStatusEnum } from './enums.ts';
import { LocationRef } from './references-types.ts';
import { reviewerOf } from './ReviewResolver.ts';
import { ReviewQueueType } from './ReviewQueueTypes.ts';

const QUEUE_DESCRIPTION =
  `Events awaiting review (${QUEUE_STATUSES.join(', ')}), oldest first. \`status\` narrows to some of those; \`limit\` ` +
  `is ${QUEUE_PAGE.default} by default, at most ${QUEUE_PAGE.max}; \`after\` is a cursor from an earlier page. Reviewers and administrators.`;

/** Which page of the queue: the same arguments at the root and on a Location. */
@ArgsType()
export class QueueArguments {
  @Field(() => [EventStatusEnum], { nullable: true })
  @Bounded({ maxItems: QUEUE_STATUSES.length })
  status?: string[] | null;

  @Field(() => Int, { defaultValue: QUEUE_PAGE.default })
  @Bounded({ min: 1, max: QUEUE_PAGE.max })
  limit!: number;

  @Field(() => String, { nullable: true })
  @Bounded(BOUNDS.cursor)
  after?: string | null;
}

async function reviewQueue(context: EventsContext, args: QueueArguments, zoneIds?: number[]): Promise<ReviewQueueType> {
  const actor = reviewerOf(await authenticated(context));
  const statuses = args.status?.length ? [...new Set(args.status)] : QUEUE_STATUSES;
  const outside = statuses.find((status) => !(QUEUE_STATUSES as readonly string[]).includes(status));
  if (outside)
    throw userInputError(`status must be one of ${QUEUE_STATUSES.join(', ')}; ${outside} events are not awaiting review`, 'status');
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > QUEUE_PAGE.max)
    throw userInputError(`limit must be between 1 and ${QUEUE_PAGE.max}`, 'limit');
  const after = args.after ? decodeInstantCursor(args.after) : null;
  if (args.after && !after) throw userInputError('after is not a cursor this queue gave', 'after');

  const [page, counts] = await Promise.all([
    queuePage(context.db, { statuses: statuses as QueueStatus[], zoneIds, after, limit: args.limit }),
    queueCounts(context.db, zoneIds),
  ]);
  const duplicates = await possibleDuplicates(
    context.db,
    page.events.map((event) => event.uuid),
  );
  const edges = page.events.map((event) => ({
    cursor: encodeCursor([event.createdAt.toISOString(), event.uuid]),
    node: {
      event: event,
      submittedAt: event.createdAt,
      possibleDuplicates: duplicates.get(event.uuid) ?? [],
      actions: actionsFor(event.status, actor.role),
    },
  }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    counts,
  };
}

@Resolver()
export class ReviewQueueResolver {
  @Authorized(SCOPES.review, SCOPES.admin)
  @Query(() => ReviewQueueType, { description: QUEUE_DESCRIPTION })
  async reviewQueue(@Ctx() context: EventsContext, @Args(() => QueueArguments) args: QueueArguments): Promise<ReviewQueueType> {
    return reviewQueue(context, args);
  }
}

@Resolver(() => LocationRef)
export class LocationReviewQueueResolver {
  @Authorized(SCOPES.review, SCOPES.admin)
  @Directive('@requires(fields: "zoneIds")')
  @FieldResolver(() => ReviewQueueType, { description: `${QUEUE_DESCRIPTION} This zone and its neighbourhoods only.` })
  async reviewQueue(
    @Root() location: LocationRef,
    @Ctx() context: EventsContext,
    @Args(() => QueueArguments) args: QueueArguments,
  ): Promise<ReviewQueueType> {
    return reviewQueue(context, args, location.zoneIds);
  }
}
