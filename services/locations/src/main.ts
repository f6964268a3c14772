import { loadSubgraphConfig, startSubgraph } from '@local-events/platform/subgraph';
import { locationsSubgraph } from './subgraph.ts';

const config = loadSubgraphConfig(4001);
await startSubgraph(locationsSubgraph, {
  port: config.PORT,
  databaseUrl: config.DATABASE_URL,
  oidcIssuer: config.OIDC_ISSUER,
  oidcAudience: config.OIDC_AUDIENCE,
  gatewayUrl: config.GATEWAY_URL,
});
