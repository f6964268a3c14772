import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { costQuotaConfig, internalSecret, metricsSettings, operationLimitsConfig, port, timeBudgetConfig } from '@local-events/platform';

export const gatewayConfigSchema = z.object({
  PORT: port(4000),
  SUPERGRAPH_PATH: z.string().default(fileURLToPath(new URL('../supergraph.graphql', import.meta.url))),
  /** How often the supergraph file is checked for a new version. */
  SUPERGRAPH_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Presented to every subgraph, which answers no one else. */
  GATEWAY_SECRET: internalSecret('the gateway presents it to the subgraphs'),
  /** Presented by the facades, so that the client address they pass on is believed. */
  FACADE_SECRET: internalSecret('the facades present it to the gateway'),
  /** Behind a proxy or load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Shares the cost quota between gateway instances; without it, each counts for itself. */
  REDIS_URL: z.string().url().optional(),
  ...costQuotaConfig,
  ...operationLimitsConfig,
  ...metricsSettings,
  ...timeBudgetConfig,
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
