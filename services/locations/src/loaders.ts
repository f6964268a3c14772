import DataLoader from 'dataloader';
import { loaderByKey, type EntityManager, type SubgraphContext } from '@local-events/platform/subgraph';
import { Location } from './entities/Location.ts';

/** Per-request batching: one query for any number of zones asked for in one request. */
export function createLoaders(em: EntityManager) {
  return {
    location: loaderByKey(em, Location, 'id'),
    children: new DataLoader<number, Location[]>(async (parentIds) => {
      const rows = await em.find(Location, { parentId: { $in: [...parentIds] } }, { orderBy: { name: 'asc' } });
      return parentIds.map((id) => rows.filter((row) => row.parentId === id));
    }),
  };
}

export interface LocationsContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
}

export const createContext = (base: SubgraphContext): LocationsContext => ({ ...base, loaders: createLoaders(base.em) });
