import { z } from 'zod';
import { httpUrl, internalSecret, loadConfig, metricsSettings, port, timeBudgetConfig, timeBudgetOf } from '@local-events/platform';

export const apiConfigSchema = z.object({
  PORT: port(3000),
  BASE_URL: httpUrl.default('http://localhost:3000'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  GATEWAY_URL: httpUrl.default('http://localhost:4000/graphql'),
  OIDC_ISSUER: httpUrl.default('http://localhost:4010'),
  OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
  /** Presented to the gateway with each visitor's address, which the submission quota counts by. */
  FACADE_SECRET: internalSecret('the facades present it to the gateway'),
  /** The public cache, shared by every facade instance; without it each instance keeps its own, in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Behind a proxy or load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  /** How long public GET answers are kept (0: not at all); any change made through the API empties the cache. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** How old the zones a list shows may get (0: asked each time); their weekly counts are always asked. */
  ZONE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Browser origins, besides BASE_URL's and SITE_URL's, whose pages may call the MCP endpoints (comma-separated). */
  MCP_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins' }))),
  ...metricsSettings,
  ...timeBudgetConfig,
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;

/** The API's configuration; a time budget that does not nest stops it. */
export function loadApiConfig(): ApiConfig {
  const config = loadConfig(apiConfigSchema);
  timeBudgetOf(config);
  return config;
}
