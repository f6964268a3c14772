import { Args, ArgsType, Authorized, Ctx, Directive, Field, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import {
  authenticated,
  Bounded,
  BOUNDS,
  controlCharactersMessage,
  hasControlCharacters,
  isUuid,
  SCOPES,
  userInputError,
} from '@local-events/platform/subgraph';
import { actionsFor } from '../lifecycle.ts';
import type { EventsContext } from '../loaders.ts';
import { decodeInstantCursor, encodeCursor } from '../cursor.ts';
import {
  orderKey,
  possibleDuplicates,
  QUEUE_ORDERS,
  QUEUE_PAGE,
  QUEUE_STATUSES,
  queueCounts,
  queuePage,
  type QueueStatus,
} from '../review-queue.ts';
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

  @Field(() => String, { nullable: true, description: 'Words of the title, the description or the name of the place.' })
  @Bounded({ maxLength: 200 })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'Only the events of this followed source.' })
  @Bounded(BOUNDS.uuid)
  sourceId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only the events of one submitter, as their history names them (`submitter:<uuid>`).',
  })
  @Bounded({ maxLength: 50 })
  submitter?: string | null;

  @Field(() => String, {
    defaultValue: 'oldest',
    description: `${QUEUE_ORDERS.join(', ')}: by when they entered review, or when they start.`,
  })
  @Bounded({ maxLength: 10 })
  order!: string;
}

const SUBMITTER = /^submitter:[0-9a-f-]{36}$/i;

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
  const order = QUEUE_ORDERS.find((known) => known === args.order);
  if (!order) throw userInputError(`order must be one of ${QUEUE_ORDERS.join(', ')}`, 'order');
  if (args.sourceId && !isUuid(args.sourceId)) throw userInputError('sourceId must be a uuid', 'sourceId');
  if (args.submitter && !SUBMITTER.test(args.submitter)) throw userInputError('submitter must be submitter:<uuid>', 'submitter');
  if (args.q && hasControlCharacters(args.q)) throw userInputError(`q ${controlCharactersMessage()}`, 'q');

  const question = {
    statuses: statuses as QueueStatus[],
    zoneIds,
    after,
    limit: args.limit,
    order,
    q: args.q,
    sourceId: args.sourceId,
    submitter: args.submitter?.toLowerCase(),
  };
  const [page, counts] = await Promise.all([queuePage(context.db, question), queueCounts(context.db, zoneIds)]);
  const duplicates = await possibleDuplicates(
    context.db,
    page.events.map((event) => event.uuid),
  );
  const edges = page.events.map((event) => ({
    cursor: encodeCursor([orderKey(event, order).toISOString(), event.uuid]),
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
