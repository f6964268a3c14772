import type { SubgraphDefinition, SubgraphContext } from '@local-events/platform/subgraph';
import { PROCESS_MAINS } from './processes.ts';

export interface SubgraphEntry {
  name: string;
  defaultPort: number;
  /** Entry point, relative to the repository root. */
  main: string;
  /** Each subgraph has a context and extras of its own type; only the SDL and database are read through this. */
  load: () => Promise<Pick<SubgraphDefinition<SubgraphContext>, 'schema' | 'database'>>;
}

/** The four subgraphs, in the order they start. */
export const SUBGRAPHS: SubgraphEntry[] = [
  {
    name: 'locations',
    defaultPort: 4001,
    main: PROCESS_MAINS.locations,
    load: async () => (await import('@local-events/locations')).locationsSubgraph,
  },
  {
    name: 'events',
    defaultPort: 4002,
    main: PROCESS_MAINS.events,
    load: async () => (await import('@local-events/events')).eventsSubgraph,
  },
  {
    name: 'venues',
    defaultPort: 4003,
    main: PROCESS_MAINS.venues,
    load: async () => (await import('@local-events/venues')).venuesSubgraph,
  },
  {
    name: 'submissions',
    defaultPort: 4004,
    main: PROCESS_MAINS.submissions,
    load: async () => (await import('@local-events/submissions')).submissionsSubgraph,
  },
];
