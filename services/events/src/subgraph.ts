import type { SubgraphDefinition } from '@local-events/platform/subgraph';
import { database } from './database.ts';
import { createContext, type EventsContext } from './loaders.ts';
import { buildEventsSchema } from './schema.ts';

export const eventsSubgraph: SubgraphDefinition<EventsContext> = {
  name: 'events',
  database,
  schema: buildEventsSchema,
  context: createContext,
};
