import type { SubgraphDefinition } from '@local-events/platform/subgraph';
import { database } from './database.ts';
import { createContext, type LocationsContext } from './loaders.ts';
import { buildLocationsSchema } from './schema.ts';

export const locationsSubgraph: SubgraphDefinition<LocationsContext> = {
  name: 'locations',
  database,
  schema: buildLocationsSchema,
  context: createContext,
};
