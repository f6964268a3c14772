import { z } from 'zod';
import { FEED_LIMITS } from '@local-events/contracts';
import { httpUrl, loadConfig, type Logger, refuseConfiguration, secretOrEphemeral, type TimeBudget } from '@local-events/platform';

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
  /** A followed source's feed: how large it may be, how long fetching it may take, how many events it may hold. */
  SOURCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  SOURCE_MAX_EVENTS: z.coerce.number().int().min(1).max(FEED_LIMITS.events).default(FEED_LIMITS.events),
  /** A URL submitted again within this window answers the earlier submission. */
  DUPLICATE_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(24),
  /** The submission quota: attempts per client (IPv4 address or IPv6 /64) and per source domain in each window. */
  SUBMIT_LIMIT_PER_IP: count(20),
  SUBMIT_LIMIT_PER_DOMAIN: count(30),
  SUBMIT_LIMIT_WINDOW_SECONDS: count(3600),
  NODE_ENV: z.string().default('development'),
});

export type SubmissionsConfig = Omit<z.infer<typeof submissionsConfigSchema>, 'SUBMISSION_LINK_SECRET'> & {
  SUBMISSION_LINK_SECRET: string;
};

/**
 * The submissions service's own settings, beside the ones every subgraph reads. Fetching a page must end well before
 * its job counts as lost (the time budget's JOB_EXPIRY_MS), or the job would be run again while it still runs.
 */
export function loadSubmissionsConfig(log: Logger, budget: TimeBudget): SubmissionsConfig {
  const config = loadConfig(submissionsConfigSchema);
  const jobRoom = budget.JOB_EXPIRY_MS - budget.GATEWAY_TIMEOUT_MS * 3;
  if (config.SCRAPE_TIMEOUT_MS > jobRoom) {
    refuseConfiguration([
      `SCRAPE_TIMEOUT_MS (${config.SCRAPE_TIMEOUT_MS}) must leave room in JOB_EXPIRY_MS (${budget.JOB_EXPIRY_MS}) for three calls to the gateway (GATEWAY_TIMEOUT_MS each): at most ${jobRoom}`,
    ]);
  }
  return {
    ...config,
    SUBMISSION_LINK_SECRET: secretOrEphemeral(config.SUBMISSION_LINK_SECRET, 'SUBMISSION_LINK_SECRET', { nodeEnv: config.NODE_ENV, log }),
  };
}
