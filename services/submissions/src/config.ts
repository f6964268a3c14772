import { z } from 'zod';
import { httpUrl, loadConfig, secretOrEphemeral, type Logger } from '@local-events/platform';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** What the submissions service reads beside the configuration of every subgraph. */
export const submissionsConfigSchema = z.object({
  BASE_URL: httpUrl.default('http://localhost:3000'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  /** Where mail goes out (smtp:// or smtps://); without it, mail is logged as not sent. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Local Events <no-reply@localhost>'),
  /** Signs the links in mail to submitters; every replica must share it. */
  SUBMISSION_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SCRAPE_ALLOW_HOSTS: z.string().default(''),
  /** How long fetching one submitted page may take in all. */
  SCRAPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  /** How long a submit request waits for its job, so fast pages answer with a finished receipt. */
  SUBMIT_WAIT_MS: z.coerce.number().int().min(0).max(20_000).default(5_000),
  /** A URL submitted again within this window answers the earlier submission. */
  DUPLICATE_WINDOW_HOURS: z.coerce.number().int().min(0).max(24 * 90).default(24),
  /** The submission quota: attempts per client (IPv4 address or IPv6 /64) and per source domain in each window. */
  SUBMIT_LIMIT_PER_IP: count(20),
  SUBMIT_LIMIT_PER_DOMAIN: count(30),
  SUBMIT_LIMIT_WINDOW_SECONDS: count(3600),
  NODE_ENV: z.string().default('development'),
});

export type SubmissionsConfig = Omit<z.infer<typeof submissionsConfigSchema>, 'SUBMISSION_LINK_SECRET'> & { SUBMISSION_LINK_SECRET: string };

/** The submissions service's own settings, beside the ones every subgraph reads. */
export function loadSubmissionsConfig(log: Logger): SubmissionsConfig {
  const config = loadConfig(submissionsConfigSchema);
  return { ...config, SUBMISSION_LINK_SECRET: secretOrEphemeral(config.SUBMISSION_LINK_SECRET, 'SUBMISSION_LINK_SECRET', { nodeEnv: config.NODE_ENV, log }) };
}
