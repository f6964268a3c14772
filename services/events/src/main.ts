import { runSubgraph } from '@local-events/platform/subgraph';
import { eventsSubgraph } from './subgraph.ts';

await runSubgraph(eventsSubgraph, 4002);
