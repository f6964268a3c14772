import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RateLimitStore } from '@local-events/platform';
import { apiFacade, closeFacades } from '../support/facade.ts';
import { jsonLdPage, servePage, submissionCount } from '../support/submissions.ts';

afterAll(closeFacades);

/** Another instance of the real API facade with small submission limits. */
const facade = (limits: { perIp: number; perDomain: number }, store: RateLimitStore) =>
  apiFacade({ TRUST_PROXY: 'true', SUBMIT_LIMIT_PER_IP: String(limits.perIp), SUBMIT_LIMIT_PER_DOMAIN: String(limits.perDomain), SUBMIT_LIMIT_WINDOW_SECONDS: '600' }, store);

const submitVia = async (base: string, client: string, url?: string) =>
  fetch(`${base}/api/submit/event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ url: url ?? (await servePage(jsonLdPage({ name: 'Limited', startDate: '2026-12-01T18:00:00Z' }))) }),
  });

describe('rate limits on POST /api/submit/event', () => {
  it('per client address: RateLimit headers count down, then 429 with Retry-After, and the refused request stores nothing', async () => {
    const base = await facade({ perIp: 2, perDomain: 100 }, { kind: 'memory' });
    const client = `198.51.100.${Math.floor(Math.random() * 200)}`;
    const first = await submitVia(base, client);
    expect(first.status).toBe(202);
    expect(first.headers.get('ratelimit-policy')).toBe('"submit-ip";q=2;w=600, "submit-domain";q=100;w=600');
    expect(first.headers.get('ratelimit')).toMatch(/^"submit-ip";r=1;t=\d+, "submit-domain";r=99;t=\d+$/);
    expect((await submitVia(base, client)).status).toBe(202);
    const url = await servePage(jsonLdPage({ name: 'Refused', startDate: '2026-12-01T18:00:00Z' }));
    const limited = await submitVia(base, client, url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: 429, policy: 'submit-ip' });
    expect(await submissionCount(url)).toBe(0);
    // Another client is not limited by this one.
    expect((await submitVia(base, '203.0.113.9')).status).toBe(202);
  });

  it('per source domain, whoever submits', async () => {
    const base = await facade({ perIp: 100, perDomain: 2 }, { kind: 'memory' });
    expect((await submitVia(base, '198.51.100.1')).status).toBe(202);
    expect((await submitVia(base, '198.51.100.2')).status).toBe(202);
    const limited = await submitVia(base, '198.51.100.3');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ policy: 'submit-domain' });
  });
});

describe('rate limits on MCP submissions', () => {
  it('anonymous submit_event_from_url calls share the limits of the REST path and answer a rate_limited tool error', async () => {
    const base = await facade({ perIp: 2, perDomain: 100 }, { kind: 'memory' });
    const client = new Client({ name: 'rate-limit-test', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { requestInit: { headers: { 'x-forwarded-for': '198.51.100.77' } } }));
    const submitOne = async () =>
      client.callTool({ name: 'submit_event_from_url', arguments: { url: await servePage(jsonLdPage({ name: 'Via MCP', startDate: '2026-12-02T18:00:00Z' })) } });
    expect((await submitOne()).isError).toBeFalsy();
    // Reading is not counted.
    expect((await client.callTool({ name: 'list_locations', arguments: {} })).isError).toBeFalsy();
    expect((await submitOne()).isError).toBeFalsy();
    const limited = await submitOne();
    expect(limited).toMatchObject({ isError: true, structuredContent: { error: { code: 'rate_limited' } } });
    await client.close();
  });
});

describe.runIf(process.env.REDIS_URL)('with REDIS_URL', () => {
  it('two facade instances share one limit', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2 });
    try {
      const store: RateLimitStore = { kind: 'redis', client: redis, prefix: `test-${randomUUID()}` };
      const [one, two] = [await facade({ perIp: 3, perDomain: 100 }, store), await facade({ perIp: 3, perDomain: 100 }, store)];
      const client = '192.0.2.44';
      expect((await submitVia(one, client)).status).toBe(202);
      expect((await submitVia(two, client)).status).toBe(202);
      expect((await submitVia(one, client)).status).toBe(202);
      const limited = await submitVia(two, client);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    } finally {
      redis.disconnect();
    }
  });
});
