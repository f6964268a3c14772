/**
 * Tracing's cost: the uncached list on two new stacks on the same data, alike but for tracing, which is on in one as
 * in service, loaded at once at the same fixed rate so that both do the same work and their CPU per request
 * compares (flat out, CPU per request moves with throughput itself). BENCH_TRACING_RATIO is the traced stack's
 * sampling ratio (0.1 by default), BENCH_TRACING_RATE the pair's requests a second, each, instead of a share of the
 * list's flat-out rate.
 */
import { startTraceReceiver } from '../infra/src/trace-receiver.ts';
import type { Stack } from '../infra/src/stack.ts';
import { combined, round2, stackCpu, STACK_PROCESSES, withRatios, type Figure, type Measured, type Runs } from './figures.ts';
import { loadFor, measure, type Target } from './measure.ts';
import type { Meters } from './meters.ts';
import { log, PAIR_WARMUP_SECONDS, ROUNDS, SECONDS } from './settings.ts';
import { takingTurns } from './taking-turns.ts';
import { list } from './targets.ts';
import type { Ask } from './workload.ts';

/** How tracing runs in service: every process exports to an OTLP receiver (protobuf over HTTP), and 10 % of new traces are recorded. */
export const TRACING_SAMPLE_RATIO = Number(process.env.BENCH_TRACING_RATIO ?? 0.1);

/** The uncached list on the traced stack; its ratios are to the untraced stack's list, not to the baseline. */
export const TRACED_LIST = `GET /api/events/list, traced at ${TRACING_SAMPLE_RATIO * 100} % (ratios to the untraced list)`;
/** The untraced stack's list in the runs paired with the traced one's (a stack of its own: see startTracingPair). */
export const UNTRACED_LIST = 'GET /api/events/list, untraced (paired with the traced stack)';
/** The traced and untraced lists are each loaded at this share of the rate the first stack's list answers flat out (both at once). */
const TRACING_LOAD_SHARE = 0.3;
/** Tracing's cost is a few per cent of CPU time: it is measured over more and longer runs than the other targets. */
export const TRACING_RUNS: Runs = { rounds: 6 * ROUNDS, seconds: 2 * SECONDS };
/**
 * The runs are shared between this many pairs of stacks, one after the other. Two stacks alike but for nothing read
 * 3.5 % apart over 18 runs (OTEL_SDK_DISABLED=true makes both untraced): a stack's own luck, as much as the cost
 * measured. Each pair is one more draw of it.
 */
export const TRACING_PAIRS = 2;

/** What a process is started with to trace as in service: exporting to `receiverUrl`, new traces sampled at TRACING_SAMPLE_RATIO. */
function tracedEnvironment(receiverUrl: string): Record<string, string> {
  return {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: String(TRACING_SAMPLE_RATIO),
  };
}

export interface PairedStack {
  api: string;
  /** Its processes a request crosses, named with their suffix (figures.ts, PAIR_SUFFIX). */
  pids: Record<string, number>;
}

export interface TracingPair {
  untraced: PairedStack;
  traced: PairedStack;
  /** Exports the receiver has had so far (the SDK's default encoding, protobuf): proof the traced stack really exported. */
  exportsReceived(): number;
  stop(): Promise<void>;
}

/**
 * Two new stacks on the same data, alike but for tracing. Both are new, so that both have served the same requests
 * before they are compared; a stack that has served every other target reads cheaper per request than one started
 * for the comparison, with tracing or without. Which of the two starts first is `tracedFirst`: the bench takes turns,
 * so that neither stack is always the one started second.
 */
export async function startTracingPair(
  start: (folder: string, env: Record<string, string>) => Promise<Stack>,
  folder: string,
  tracedFirst: boolean,
): Promise<TracingPair> {
  const receiver = await startTraceReceiver({ maxTraces: 1000 });
  const stacks: Stack[] = [];
  const paired = (stack: Stack, suffix: string): PairedStack => {
    stacks.push(stack);
    const pids = Object.entries(stack.pids()).flatMap(([name, pid]) => (STACK_PROCESSES.has(name) ? [[`${name} ${suffix}`, pid]] : []));
    return { api: stack.urls.api, pids: Object.fromEntries(pids) };
  };
  try {
    const [untraced, traced] = await takingTurns(
      tracedFirst,
      async () => paired(await start(`${folder}-untraced`, {}), '(untraced)'),
      async () => paired(await start(`${folder}-traced`, tracedEnvironment(receiver.url)), '(traced)'),
      { oneByOne: true },
    );
    return {
      untraced,
      traced,
      exportsReceived: receiver.exports,
      async stop() {
        await Promise.all(stacks.map((stack) => stack.stop()));
        await receiver.close();
      },
    };
  } catch (error) {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await receiver.close();
    throw error;
  }
}

/** The rate each stack of the pair is loaded at, given what the first stack's list answered flat out. */
export const tracingRate = (listFlatOut: number) =>
  Number(process.env.BENCH_TRACING_RATE ?? 0) || Math.round(listFlatOut * TRACING_LOAD_SHARE);

/**
 * The untraced list's figure and the traced one's, over TRACING_RUNS shared by TRACING_PAIRS pairs started one after
 * the other by `newStack`, each stack loaded at `rate`.
 */
export async function measureTracingCost(
  newStack: (folder: string, env: Record<string, string>) => Promise<Stack>,
  pick: () => Ask,
  rate: number,
): Promise<Omit<Figure, 'size'>[]> {
  const pairRuns: PairRuns = { untraced: [], traced: [], costs: [] };
  for (let n = 0; n < TRACING_PAIRS; n++) {
    // Pairs take turns at which stack starts first: two stacks alike differ by a few per cent (TRACING_PAIRS).
    const pair = await startTracingPair(newStack, `pair-${n}`, n % 2 === 1);
    try {
      log.info({ pair: n, untraced: pair.untraced.pids, traced: pair.traced.pids }, 'pair started (process ids, for CPU_PROFILE_DIR)');
      // Both warmed alike, at once and flat out, so that their code is as optimised.
      await Promise.all(
        [pair.untraced, pair.traced].map(({ api: base }) => loadFor({ name: 'warm-up', base, request: list }, pick, PAIR_WARMUP_SECONDS)),
      );
      await measurePair(pair, pick, rate, { ...TRACING_RUNS, rounds: TRACING_RUNS.rounds / TRACING_PAIRS }, pairRuns);
      log.info({ pair: n, rate, exports: pair.exportsReceived() }, 'exports sent by the traced stack');
      if (pair.exportsReceived() === 0 && !process.env.OTEL_SDK_DISABLED)
        throw new Error('the traced stack exported nothing: its figure would not measure tracing');
    } finally {
      await pair.stop();
    }
  }
  return pairFigures(pairRuns, TRACING_RUNS);
}

/** A pair's runs: each stack's, and tracing's cost in each, per cent. */
interface PairRuns {
  untraced: Measured[];
  traced: Measured[];
  costs: number[];
}

/**
 * Both stacks of the pair loaded at once, at the same fixed rate, round after round, each round's CPU read per stack.
 * Each stack's CPU per request is then against the other's in the same seconds of the same machine: measured one
 * after the other, a noisy machine's minutes differed by more than the cost measured.
 */
async function measurePair(pair: TracingPair, pick: () => Ask, rate: number, runs: Runs, into: PairRuns): Promise<void> {
  const noMeters: Meters = { urls: {}, token: '' };
  const target = (name: string, base: string): Target => ({ name, base, request: list, rate });
  for (let round = 0; round < runs.rounds; round++) {
    // Every other round the traced stack's load starts first.
    const [untraced, traced] = await takingTurns(
      round % 2 === 1,
      () => measure(target(UNTRACED_LIST, pair.untraced.api), pick, pair.untraced.pids, noMeters, runs.seconds),
      () => measure(target(TRACED_LIST, pair.traced.api), pick, pair.traced.pids, noMeters, runs.seconds),
      { oneByOne: false },
    );
    into.untraced.push(untraced);
    into.traced.push(traced);
    const perRequest = (measured: Measured) => stackCpu(measured) / Math.max(1, measured.rps);
    into.costs.push(round2((perRequest(traced) / perRequest(untraced) - 1) * 100));
    log.info({ round: into.costs.length - 1, cost: into.costs.at(-1) }, 'tracing cost in this round, per cent');
  }
}

/** The untraced list's figure and the traced one's, over the runs of every pair. */
function pairFigures({ untraced, traced, costs }: PairRuns, runs: Runs): Omit<Figure, 'size'>[] {
  const reference = combined(untraced);
  return [withRatios(reference, reference, runs), { ...withRatios(combined(traced), reference, runs), runCosts: costs }];
}
