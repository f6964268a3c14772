import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Redis } from 'ioredis';
import { createLogger } from '@local-events/platform';
import { createSiteApp } from '../src/app.ts';
import { siteConfigSchema, type SiteConfig } from '../src/config.ts';
import { usedChallengesInMemory, usedChallengesInRedis, type UsedChallenges } from '../src/used-challenges.ts';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** Another site instance in this process, in front of the running gateway, with the given limit. */
async function siteWith(settings: Record<string, string>): Promise<string> {
  const { gateway, api, issuer } = inject('stack');
  const config = siteConfigSchema.parse({ GATEWAY_URL: gateway, BASE_URL: api, OIDC_ISSUER: issuer, ALTCHA_HMAC_SECRET: 'z'.repeat(40), ...settings }) as SiteConfig;
  const server = createServer(createSiteApp(config, createLogger('test-site', 'silent')).callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the submit form', () => {
  it('is limited per client address: over the limit, a 429 page with Retry-After, before anything else is looked at', async () => {
    const base = await siteWith({ SUBMIT_LIMIT_PER_IP: '2', SUBMIT_LIMIT_WINDOW_SECONDS: '600' });
    const post = () => fetch(`${base}/submit`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'url=https%3A%2F%2Fexample.org%2Fe' });
    expect((await post()).status).toBe(400); // no proof of work
    expect((await post()).status).toBe(400);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await limited.text()).toContain('Too many submissions');
  });
});

const spendsOnce = async (used: UsedChallenges) => {
  const nonce = `nonce-${Date.now()}-${Math.random()}`;
  const expiresAt = Date.now() / 1000 + 60;
  expect(await used.spend(nonce, expiresAt)).toBe(true);
  expect(await used.spend(nonce, expiresAt)).toBe(false);
  expect(await used.spend(`${nonce}-other`, expiresAt)).toBe(true);
};

describe('spent proof-of-work challenges', () => {
  it('are refused a second time, in memory', () => spendsOnce(usedChallengesInMemory()));

  it.runIf(process.env.REDIS_URL)('are refused a second time by every instance sharing Redis (REDIS_URL)', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2 });
    try {
      const prefix = `test-altcha-${Date.now()}`;
      const [one, two] = [usedChallengesInRedis(redis, prefix), usedChallengesInRedis(redis, prefix)];
      const nonce = `nonce-${Date.now()}`;
      expect(await one.spend(nonce, Date.now() / 1000 + 60)).toBe(true);
      expect(await two.spend(nonce, Date.now() / 1000 + 60)).toBe(false);
      await spendsOnce(two);
    } finally {
      redis.disconnect();
    }
  });
});
