import { access } from 'node:fs/promises';
import { CostQuota, createLogger, loadConfig, operationLimitsFrom, sharedStoreFor, timeBudgetOf } from '@local-events/platform';
import { gatewayConfigSchema } from './config.ts';
import { startGateway } from './gateway.ts';

const config = loadConfig(gatewayConfigSchema);
const budget = timeBudgetOf(config);
const log = createLogger('gateway');
await access(config.SUPERGRAPH_PATH).catch(() => {
  log.fatal({ path: config.SUPERGRAPH_PATH }, 'no supergraph: run `npm run compose` first');
  process.exit(1);
});
const { store } = sharedStoreFor(config.REDIS_URL, log, 'gateway');
await startGateway({
  supergraphPath: config.SUPERGRAPH_PATH,
  port: config.PORT,
  log,
  reloadIntervalMs: config.SUPERGRAPH_POLL_MS,
  gatewaySecret: config.GATEWAY_SECRET,
  facadeSecret: config.FACADE_SECRET,
  trustProxy: config.TRUST_PROXY,
  limits: operationLimitsFrom(config),
  subgraphTimeoutMs: budget.SUBGRAPH_TIMEOUT_MS,
  costQuota: config.GRAPHQL_COST_PER_MINUTE > 0 ? new CostQuota(config.GRAPHQL_COST_PER_MINUTE, store) : undefined,
});
