/**
 * Tracing's cost in one process, without the stack around it: copies of the smallest platform service
 * (tracing-alone/app.ts), one traced copy for each sampling ratio asked (exporting protobuf to a receiver) and two
 * untraced ones, all loaded at once at the same fixed rate. Each copy's CPU per request is read against the first
 * untraced copy's; the second untraced copy, its twin, reads what the method gives for no difference at all. Each round
 * starts new copies, in a different order, because two new processes differ by a few per cent for reasons of their own;
 * loading every variant at once, rather than pair after pair, lets them share the machine's minutes, and the mean over
 * rounds resolves about a point (docs/tracing-cost.md). `npm run bench:tracing-alone`, with BENCH_TRACING_RATIOS
 * (comma-separated), BENCH_TRACING_RATE, BENCH_ROUNDS, BENCH_RUNS, BENCH_RUN_SECONDS and BENCH_WARMUP_SECONDS.
 */
import { startTraceReceiver } from '../infra/src/trace-receiver.ts';
import { startNodeProcess } from '../infra/src/node-process.ts';
import { meanOf, numberFromEnvironment as numberOf, rotated, signedPercent as signed } from './rounds.ts';
import { pacedLoad } from './paced.ts';
import { usage } from './process-usage.ts';
import { tracedEnvironment } from './tracing-cost.ts';

export interface TracingAloneOptions {
  /** Sampling ratios, one traced copy each. */
  ratios: number[];
  /** Requests a second, to each copy. */
  rate: number;
  /** Each round starts new copies. */
  rounds: number;
  /** Measured runs in a round, after its warm-up. */
  runs: number;
  seconds: number;
  warmupSeconds: number;
}

/** One copy's cost against the untraced reference, per cent, round by round, with their mean and its standard error. */
export interface CopyCost {
  copy: string;
  rounds: number[];
  mean: number;
  standardError: number;
}

export interface TracingAloneResult {
  /** CPU per request of the untraced reference, µs, round by round. */
  reference: number[];
  /** The untraced twin first, then each ratio's traced copy. */
  costs: CopyCost[];
  exportsReceived: number;
}

const APP = 'bench/tracing-alone/app.ts';
export const TWIN = 'untraced twin';

interface Copy {
  name: string;
  env: NodeJS.ProcessEnv;
}

export async function measureTracingAlone(options: TracingAloneOptions): Promise<TracingAloneResult> {
  const receiver = await startTraceReceiver({ maxTraces: 100 });
  const untraced = { ...process.env, OTEL_SDK_DISABLED: 'true' };
  const copies: Copy[] = [
    { name: 'reference', env: untraced },
    { name: TWIN, env: untraced },
    ...options.ratios.map((ratio) => ({ name: `${+(ratio * 100).toFixed(3)} %`, env: { ...process.env, ...tracedEnvironment(receiver.url, ratio) } })),
  ];
  const reference: number[] = [];
  const costs = new Map(copies.slice(1).map(({ name }) => [name, [] as number[]]));
  try {
    for (let round = 0; round < options.rounds; round++) {
      const order = rotated(copies, round);
      const perRequest = await roundOf(order, options);
      reference.push(perRequest.get('reference')!);
      for (const [name, cost] of costs) cost.push((perRequest.get(name)! / perRequest.get('reference')! - 1) * 100);
    }
    return { reference, costs: [...costs].map(([copy, rounds]) => ({ copy, rounds, ...meanOf(rounds) })), exportsReceived: receiver.exports() };
  } finally {
    await receiver.close();
  }
}

/** New processes of `copies`, loaded at once: each one's CPU per request over the round's measured runs, µs. */
async function roundOf(copies: Copy[], options: TracingAloneOptions): Promise<Map<string, number>> {
  const started = copies.map(({ name, env }) => ({ name, process: startNodeProcess(APP, { env }) }));
  try {
    const listening = await Promise.all(started.map(async ({ name, process }) => ({ name, pid: process.child.pid!, base: `http://127.0.0.1:${await process.ready}` })));
    const loadAll = (seconds: number) =>
      Promise.all(
        listening.map(async ({ pid, base }) => {
          const before = usage(pid).cpu;
          const answered = await pacedLoad(base, () => ({ method: 'GET', path: '/list' }), options.rate, seconds);
          return { cpu: usage(pid).cpu - before, requests: answered.requests.total };
        }),
      );
    await loadAll(options.warmupSeconds);
    const total = listening.map(() => ({ cpu: 0, requests: 0 }));
    for (let run = 0; run < options.runs; run++) {
      (await loadAll(options.seconds)).forEach((reading, i) => {
        total[i]!.cpu += reading.cpu;
        total[i]!.requests += reading.requests;
      });
    }
    return new Map(listening.map(({ name }, i) => [name, (total[i]!.cpu * 1e6) / total[i]!.requests]));
  } finally {
    // Stopped, a traced copy sends the spans still in its batch.
    await Promise.all(started.map(({ process }) => (process.child.kill(), process.exited)));
  }
}

if (import.meta.main) {
  const result = await measureTracingAlone({
    ratios: (process.env.BENCH_TRACING_RATIOS ?? '0,0.01,0.1').split(',').map(Number),
    rate: numberOf('BENCH_TRACING_RATE', 200),
    rounds: numberOf('BENCH_ROUNDS', 12),
    runs: numberOf('BENCH_RUNS', 2),
    seconds: numberOf('BENCH_RUN_SECONDS', 10),
    warmupSeconds: numberOf('BENCH_WARMUP_SECONDS', 15),
  });
  result.reference.forEach((micros, round) =>
    console.log(`round ${round + 1}: reference ${micros.toFixed(0)} µs of CPU a request; ${result.costs.map(({ copy, rounds }) => `${copy} ${signed(rounds[round]!)}`).join(', ')}`),
  );
  for (const { copy, mean, standardError } of result.costs) console.log(`${copy}: ${signed(mean)} (standard error ${standardError.toFixed(1)})`);
  console.log(`${result.exportsReceived} exports received`);
}
