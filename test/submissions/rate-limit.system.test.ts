import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createLogger } from '@local-events/platform';
import { createSiteApp } from '../../facades/site/src/app.ts';
import { siteConfigSchema, type SiteConfig } from '../../facades/site/src/config.ts';
import { solvedProofOfWork } from '../../facades/site/test/proof-of-work.ts';
import { apiFacade, closeFacades } from '../support/facade.ts';
import { limitedSubmissions, type LimitedSubmissions } from '../support/limited-submissions.ts';
import { jsonLdPage, servePage, submissionCount } from '../support/submissions.ts';

const servers: Server[] = [];
afterAll(async () => {
  await closeFacades();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A client address no other call of this run uses, so that tests do not share quotas. */
const clients = { network: `10.${randomInt(0, 256)}.${randomInt(0, 256)}`, next: 1 };
const anotherClient = () => `${clients.network}.${clients.next++}`;
const page = () => servePage(jsonLdPage({ name: 'Counted', startDate: '2026-12-01T18:00:00Z' }));

/** Every way a submission enters, each in front of `gateway`, each taking the client address from X-Forwarded-For. */
async function waysIn(gateway: string) {
  const api = await apiFacade({ GATEWAY_URL: gateway, TRUST_PROXY: 'true' });
  const { api: base, issuer, secrets } = inject('stack');
  const config = siteConfigSchema.parse({
    GATEWAY_URL: gateway,
    BASE_URL: base,
    OIDC_ISSUER: issuer,
    ALTCHA_HMAC_SECRET: randomBytes(32).toString('base64url'),
    ALTCHA_COST: '50',
    FACADE_SECRET: secrets.facade,
    TRUST_PROXY: 'true',
  }) as SiteConfig;
  const server = createServer(createSiteApp(config, createLogger('test-site', 'silent')).callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    rest: (client: string, url: string) =>
      fetch(`${api}/api/submit/event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ url }),
      }),
    async mcp(client: string, url: string) {
      const mcp = new Client({ name: 'quota-test', version: '1' });
      await mcp.connect(
        new StreamableHTTPClientTransport(new URL(`${api}/api/mcp`), { requestInit: { headers: { 'x-forwarded-for': client } } }),
      );
      try {
        return (await mcp.callTool({ name: 'submit_event_from_url', arguments: { url } })) as {
          isError?: boolean;
          structuredContent?: { error?: Record<string, unknown> };
        };
      } finally {
        await mcp.close();
      }
    },
    async graphql(client: string, url: string) {
      const response = await fetch(gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({
          query: 'mutation ($url: String!) { submitEvent(input: { url: $url }) { status rateLimits { policy remaining } } }',
          variables: { url },
        }),
      });
      return (await response.json()) as {
        data?: { submitEvent: { rateLimits: { policy: string; remaining: number }[] } } | null;
        errors?: { extensions?: Record<string, unknown> }[];
      };
    },
    async site(client: string, url: string) {
      const body = new URLSearchParams({ url, altcha: await solvedProofOfWork(site) });
      return fetch(`${site}/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
        body,
      });
    },
  };
}

/** Within a describe: a submissions replica with this small quota, and every way in in front of it. */
function withQuota(limits: { perIp: number; perDomain: number }) {
  let limited: LimitedSubmissions | undefined;
  const ways = {} as Awaited<ReturnType<typeof waysIn>>;
  beforeAll(async () => {
    limited = await limitedSubmissions(limits);
    Object.assign(ways, await waysIn(limited.gateway));
  });
  afterAll(() => limited?.close());
  return ways;
}

/** A page of a site no other test submits to (its own source domain), each call another page. */
const otherSitePage = () => `${inject('stack').fixtures.anotherSiteUrl}/${randomBytes(6).toString('hex')}`;

describe('one submission quota per client, wherever a submission enters', () => {
  const ways = withQuota({ perIp: 4, perDomain: 1000 });

  it('REST, MCP, GraphQL and the site count against the same quota; over it, each refuses in its own way and stores nothing', async () => {
    const client = anotherClient();
    const first = await ways.rest(client, await page());
    expect(first.status).toBe(202);
    expect(first.headers.get('ratelimit-policy')).toBe('"submit-ip";q=4;w=600, "submit-domain";q=1000;w=600');
    expect(first.headers.get('ratelimit')).toMatch(/^"submit-ip";r=3;t=\d+, "submit-domain";r=\d+;t=\d+$/);
    expect((await ways.mcp(client, await page())).isError).toBeFalsy();
    const viaGraphql = await ways.graphql(client, await page());
    expect(viaGraphql.data?.submitEvent.rateLimits.find((limit) => limit.policy === 'submit-ip')?.remaining).toBe(1);
    expect((await ways.site(client, await page())).status).toBe(200);

    const refused = await page();
    const rest = await ways.rest(client, refused);
    expect(rest.status).toBe(429);
    expect(rest.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rest.headers.get('ratelimit')).toMatch(/"submit-ip";r=0;t=\d+/);
    expect(await rest.json()).toMatchObject({ status: 429, policy: 'submit-ip' });
    expect(await ways.mcp(client, refused)).toMatchObject({
      isError: true,
      _meta: { 'local-events/error': { code: 'rate_limited', policy: 'submit-ip' } },
    });
    expect((await ways.graphql(client, refused)).errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', policy: 'submit-ip' });
    const viaSite = await ways.site(client, refused);
    expect(viaSite.status).toBe(429);
    expect(Number(viaSite.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await viaSite.text()).toContain('Too many submissions');
    expect(await submissionCount(refused)).toBe(0);

    // Another client is not limited by this one.
    expect((await ways.rest(anotherClient(), await page())).status).toBe(202);
  });

  it('counts every replica of the submissions service against the same counters (they are in PostgreSQL)', async () => {
    const client = anotherClient();
    const unlimited = await apiFacade({ TRUST_PROXY: 'true' }); // the stack's own replica, with a large quota
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${unlimited}/api/submit/event`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ url: await page() }),
      });
      expect(response.status).toBe(202);
    }
    expect((await ways.rest(client, await page())).status).toBe(202);
    expect((await ways.rest(client, await page())).status).toBe(429);
  });
});

describe('one submission quota per source domain', () => {
  const ways = withQuota({ perIp: 1000, perDomain: 3 });

  it('counts the submissions that will fetch a page of the domain, from whatever client; refused ones and duplicates do not use it up', async () => {
    const first = otherSitePage();
    // Refused before anything is fetched (a port the policy refuses, a host that does not resolve): not counted.
    for (const refused of [first.replace(/:\d+\//, ':1/'), `http://nowhere-${randomBytes(4).toString('hex')}.invalid/`]) {
      expect((await ways.rest(anotherClient(), refused)).status).toBe(422);
    }
    const accepted = await ways.rest(anotherClient(), first);
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get('ratelimit')).toMatch(/"submit-domain";r=2;t=\d+/);
    // The same page again is the earlier submission: not counted either.
    expect(await (await ways.rest(anotherClient(), first)).json()).toMatchObject({ duplicate: true });
    expect((await ways.rest(anotherClient(), otherSitePage())).status).toBe(202);
    expect((await ways.mcp(anotherClient(), otherSitePage())).isError).toBeFalsy();
    const page = otherSitePage();
    const limited = await ways.rest(anotherClient(), page);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('ratelimit')).toMatch(/"submit-domain";r=0;t=\d+/);
    expect(await limited.json()).toMatchObject({ policy: 'submit-domain' });
    expect(await submissionCount(page)).toBe(0);
  });

  it('answers what is left of the quota on refusals too', async () => {
    const refused = await ways.rest(anotherClient(), 'http://[::ffff:127.0.0.1]/');
    expect(refused.status).toBe(422);
    expect(refused.headers.get('ratelimit-policy')).toBe('"submit-ip";q=1000;w=600');
    expect(refused.headers.get('ratelimit')).toMatch(/^"submit-ip";r=999;t=\d+$/);
  });
});
