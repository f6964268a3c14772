import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pacedLoad, percentile } from '../paced.ts';

/** How long the server below takes over each answer. */
const ANSWER_MS = 20;

describe('the benchmark’s paced load', () => {
  let server: Server;
  let base: string;
  let [inFlight, mostInFlight] = [0, 0];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/never') return;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' }).end('twelve bytes');
      }, ANSWER_MS);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));
  beforeEach(() => {
    mostInFlight = 0;
  });

  it('spreads the requests over each second and times each answer', async () => {
    const result = await pacedLoad(base, () => ({ method: 'GET', path: '/' }), 100, 2);

    expect(result.requests.total).toBe(200);
    expect(result.requests.average).toBe(100);
    // About two at a time at 100 a second; sent each second at once, as autocannon's fixed rate does, all 100 would be.
    expect(mostInFlight).toBeLessThan(25);
    expect(result.latency.p50).toBeGreaterThanOrEqual(ANSWER_MS);
    expect(result.latency.p99).toBeGreaterThanOrEqual(result.latency.p50);
    expect(result.non2xx + result.errors).toBe(0);
    // Headers and the 12-byte body, as autocannon counts an answer.
    expect(result.throughput.total / result.requests.total).toBeGreaterThan(60);
    // Every answer's latency, in order, for runs to be pooled.
    expect(result.latencies).toHaveLength(200);
    expect(result.latencies).toEqual([...result.latencies!].sort((a, b) => a - b));
    expect(percentile(result.latencies!, 0.99)).toBe(result.latency.p99);
  });

  it('counts answers that are not 2xx, and requests that get no answer', async () => {
    const missing = await pacedLoad(base, () => ({ method: 'GET', path: '/missing' }), 50, 1);
    expect(missing.non2xx).toBe(50);

    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((done) => closed.close(done));
    const refused = await pacedLoad(nowhere, () => ({ method: 'GET', path: '/' }), 20, 1);
    expect(refused.errors).toBe(20);
    expect(refused.requests.total).toBe(0);
  });

  it('gives up on a request unanswered for its timeout, and counts it once', async () => {
    const silent = await pacedLoad(base, () => ({ method: 'GET', path: '/never' }), 10, 1, 200);
    expect(silent.timeouts).toBe(10);
    expect(silent.errors).toBe(0);
    expect(silent.requests.total).toBe(0);
  });

  it('reads a percentile of pooled latencies as the latency below which that share of them lie', () => {
    // Two runs of 100: one with a single stall, one without. Pooled, one request in 200 stalled, and p99 is not it.
    const quiet = Array.from({ length: 100 }, (_, i) => 1 + i / 100);
    const stalled = [...quiet.slice(1), 250];
    const pooled = [...quiet, ...stalled].sort((a, b) => a - b);
    expect(percentile(stalled, 0.99)).toBe(250);
    expect(percentile(pooled, 0.99)).toBe(1.99);
    expect(percentile(pooled, 0.5)).toBe(1.5);
    expect(percentile([], 0.99)).toBe(0);
  });
});
