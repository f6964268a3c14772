import { runSubgraph } from '@local-events/platform/subgraph';
import { locationsSubgraph } from './subgraph.ts';

await runSubgraph(locationsSubgraph, 4001);
