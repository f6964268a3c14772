import { loadConfig } from '@local-events/platform';
import type { SubgraphDefinition } from '@local-events/platform/subgraph';
import { locationsConfigSchema } from './config.ts';
import { createContext, type LocationsContext } from './context.ts';
import { database } from './database.ts';
import { buildLocationsSchema } from './schema.ts';
import { ZoneDirectory } from './zone-directory.ts';

export const locationsSubgraph: SubgraphDefinition<LocationsContext, { zones: ZoneDirectory }> = {
  name: 'locations',
  database,
  schema: buildLocationsSchema,
  setup: async ({ orm, log }) => ({ zones: new ZoneDirectory(orm, loadConfig(locationsConfigSchema).ZONE_CACHE_SECONDS * 1000, log) }),
  context: createContext,
};
