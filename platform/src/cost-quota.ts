import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { SharedStore } from './shared-store.ts';

export const costQuotaConfig = {
  /**
   * The cost (query-cost.ts: objects and list items) one client may spend at the gateway in a minute; 0 turns the
   * quota off. An uncached day's list costs about 1,000; a loop of the most an operation may cost runs dry in seconds.
   */
  GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000_000).default(600_000),
};

export const COST_POLICY = 'graphql-cost';

/**
 * What each client may spend on GraphQL operations, by the cost counted before they run: one quota per client
 * address, whichever way the operation came in (the facades pass on their caller's address, so REST, MCP and the site
 * count against it too). In Redis with REDIS_URL, so that every gateway instance counts alike.
 */
export class CostQuota {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    readonly perMinute: number,
    store: SharedStore,
  ) {
    const options = { keyPrefix: COST_POLICY, points: perMinute, duration: 60 };
    this.limiter =
      store.kind === 'redis'
        ? new RateLimiterRedis({
            ...options,
            storeClient: store.client,
            keyPrefix: `${store.prefix}:${COST_POLICY}`,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
  }

  /** Spends `cost` of the client's minute, or refuses (RATE_LIMITED, 429 with Retry-After) when too little is left. */
  async spend(client: string, cost: number): Promise<void> {
    if (cost <= 0) return;
    try {
      await this.limiter.consume(client, Math.ceil(cost));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new GraphQLError(
        `Over the query cost quota of ${this.perMinute} a minute for each client: this operation costs ${Math.ceil(cost)}. Try again in ${retryAfter} seconds.`,
        {
          extensions: {
            code: 'RATE_LIMITED',
            policy: COST_POLICY,
            retryAfter,
            http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
          },
        },
      );
    }
  }
}
