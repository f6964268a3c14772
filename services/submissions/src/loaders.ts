import { loaderByKey, type EntityManager, type SubgraphContext } from '@local-events/platform/subgraph';
import { Submission } from './entities/Submission.ts';
import type { SubmissionServices } from './services.ts';

/** Per-request batching: one query for all the submissions a request touches. */
export function createLoaders(em: EntityManager) {
  return {
    submission: loaderByKey(em, Submission, 'uuid'),
  };
}

export interface SubmissionsContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
  services: SubmissionServices;
}

export const createContext = (base: SubgraphContext, { services }: { services: SubmissionServices }): SubmissionsContext => ({
  ...base,
  loaders: createLoaders(base.em),
  services,
});
