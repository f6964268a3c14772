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
