import DataLoader from 'dataloader';
import { loaderByKey, type SubgraphContext } from '@local-events/platform/subgraph';
import type { SourceRun } from './entities/SourceRun.ts';
import { Submission } from './entities/Submission.ts';
import { KEPT_RUNS, lastRuns } from './sources/runs.ts';
import type { SubmissionServices } from './services.ts';

/** Per-request batching: one query for all the submissions a request touches. */
export function createLoaders(context: SubgraphContext) {
  return {
    submission: loaderByKey(context, Submission, 'uuid'),
    /** The kept runs of each source asked about, newest first, in one query. */
    sourceRuns: new DataLoader<string, SourceRun[]>(async (ids) => {
      const runs = await lastRuns(context.em, ids, KEPT_RUNS);
      return ids.map((id) => runs.get(id) ?? []);
    }),
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
