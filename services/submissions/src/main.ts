import { loadSubgraphConfig, startSubgraph } from '@local-events/platform/subgraph';
import { submissionsSubgraph } from './subgraph.ts';

const config = loadSubgraphConfig(4004);
await startSubgraph(submissionsSubgraph, {
  port: config.PORT,
  databaseUrl: config.DATABASE_URL,
  oidcIssuer: config.OIDC_ISSUER,
  oidcAudience: config.OIDC_AUDIENCE,
  gatewayUrl: config.GATEWAY_URL,
});
