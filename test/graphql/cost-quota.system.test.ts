import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CostQuota, type RunningServer } from '@local-events/platform';
import { closeFixtures, createZone } from '../support/fixtures.ts';
import { api } from '../support/http.ts';
import { startOwnGateway } from '../support/own-gateway.ts';

/** A minute's quota of this gateway: five operations of the cost below. */
const QUOTA = 5_000;
/** Every zone's events over a month, at most 40 each, with their venues: about 1,000. */
const EXPENSIVE = '{ locations { id events(limit: 40, date: "2026-12-01", until: "2026-12-31") { title venue { name } } } }';

/** The weekly counts of 20,000 zones, asked 15 times in one request: what two anonymous loops took the list down with. */
const AMPLIFIED = JSON.stringify({
  query: `query Q($z: [Int!]!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: weeklyEventCounts(zoneIds: $z)`).join(' ')} }`,
  variables: { z: Array.from({ length: 20_000 }, (_, i) => i + 1) },
});
/** The largest such request the bounds let through: 15 times 1,000 zones. */
const LARGEST_ALLOWED = JSON.stringify({
  query: `query Q($z: [Int!]!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: weeklyEventCounts(zoneIds: $z)`).join(' ')} }`,
  variables: { z: Array.from({ length: 1000 }, (_, i) => i + 1) },
});

let gateway: RunningServer;
let url: string;
beforeAll(async () => {
  gateway = await startOwnGateway('quota', { costQuota: new CostQuota(QUOTA, { kind: 'memory' }) });
  url = `${gateway.url}/graphql`;
});
afterAll(async () => {
  await gateway?.close();
  await closeFixtures();
});

/** A caller at its own loopback address (127.0.0.x), as another machine would be. */
const clientAt = (address: string) => new Agent({ localAddress: address });

async function ask(body: string, options: { from?: Agent; headers?: Record<string, string> } = {}) {
  const answer = await request(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...options.headers },
    dispatcher: options.from,
  });
  return {
    status: answer.statusCode,
    headers: answer.headers,
    body: (await answer.body.json()) as { errors?: { extensions?: Record<string, unknown> }[] },
  };
}

describe('each client spends a cost quota at the gateway', () => {
  it('refuses a client over its quota with 429 and Retry-After, while other clients and the services go on', async () => {
    const greedy = clientAt('127.0.0.21');
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof ask>> | undefined;
    for (let attempt = 0; attempt < 10 && !refusal; attempt++) {
      const answer = await ask(JSON.stringify({ query: EXPENSIVE }), { from: greedy });
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer;
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(refusal, `statuses ${statuses}`).toBeDefined();
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusal!.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', policy: 'graphql-cost' });

    // Someone else, and a facade's caller (the address it passes on with the facade secret), still spend their own.
    expect((await ask(JSON.stringify({ query: EXPENSIVE }), { from: clientAt('127.0.0.22') })).status).toBe(200);
    const { secrets } = inject('stack');
    const viaFacade = await ask(JSON.stringify({ query: EXPENSIVE }), {
      from: greedy,
      headers: { 'x-facade-secret': secrets.facade, 'x-client-address': '192.0.2.40' },
    });
    expect(viaFacade.status).toBe(200);
    // A service of the project (the gateway secret) spends no client's quota, from the same address.
    expect(
      (await ask(JSON.stringify({ query: EXPENSIVE }), { from: greedy, headers: { 'x-gateway-secret': secrets.gateway } })).status,
    ).toBe(200);
  });

  it('refuses the amplified list arguments before they cost anything, and the largest allowed runs dry at once', async () => {
    const attacker = clientAt('127.0.0.23');
    const amplified = await ask(AMPLIFIED, { from: attacker });
    expect(amplified.status).toBe(400);
    expect(amplified.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'constraint' });
    // 15 times 1,000 zone ids cost 15,000: over a minute's quota of 5,000 at the first request.
    const largest = await ask(LARGEST_ALLOWED, { from: attacker });
    expect(largest.status).toBe(429);
  });

  it("keeps others' uncached lists fast while anonymous clients loop both requests", async () => {
    const { id: zone } = await createZone({ timezone: 'Europe/London' });
    let day = 0;
    const list = async () => {
      const date = new Date(Date.UTC(2030, 0, 1) + (day++ % 3000) * 86_400_000).toISOString().slice(0, 10);
      const started = performance.now();
      const response = await fetch(api(`/api/events/list?zone_id=${zone}&date=${date}`));
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const measure = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) times.push(await list());
      return median(times);
    };
    await measure(10);
    const quiet = await measure(40);

    let stop = false;
    const loop = async (address: string, body: string) => {
      const from = clientAt(address);
      let sent = 0;
      while (!stop) {
        await ask(body, { from });
        sent++;
      }
      return sent;
    };
    const attackers = [
      loop('127.0.0.31', AMPLIFIED),
      loop('127.0.0.32', AMPLIFIED),
      loop('127.0.0.33', LARGEST_ALLOWED),
      loop('127.0.0.34', LARGEST_ALLOWED),
    ];
    const busy = await measure(40);
    stop = true;
    const sent = await Promise.all(attackers);
    expect(sent.every((count) => count > 5)).toBe(true);
    // Before the bounds and the quota, two such loops took the median from about 5 ms to about 350 ms.
    expect(busy, `median ${busy.toFixed(1)} ms under attack, ${quiet.toFixed(1)} ms before`).toBeLessThan(Math.max(3 * quiet, quiet + 30));
  }, 60_000);
});
