import type { SubgraphDefinition, SubgraphContext } from '@local-events/platform/subgraph';

export interface SubgraphEntry {
  name: string;
  defaultPort: number;
  /** Entry point, relative to the repository root. */
  main: string;
  /** Each subgraph has extras of its own type; only the SDL and database are read through this. */
  load: () => Promise<SubgraphDefinition<SubgraphContext, any>>;
}

/** The four subgraphs, in the order they start. */
export const SUBGRAPHS: SubgraphEntry[] = [
  { name: 'locations', defaultPort: 4001, main: 'services/locations/src/main.ts', load: async () => (await import('@local-events/locations')).locationsSubgraph },
  { name: 'events', defaultPort: 4002, main: 'services/events/src/main.ts', load: async () => (await import('@local-events/events')).eventsSubgraph },
  { name: 'venues', defaultPort: 4003, main: 'services/venues/src/main.ts', load: async () => (await import('@local-events/venues')).venuesSubgraph },
  { name: 'submissions', defaultPort: 4004, main: 'services/submissions/src/main.ts', load: async () => (await import('@local-events/submissions')).submissionsSubgraph },
];
