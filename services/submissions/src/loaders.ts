import { loaderByKey, type SubgraphContext } from '@local-events/platform/subgraph';
import { Submission } from './entities/Submission.ts';
import type { SubmissionServices } from './services.ts';

/** Per-request batching: one query for all the submissions a request touches. */
export function createLoaders(context: SubgraphContext) {
  return {
    submission: loaderByKey(context, Submission, 'uuid'),
  };
}

export interface SubmissionsContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
  services: SubmissionServices;
}

export const createContext = (base: SubgraphContext, { services }: { services: SubmissionServices }) => ({
  loaders: createLoaders(base),
  services,
});
