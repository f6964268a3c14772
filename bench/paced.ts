import { Agent, request } from 'node:http';
import { finished } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';

/** What `measure` reads of a load's result: autocannon's shape, for the fields it uses. */
export interface LoadResult {
  requests: { average: number; total: number };
  throughput: { total: number };
  latency: { p50: number; p99: number };
  /** Paced loads only: every answered request's latency, ms, in ascending order, so that runs can be pooled. */
  latencies?: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Sends `rate` requests a second for `seconds`, at evenly spaced moments whatever the answers' pace (an open loop),
 * and times each from the moment it was sent. autocannon's fixed rate sends each second's share at once, as fast as
 * the connections allow, then waits: its p99 is that burst's queue, as flat out.
 */
export async function pacedLoad(
  base: string,
  next: () => autocannon.Request,
  rate: number,
  seconds: number,
  timeoutMs = 10_000,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let [bytes, failed, timedOut, non2xx] = [0, 0, 0, 0];
  const send = (ask: autocannon.Request) =>
    new Promise<void>((done) => {
      const sent = performance.now();
      let settled = false;
      /** Each request counts once: a call cut off mid-answer reports on the answer and on the call. */
      const settle = (outcome: 'answered' | 'failed' | 'timed out', status = 0) => {
        if (settled) return;
        settled = true;
        if (outcome === 'answered') {
          latencies.push(performance.now() - sent);
          if (status >= 300) non2xx += 1;
        } else if (outcome === 'failed') failed += 1;
        else timedOut += 1;
        done();
      };
      const call = request(new URL(ask.path ?? '/', base), { method: ask.method, headers: ask.headers, agent }, (response) => {
        // Headers counted as autocannon counts them: the status line, each `name: value` and its line end.
        bytes += 17 + response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        finished(response).then(
          () => settle('answered', response.statusCode ?? 0),
          () => settle('failed'),
        );
      });
      // As autocannon does, a request unanswered for this long is given up and counted.
      call.setTimeout(timeoutMs, () => {
        settle('timed out');
        call.destroy();
      });
      call.on('error', () => settle('failed'));
      call.end(ask.body);
    });
  const total = Math.round(rate * seconds);
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let sent = 0; sent < total; sent++) {
    const wait = start + (sent * 1000) / rate - performance.now();
    if (wait >= 1) await sleep(wait);
    pending.push(send(next()));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: { average: latencies.length / seconds, total: latencies.length },
    throughput: { total: bytes },
    latency: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
    latencies,
    errors: failed,
    timeouts: timedOut,
    non2xx,
  };
}

/** The latency below which `share` of `sorted` (ascending, ms) lie, to a hundredth of a millisecond; 0 for none. */
export function percentile(sorted: number[], share: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) * 100) / 100;
}
