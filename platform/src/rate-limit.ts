import type { Middleware } from 'koa';
import compose from 'koa-compose';
import ratelimit from 'koa-ratelimit';
import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';
import type { AppState } from './http.ts';
import { Problem } from './problem.ts';

export interface RateLimitPolicy {
  /** Names the policy in the RateLimit headers and separates its counters from other policies'. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What is counted, e.g. the client address or the submitted URL's domain; false skips the limit. */
  key: (ctx: Parameters<Middleware<AppState>>[0]) => string | false;
}

/** Where counters live: this process (memory) or Redis, shared by every facade instance. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; prefix: string };

const COUNT = { remaining: 'x-rate-limit-remaining', reset: 'x-rate-limit-reset', total: 'x-rate-limit-total' };

/**
 * One rate limit (koa-ratelimit), answered the IETF way: `RateLimit-Policy: "name";q=max;w=window` and
 * `RateLimit: "name";r=remaining;t=seconds-to-reset` on every answer, and a 429 problem with `Retry-After`
 * when the limit is reached. Several policies add to the same headers.
 */
export function rateLimit(policy: RateLimitPolicy, store: RateLimitStore): Middleware<AppState> {
  const limiter = ratelimit({
    ...(store.kind === 'redis' ? { driver: 'redis', db: store.client, namespace: `${store.prefix}:${policy.name}` } : { driver: 'memory', db: new Map() }),
    duration: policy.windowSeconds * 1000,
    max: policy.max,
    id: (ctx) => {
      const key = policy.key(ctx as never);
      return key === false ? false : `${policy.name}:${key}`;
    },
    headers: COUNT,
    throw: false,
  } as ratelimit.MiddlewareOptions);

  return async (ctx, next) => {
    let passed = false;
    await limiter(ctx as never, async () => {
      passed = true;
      const remaining = Number(ctx.response.get(COUNT.remaining));
      const reset = Number(ctx.response.get(COUNT.reset));
      for (const header of Object.values(COUNT)) ctx.remove(header);
      if (Number.isFinite(remaining)) appendRateLimitHeaders(ctx, policy, remaining, reset);
      await next();
    });
    if (passed) return;
    const after = Math.max(1, Number(ctx.response.get('Retry-After')) || 1);
    for (const header of Object.values(COUNT)) ctx.remove(header);
    appendRateLimitHeaders(ctx, policy, 0, Math.floor(Date.now() / 1000) + after);
    throw new Problem(429, `Too many requests (${policy.max} per ${policy.windowSeconds} s for ${policy.name}); try again in ${after} s.`, {
      headers: { 'Retry-After': String(after) },
      extensions: { policy: policy.name },
    });
  };
}

function appendRateLimitHeaders(ctx: Parameters<Middleware<AppState>>[0], policy: RateLimitPolicy, remaining: number, resetEpochSeconds: number) {
  const seconds = Math.min(policy.windowSeconds, Math.max(0, Math.ceil(resetEpochSeconds - Date.now() / 1000)));
  const add = (name: string, value: string) => {
    const existing = ctx.response.get(name);
    ctx.set(name, existing ? `${existing}, ${value}` : value);
  };
  add('RateLimit-Policy', `"${policy.name}";q=${policy.max};w=${policy.windowSeconds}`);
  add('RateLimit', `"${policy.name}";r=${remaining};t=${seconds}`);
}

/** The store for REDIS_URL (shared by every instance), or this process's memory without it; `close` ends the connection. */
export function rateLimitStoreFor(redisUrl: string | undefined, log: Logger, prefix: string): { store: RateLimitStore; close: () => Promise<void> } {
  if (!redisUrl) return { store: { kind: 'memory' }, close: async () => {} };
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  client.on('error', (error) => log.warn({ err: error }, 'redis unavailable'));
  return { store: { kind: 'redis', client, prefix }, close: async () => void (await client.quit().catch(() => undefined)) };
}

/**
 * Limits used as a check, for answers that are not problems (an MCP tool result, an HTML page): the RateLimit
 * headers are set either way, and the 429 problem is returned, its Retry-After already on the answer, instead of thrown.
 */
export async function overRateLimit(limits: Middleware<AppState>[], ctx: Parameters<Middleware<AppState>>[0]): Promise<Problem | undefined> {
  try {
    await compose(limits)(ctx, async () => {});
    return undefined;
  } catch (error) {
    if (!(error instanceof Problem) || error.status !== 429) throw error;
    for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
    return error;
  }
}
