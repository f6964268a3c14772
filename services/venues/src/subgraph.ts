import type { SubgraphDefinition } from '@local-events/platform/subgraph';
import { database } from './database.ts';
import { createContext, type VenuesContext } from './graphql/loaders.ts';
import { buildVenuesSchema } from './schema.ts';

export const venuesSubgraph: SubgraphDefinition<VenuesContext> = {
  name: 'venues',
  database,
  schema: buildVenuesSchema,
  context: createContext,
};
