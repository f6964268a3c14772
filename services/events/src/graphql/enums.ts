import { graphqlEnum } from '@local-events/platform/subgraph';
import { EVENT_ACTIONS, EVENT_STATUSES } from '../lifecycle.ts';

export const EventStatusEnum = graphqlEnum(
  'EventStatus',
  EVENT_STATUSES,
  'Where an event is in its life: only published events are public.',
);

export const EventActionEnum = graphqlEnum(
  'EventAction',
  EVENT_ACTIONS,
  'What a reviewer, administrator or venue manager can do to an event.',
);

export const SERIES_REVIEW_ACTIONS = ['approve', 'reject'] as const;
export type SeriesReviewAction = (typeof SERIES_REVIEW_ACTIONS)[number];

export const SeriesReviewActionEnum = graphqlEnum(
  'SeriesReviewAction',
  SERIES_REVIEW_ACTIONS,
  'What a reviewer does with every waiting date of a repeating event at once: approve (publish), or reject (administrators).',
);
