import { loadConfig } from '@local-events/platform';
import { expireIdempotencyKeysJob, SCOPES, startJobs, type SubgraphDefinition } from '@local-events/platform/subgraph';
import { AskTowns } from './ask/towns.ts';
import { eventsConfigSchema } from './config.ts';
import { database } from './database.ts';
import { extendSeriesJob } from './extend-series.ts';
import { createContext, type EventsContext, type EventsRuntime } from './loaders.ts';
import { notifySubmitterJob } from './notify-submitter.ts';
import { buildEventsSchema } from './schema.ts';
import { VenueNames } from './venue-names.ts';
import { VenuesForSearch } from './venues-for-search.ts';

export const eventsSubgraph: SubgraphDefinition<EventsContext, EventsRuntime> = {
  name: 'events',
  database,
  schema: buildEventsSchema,
  serviceScopes: [SCOPES.notifySubmitters],
  async setup(runtime) {
    const jobs = await startJobs({
      databaseUrl: runtime.databaseUrl,
      schema: database.schema,
      log: runtime.log,
      jobs: [notifySubmitterJob(runtime), expireIdempotencyKeysJob(runtime.orm), extendSeriesJob(runtime.orm)],
      expiryMs: runtime.budget.JOB_EXPIRY_MS,
    });
    return {
      jobs,
      venueNames: new VenueNames(runtime.gateway, runtime.log),
      venuesForSearch: new VenuesForSearch(runtime.gateway),
      askTowns: new AskTowns(runtime.gateway, loadConfig(eventsConfigSchema).ZONE_CACHE_SECONDS * 1000),
      close: () => jobs.close(),
    };
  },
  context: createContext,
};
