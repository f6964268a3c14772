import { runSubgraph } from '@local-events/platform/subgraph';
import { venuesSubgraph } from './subgraph.ts';

await runSubgraph(venuesSubgraph, 4003);
