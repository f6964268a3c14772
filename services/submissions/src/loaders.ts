import DataLoader from 'dataloader';
import type { EntityManager, SubgraphContext } from '@local-events/platform/subgraph';
import { Submission } from './entities/Submission.ts';

/** Per-request batching: one query for all the submissions a request touches. */
export function createLoaders(em: EntityManager) {
  return {
    submission: new DataLoader<string, Submission | null>(async (uuids) => {
      const rows = await em.find(Submission, { uuid: { $in: [...uuids] } });
      const byUuid = new Map(rows.map((row) => [row.uuid, row]));
      return uuids.map((uuid) => byUuid.get(uuid) ?? null);
    }),
  };
}

export interface SubmissionsContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
}

export const createContext = (base: SubgraphContext): SubmissionsContext => ({ ...base, loaders: createLoaders(base.em) });
