import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, probes, serve, type AppState, type RunningServer } from '@local-events/platform';
import { readMeters } from '../meters.ts';

/** Keeps this thread busy, as a long collection or a slow synchronous call would. */
function blockFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the benchmark’s reading of each process’s metrics', () => {
  const token = 'bench-metrics-token';
  let running: RunningServer;

  beforeAll(async () => {
    const app = new Koa<AppState>().use(probes(async () => ({}), { metricsToken: token }));
    running = await serve(app, { port: 0, host: '127.0.0.1', log: createLogger('meters-test', 'silent') });
  });
  afterAll(() => running.close());

  it('gives the longest event-loop delay since the reading before, then starts again', async () => {
    const meters = { urls: { stack: running.url }, token };
    await readMeters(meters);
    // A reading resets Node's delay monitor, and its first tick after a reset records no delay: a pause right after
    // the reading, before any tick, goes unseen (on a fast machine the answer comes back within one 10 ms tick).
    await new Promise((resolve) => setTimeout(resolve, 30));
    blockFor(300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paused = await readMeters(meters);
    expect(paused.longestPauseMs.stack).toBeGreaterThanOrEqual(250);
    expect(paused.limitsSeconds).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const calm = await readMeters(meters);
    expect(calm.longestPauseMs.stack).toBeLessThan(250);
  });

  it('refuses to read zeros from a process that did not give its figures', async () => {
    await expect(readMeters({ urls: { stack: running.url }, token: 'not-the-token' })).rejects.toThrow(/stack's metrics answered 401/);
  });
});
