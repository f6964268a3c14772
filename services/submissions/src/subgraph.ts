import type { SubgraphDefinition } from '@local-events/platform/subgraph';
import { database } from './database.ts';
import { createContext, type SubmissionsContext } from './loaders.ts';
import { buildSubmissionsSchema } from './schema.ts';

export const submissionsSubgraph: SubgraphDefinition<SubmissionsContext> = {
  name: 'submissions',
  database,
  schema: buildSubmissionsSchema,
  context: createContext,
};
