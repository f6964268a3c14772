import { z } from 'zod';
import { databaseUrl, loadConfig, metricsSettings, port } from './config.ts';
import { httpUrl } from './http-url.ts';
import { internalSecret } from './internal-callers.ts';
import { operationLimitsConfig } from './operation-limits.ts';
import { timeBudgetConfig } from './time-budget.ts';

/** The configuration every subgraph reads: its port, its database and whose tokens it accepts. */
export const subgraphConfigSchema = (defaultPort: number, options: { needsClient?: boolean } = {}) => {
  const clientField = options.needsClient
    ? z.string().min(1, 'is required: this service calls others as itself')
    : z.string().min(1).optional();
  return z.object({
    PORT: port(defaultPort),
    /** The interface to listen on; `npm start` keeps subgraphs on loopback, containers need 0.0.0.0. */
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: httpUrl.default('http://localhost:4010'),
    OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
    /** For the few questions a subgraph asks another service, with the caller's own credentials or its own. */
    GATEWAY_URL: httpUrl.default('http://localhost:4000/graphql'),
    /** This service's own OAuth client (client credentials), for services that call others as themselves. */
    OIDC_CLIENT_ID: clientField,
    OIDC_CLIENT_SECRET: clientField,
    /** What the gateway presents; any other caller is refused. */
    GATEWAY_SECRET: internalSecret('the gateway presents it to the subgraphs'),
    ...operationLimitsConfig,
    ...timeBudgetConfig,
    ...metricsSettings,
  });
};

export const loadSubgraphConfig = (defaultPort: number, options: { needsClient?: boolean } = {}) =>
  loadConfig(subgraphConfigSchema(defaultPort, options));
