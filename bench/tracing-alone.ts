/**
 * Tracing's cost in one process, without the stack around it: two copies of the smallest platform service
 * (tracing-alone/app.ts), alike but for tracing (on at `ratio`, exporting protobuf to a receiver), loaded at once at
 * the same fixed rate, and their CPU per request compared run by run. One process each and no database, so the runs
 * of a pair read close to one another where a stack pair's spread over tens of per cent; two pairs of new processes
 * still differ by several per cent, so a change is judged over several pairs (docs/tracing-cost.md):
 * `npm run bench:tracing-alone`, with BENCH_TRACING_RATIO, BENCH_TRACING_RATE, BENCH_RUNS, BENCH_RUN_SECONDS and
 * BENCH_WARMUP_SECONDS.
 */
import { startTraceReceiver } from '../infra/src/trace-receiver.ts';
import { startNodeProcess } from '../infra/src/node-process.ts';
import { pacedLoad } from './paced.ts';
import { usage } from './process-usage.ts';
import { takingTurns } from './taking-turns.ts';
import { tracedEnvironment, TRACING_SAMPLE_RATIO } from './tracing-cost.ts';

export interface TracingAloneOptions {
  ratio: number;
  /** Requests a second, to each copy. */
  rate: number;
  runs: number;
  seconds: number;
  warmupSeconds: number;
}

/** CPU per request, µs, of each copy in one run, and the traced copy's cost against the untraced one's, per cent. */
export interface TracingAloneRun {
  untraced: number;
  traced: number;
  cost: number;
}

export interface TracingAloneResult {
  runs: TracingAloneRun[];
  /** Over all runs: CPU seconds of each copy divided by the requests it answered. */
  total: TracingAloneRun;
  exportsReceived: number;
}

const APP = 'bench/tracing-alone/app.ts';

/** A copy's CPU seconds over a run and the requests it answered. */
interface Reading {
  cpu: number;
  requests: number;
}

export async function measureTracingAlone(options: TracingAloneOptions): Promise<TracingAloneResult> {
  const receiver = await startTraceReceiver({ maxTraces: 100 });
  const untraced = startNodeProcess(APP, { env: { ...process.env, OTEL_SDK_DISABLED: 'true' } });
  const traced = startNodeProcess(APP, { env: { ...process.env, ...tracedEnvironment(receiver.url, options.ratio) } });
  let stopped: Promise<unknown> | undefined;
  const stop = () => (stopped ??= Promise.all([untraced, traced].map(({ child, exited }) => (child.kill(), exited))));
  try {
    const copies = await Promise.all([untraced, traced].map(async ({ child, ready }) => ({ pid: child.pid!, base: `http://127.0.0.1:${await ready}` })));
    const ask = () => ({ method: 'GET' as const, path: '/list' });
    const loaded = ({ pid, base }: { pid: number; base: string }, seconds: number) => async (): Promise<Reading> => {
      const before = usage(pid).cpu;
      const answered = await pacedLoad(base, ask, options.rate, seconds);
      return { cpu: usage(pid).cpu - before, requests: answered.requests.total };
    };
    const load = (seconds: number, reversed: boolean) => takingTurns(reversed, loaded(copies[0]!, seconds), loaded(copies[1]!, seconds), { oneByOne: false });
    await load(options.warmupSeconds, false);
    const readings: [Reading, Reading][] = [];
    for (let run = 0; run < options.runs; run++) readings.push(await load(options.seconds, run % 2 === 1));
    const perRequest = (side: 0 | 1, of: [Reading, Reading][]) =>
      (of.reduce((sum, run) => sum + run[side].cpu, 0) * 1e6) / of.reduce((sum, run) => sum + run[side].requests, 0);
    const compared = (of: [Reading, Reading][]): TracingAloneRun => {
      const [u, t] = [perRequest(0, of), perRequest(1, of)];
      return { untraced: u, traced: t, cost: (t / u - 1) * 100 };
    };
    const result = { runs: readings.map((run) => compared([run])), total: compared(readings) };
    // Stopped, the traced copy sends the spans still in its batch.
    await stop();
    return { ...result, exportsReceived: receiver.exports() };
  } finally {
    await stop();
    await receiver.close();
  }
}

if (import.meta.main) {
  const numberOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const result = await measureTracingAlone({
    ratio: TRACING_SAMPLE_RATIO,
    rate: numberOf('BENCH_TRACING_RATE', 400),
    runs: numberOf('BENCH_RUNS', 12),
    seconds: numberOf('BENCH_RUN_SECONDS', 10),
    warmupSeconds: numberOf('BENCH_WARMUP_SECONDS', 20),
  });
  const line = ({ untraced, traced, cost }: TracingAloneRun) => `untraced ${untraced.toFixed(1)} µs, traced ${traced.toFixed(1)} µs of CPU a request: ${cost >= 0 ? '+' : ''}${cost.toFixed(1)} %`;
  result.runs.forEach((run, n) => console.log(`run ${n + 1}: ${line(run)}`));
  console.log(`all runs: ${line(result.total)} (${result.exportsReceived} exports received)`);
}
