import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { codedError, PooledClient } from '@local-events/platform/subgraph';
import type { Logger, RateLimitState } from '@local-events/platform';
import { clientKey, sourceDomain } from './quota-keys.ts';

export interface QuotaSettings {
  perClient: number;
  perDomain: number;
  windowSeconds: number;
}

interface Policy {
  name: string;
  limit: number;
  windowSeconds: number;
  limiter: RateLimiterPostgres;
}

/**
 * The one submission quota: however a submission arrives (REST, MCP, the site's form, GraphQL
 * through the gateway), it is counted here, where submissions are stored, per client and per source domain. The
 * counters live in this service's PostgreSQL schema (rate-limiter-flexible), so every replica shares them.
 */
export class SubmissionQuota {
  private readonly pool: pg.Pool;
  private readonly policies: Policy[];

  constructor(databaseUrl: string, schema: string, settings: QuotaSettings, log: Logger) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2, Client: PooledClient });
    // An idle connection the server closes (a PostgreSQL restart) is an 'error' event: without a listener, a crash.
    this.pool.on('error', (error) => log.warn({ err: error }, 'submission quota: a database connection failed'));
    const policy = (name: string, limit: number): Policy => ({
      name,
      limit,
      windowSeconds: settings.windowSeconds,
      limiter: new RateLimiterPostgres({
        storeClient: this.pool,
        storeType: 'pool',
        schemaName: schema,
        tableName: 'submission_quota',
        tableCreated: true, // by this service's migrations
        keyPrefix: name,
        points: limit,
        duration: settings.windowSeconds,
      }),
    });
    this.policies = [
      policy('submit-ip', settings.perClient),
      policy('submit-domain', settings.perDomain),
      // The waitlist takes the public's words as submissions do, counted as they are but on its own.
      policy('waitlist-ip', settings.perClient),
    ];
  }

  /** Counts one submission attempt by `clientAddress`, whatever becomes of it (refused attempts count too). */
  countClient(clientAddress: string | undefined): Promise<RateLimitState> {
    return this.count(this.policies[0]!, clientKey(clientAddress), []);
  }

  /**
   * Counts a submission that will fetch `url` (not one refused, nor a duplicate or a replay): the source domain's
   * quota protects the site from being fetched too often, and refused attempts must not let anyone use it up.
   */
  countSource(url: string, before: RateLimitState[]): Promise<RateLimitState | undefined> {
    const domain = sourceDomain(url);
    return domain === false ? Promise.resolve(undefined) : this.count(this.policies[1]!, domain, before);
  }

  /** Counts one request to join the waitlist by `clientAddress`. */
  countWaitlist(clientAddress: string | undefined): Promise<RateLimitState> {
    return this.count(this.policies[2]!, clientKey(clientAddress), []);
  }

  /** One point of `policy` for `key`; over the limit, a RATE_LIMITED error saying when to try again. */
  private async count(policy: Policy, key: string, before: RateLimitState[]): Promise<RateLimitState> {
    try {
      return stateOf(policy, await policy.limiter.consume(key));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw codedError(
        'RATE_LIMITED',
        `Too many ${policy.name === 'waitlist-ip' ? 'waitlist requests' : 'submissions'} (${policy.limit} per ${policy.windowSeconds} s for ${policy.name}); try again in ${retryAfter} s.`,
        {
          policy: policy.name,
          retryAfter,
          rateLimits: [...before, stateOf(policy, refusal)],
        },
      );
    }
  }

  close() {
    return this.pool.end();
  }
}

const stateOf = (policy: Policy, result: RateLimiterRes): RateLimitState => ({
  policy: policy.name,
  limit: policy.limit,
  remaining: result.remainingPoints,
  windowSeconds: policy.windowSeconds,
  resetSeconds: Math.max(0, Math.ceil(result.msBeforeNext / 1000)),
});
