/** Loading one target, flat out with autocannon or at a fixed rate, and what one run of it measures. */
import autocannon from 'autocannon';
import { round2, type Measured } from './figures.ts';
import { readMeters, type Meters } from './meters.ts';
import { pacedLoad, type LoadResult } from './paced.ts';
import { treeCpu, usage } from './process-usage.ts';
import { CONNECTIONS, log } from './settings.ts';
import type { Ask } from './workload.ts';

export type Target = {
  name: string;
  base: string;
  request: (pick: () => Ask) => autocannon.Request;
  /** Requests a second, when the target is loaded at a fixed rate rather than as fast as it answers. */
  rate?: number;
  /** With `rate`: each request sent at its own evenly spaced moment (paced.ts), for latency at that load. */
  paced?: boolean;
  /** Work that goes on while the target is loaded (writes, for one); started before the load, stopped after it. */
  alongside?: () => () => Promise<void>;
};

/**
 * A paced run is measured after this long at its rate, unmeasured. Each side idles while the other is measured, and
 * the first two seconds after such a pause held a run's slowest requests whatever the data, stack and baseline alike
 * (the stack up to 630 ms at 1,000,000 events and 130 to 180 ms at 10,000, the baseline 250 ms): V8 shrinks an idle
 * process's heap (the memory reducer's full collections, 68 to 118 ms), and the load coming back meets a young
 * generation collected again and again until it has grown back. Latency at a rate is what holds while it is kept.
 */
const PACED_LEAD_IN_SECONDS = 3;

export async function loadFor(target: Target, pick: () => Ask, duration: number): Promise<LoadResult> {
  const stop = target.alongside?.();
  try {
    if (target.paced && target.rate) return await pacedLoad(target.base, () => target.request(pick), target.rate, duration);
    return await autocannon({
      url: target.base,
      connections: CONNECTIONS,
      duration,
      ...(target.rate ? { overallRate: target.rate } : {}),
      requests: [{ setupRequest: (req) => ({ ...req, ...target.request(pick) }) }],
    });
  } finally {
    await stop?.();
  }
}

/**
 * One run of `target`: its requests' figures and the CPU of the stack's processes (`pids`), and of the database
 * server's (`databasePid`) when nothing else loads it in the meantime.
 */
export async function measure(
  target: Target,
  pick: () => Ask,
  pids: Record<string, number>,
  meters: Meters,
  seconds: number,
  databasePid?: number,
): Promise<Measured> {
  if (target.paced) await loadFor(target, pick, PACED_LEAD_IN_SECONDS);
  const { limitsSeconds: limitsBefore } = await readMeters(meters);
  const before = Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, usage(pid).cpu]));
  const databaseBefore = databasePid ? treeCpu(databasePid) : 0;
  const result = await loadFor(target, pick, seconds);
  const after = Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, usage(pid)]));
  const database: Record<string, number> = databasePid ? { postgres: round2(treeCpu(databasePid) - databaseBefore) } : {};
  const reading = await readMeters(meters);
  log.info({ target: target.name, rps: result.requests.average, p99: result.latency.p99 }, 'measured');
  return {
    target: target.name,
    rps: result.requests.average,
    answerBytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencies: result.latencies,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuSeconds: {
      ...Object.fromEntries(Object.entries(after).map(([process, figures]) => [process, round2(figures.cpu - before[process]!)])),
      ...database,
    },
    rssMb: Object.fromEntries(Object.entries(after).map(([process, figures]) => [process, figures.rssMb])),
    limitsSeconds: reading.limitsSeconds - limitsBefore,
    longestPauseMs: reading.longestPauseMs,
  };
}
