import { loadSubgraphConfig, startSubgraph } from '@local-events/platform/subgraph';
import { venuesSubgraph } from './subgraph.ts';

const config = loadSubgraphConfig(4003);
await startSubgraph(venuesSubgraph, {
  port: config.PORT,
  databaseUrl: config.DATABASE_URL,
  oidcIssuer: config.OIDC_ISSUER,
  oidcAudience: config.OIDC_AUDIENCE,
  gatewayUrl: config.GATEWAY_URL,
});
