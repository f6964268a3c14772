import { expireIdempotencyKeysJob, SCOPES, startJobs, type Jobs, type SubgraphDefinition } from '@local-events/platform/subgraph';
import { database } from './database.ts';
import { createContext, type EventsContext } from './loaders.ts';
import { notifySubmitterJob } from './notify-submitter.ts';
import { buildEventsSchema } from './schema.ts';

export const eventsSubgraph: SubgraphDefinition<EventsContext, { jobs: Jobs }> = {
  name: 'events',
  database,
  schema: buildEventsSchema,
  serviceScopes: [SCOPES.notifySubmitters],
  async setup(runtime) {
    const jobs = await startJobs({
      databaseUrl: runtime.databaseUrl,
      schema: database.schema,
      log: runtime.log,
      jobs: [notifySubmitterJob(runtime), expireIdempotencyKeysJob(runtime.orm)],
      expiryMs: runtime.budget.JOB_EXPIRY_MS,
    });
    return { jobs, close: () => jobs.close() };
  },
  context: createContext,
};
