import { loadSubgraphConfig, startSubgraph } from '@local-events/platform/subgraph';
import { eventsSubgraph } from './subgraph.ts';

const config = loadSubgraphConfig(4002);
await startSubgraph(eventsSubgraph, {
  port: config.PORT,
  databaseUrl: config.DATABASE_URL,
  oidcIssuer: config.OIDC_ISSUER,
  oidcAudience: config.OIDC_AUDIENCE,
  gatewayUrl: config.GATEWAY_URL,
});
