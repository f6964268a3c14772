import { loaderByKey, type EntityManager, type SubgraphContext } from '@local-events/platform/subgraph';
import { Venue } from './entities/Venue.ts';

/** Per-request batching: one query for all the venues a request touches. */
export function createLoaders(em: EntityManager) {
  return {
    venue: loaderByKey(em, Venue, 'id'),
  };
}

export interface VenuesContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
}

export const createContext = (base: SubgraphContext): VenuesContext => ({ ...base, loaders: createLoaders(base.em) });
