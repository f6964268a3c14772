import { Event } from '../entities/Event.ts';
import { Field, Int, ObjectType } from 'type-graphql';
import type { EventAction } from '../lifecycle.ts';
import { EventActionEnum } from './enums.ts';
import { PageInfoType } from './PageInfo.ts';

@ObjectType('ReviewQueueItem', { description: 'An event awaiting review, with what a reviewer decides from.' })
export class ReviewQueueItemType {
  @Field(() => Event)
  event!: Event;

  @Field(() => Date, { description: 'When the event entered review (its submission was processed).' })
  submittedAt!: Date;

  @Field(() => [Event], {
    description: 'Other events with the same source URL, or the same title at the same venue (or place) on the same local day.',
  })
  possibleDuplicates!: Event[];

  @Field(() => [EventActionEnum], { description: 'What the caller may do now.' })
  actions!: EventAction[];
}

@ObjectType('ReviewQueueEdge')
export class ReviewQueueEdgeType {
  @Field(() => String, { description: 'Pass as `after` to get the items after this one.' })
  cursor!: string;

  @Field(() => ReviewQueueItemType)
  node!: ReviewQueueItemType;
}

@ObjectType('ReviewQueueCounts', {
  description: 'How many events await review in each status, over the whole queue (within the zone, when asked of one).',
})
export class ReviewQueueCountsType {
  @Field(() => Int)
  ready_for_review!: number;

  @Field(() => Int)
  needs_info!: number;
}

@ObjectType('ReviewQueue', { description: 'A page of the review queue, oldest first: a cursor connection.' })
export class ReviewQueueType {
  @Field(() => [ReviewQueueEdgeType])
  edges!: ReviewQueueEdgeType[];

  @Field(() => [ReviewQueueItemType], {
    description: "The edges' nodes, for callers that need no cursor but the page's last (pageInfo.endCursor).",
  })
  nodes!: ReviewQueueItemType[];

  @Field(() => PageInfoType)
  pageInfo!: PageInfoType;

  @Field(() => ReviewQueueCountsType)
  counts!: ReviewQueueCountsType;
}
