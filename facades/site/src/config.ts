import { z } from 'zod';
import {
  httpUrl,
  internalSecret,
  loadConfig,
  metricsSettings,
  port,
  secretOrEphemeral,
  timeBudgetConfig,
  timeBudgetOf,
  type Logger,
} from '@local-events/platform';

export const siteConfigSchema = z.object({
  PORT: port(3001),
  BASE_URL: httpUrl.default('http://localhost:3000'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  GATEWAY_URL: httpUrl.default('http://localhost:4000/graphql'),
  OIDC_ISSUER: httpUrl.default('http://localhost:4010'),
  OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
  /** Presented to the gateway with each visitor's address, which the submission quota counts by. */
  FACADE_SECRET: internalSecret('the facades present it to the gateway'),
  /** Signs the submit form's proof-of-work challenges; every site instance must share it. */
  ALTCHA_HMAC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PBKDF2 iterations per attempt of the proof of work; the widget makes up to three times this many attempts. */
  ALTCHA_COST: z.coerce.number().int().min(10).max(100_000).default(2_000),
  /** The public OpenID Connect client the staff console signs people in with (authorization code + PKCE). */
  STAFF_CLIENT_ID: z.string().min(1).max(200).default('demo-web'),
  /** Seals the staff console's session cookies; every site instance must share it. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Used-challenge records shared by every site instance; memory of this process without it. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  TRUST_PROXY: z.stringbool().default(false),
  NODE_ENV: z.string().default('development'),
  ...metricsSettings,
  ...timeBudgetConfig,
});

export type SiteConfig = Omit<z.infer<typeof siteConfigSchema>, 'ALTCHA_HMAC_SECRET' | 'SESSION_SECRET'> & {
  ALTCHA_HMAC_SECRET: string;
  SESSION_SECRET: string;
};

export function loadSiteConfig(log: Logger): SiteConfig {
  const config = loadConfig(siteConfigSchema);
  timeBudgetOf(config);
  const secret = (value: string | undefined, name: string) => secretOrEphemeral(value, name, { nodeEnv: config.NODE_ENV, log });
  return {
    ...config,
    ALTCHA_HMAC_SECRET: secret(config.ALTCHA_HMAC_SECRET, 'ALTCHA_HMAC_SECRET'),
    SESSION_SECRET: secret(config.SESSION_SECRET, 'SESSION_SECRET'),
  };
}
