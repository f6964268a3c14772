import DataLoader from 'dataloader';
import type { EntityManager, SubgraphContext } from '@local-events/platform/subgraph';
import { Venue } from './entities/Venue.ts';

/** Per-request batching: one query for all the venues a request touches. */
export function createLoaders(em: EntityManager) {
  return {
    venue: new DataLoader<number, Venue | null>(async (ids) => {
      const rows = await em.find(Venue, { id: { $in: [...ids] } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export interface VenuesContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
}

export const createContext = (base: SubgraphContext): VenuesContext => ({ ...base, loaders: createLoaders(base.em) });
