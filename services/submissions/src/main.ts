import { runSubgraph } from '@local-events/platform/subgraph';
import { submissionsSubgraph } from './subgraph.ts';

await runSubgraph(submissionsSubgraph, 4004);
