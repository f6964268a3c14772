import { Event } from '../entities/Event.ts';
import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { SEARCH_SORTS } from '../event-search.ts';
import { PageInfoType } from './PageInfo.ts';

export const EventSearchSortEnum = graphqlEnum(
  'EventSearchSort',
  SEARCH_SORTS,
  'start: soonest first; relevance: best match first (needs text); distance: nearest first (needs near); each then soonest.',
);

@InputType('GeoPointInput', { description: 'A point on the earth, in degrees (WGS 84).' })
export class GeoPointInput {
  @Field(() => Float)
  @Bounded(BOUNDS.latitude)
  lat!: number;

  @Field(() => Float)
  @Bounded(BOUNDS.longitude)
  lng!: number;
}

@ObjectType('EventSearchEdge')
export class EventSearchEdgeType {
  @Field(() => String, { description: 'Pass as `after` to get the events after this one.' })
  cursor!: string;

  @Field(() => Event)
  node!: Event;

  @Field(() => Float, { description: 'How well the event matches the text (0 without text); higher is better.' })
  score!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Metres from the point searched near (its venue, else its place); null without near.',
  })
  distance!: number | null;
}

@ObjectType('EventSearch', { description: 'A page of published events found by a search: a cursor connection in a stable order.' })
export class EventSearchType {
  @Field(() => [EventSearchEdgeType])
  edges!: EventSearchEdgeType[];

  @Field(() => [Event], { description: "The edges' events, for callers that need no cursor but the page's last (pageInfo.endCursor)." })
  nodes!: Event[];

  @Field(() => PageInfoType)
  pageInfo!: PageInfoType;
}
