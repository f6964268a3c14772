import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { Redis } from 'ioredis';
import { createLogger, problemAnswers, requestContext, type AppState } from '@local-events/platform';
import { rateLimit, type RateLimitPolicy, type RateLimitStore } from '../src/rate-limit.ts';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A real facade-shaped app on loopback with the given limits in front of a trivial answer. */
async function appWith(policies: RateLimitPolicy[], store: RateLimitStore): Promise<string> {
  const app = new Koa<AppState>();
  app.proxy = true;
  app.use(requestContext(createLogger('test', 'silent')));
  app.use(problemAnswers());
  for (const policy of policies) app.use(rateLimit(policy, store));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const byClient: (name: string, max: number) => RateLimitPolicy = (name, max) => ({ name, max, windowSeconds: 60, key: (ctx) => ctx.get('x-client') || ctx.ip });
const call = (url: string, client = 'alice') => fetch(url, { headers: { 'x-client': client } });

describe('rate limits (memory store)', () => {
  it('counts down in RateLimit headers, then answers 429 with Retry-After and a problem', async () => {
    const url = await appWith([byClient('submit-ip', 3)], { kind: 'memory' });
    for (const remaining of [2, 1, 0]) {
      const response = await call(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toBe('"submit-ip";q=3;w=60');
      expect(response.headers.get('ratelimit')).toMatch(new RegExp(`^"submit-ip";r=${remaining};t=(60|59)$`));
    }
    const limited = await call(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.headers.get('ratelimit')).toMatch(/^"submit-ip";r=0;t=\d+$/);
    expect(await limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests', policy: 'submit-ip' });
  });

  it('counts each key apart', async () => {
    const url = await appWith([byClient('per-client', 1)], { kind: 'memory' });
    expect((await call(url, 'alice')).status).toBe(200);
    expect((await call(url, 'alice')).status).toBe(429);
    expect((await call(url, 'bob')).status).toBe(200);
  });

  it('several policies add to the same headers; the first one reached answers', async () => {
    const url = await appWith([byClient('per-ip', 5), { name: 'per-domain', max: 1, windowSeconds: 30, key: () => 'venue.example' }], { kind: 'memory' });
    const first = await call(url);
    expect(first.headers.get('ratelimit-policy')).toBe('"per-ip";q=5;w=60, "per-domain";q=1;w=30');
    const second = await call(url, 'bob');
    expect(second.status).toBe(429);
    expect(((await second.json()) as { policy: string }).policy).toBe('per-domain');
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis (REDIS_URL)', () => {
  it('two facade instances share one limit', async () => {
    const client = new Redis(process.env.REDIS_URL!, { lazyConnect: false, maxRetriesPerRequest: 2 });
    try {
      const store: RateLimitStore = { kind: 'redis', client, prefix: `test-${randomUUID()}` };
      const [one, two] = [await appWith([byClient('shared', 3)], store), await appWith([byClient('shared', 3)], store)];
      expect((await call(one)).status).toBe(200);
      expect((await call(two)).status).toBe(200);
      expect((await call(one)).status).toBe(200);
      const limited = await call(two);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    } finally {
      client.disconnect();
    }
  });
});
