/** What a run of a target measures, how several runs make one figure, and that figure's ratios to a reference. */
import { percentile } from './paced.ts';

export interface Figure {
  size: number;
  target: string;
  rps: number;
  /** Bytes of the average answer, headers included: what a request gets back differs between data sets. */
  answerBytes: number;
  p50: number;
  p99: number;
  errors: number;
  rpsRatio: number;
  p99Ratio: number;
  cpuSeconds: Record<string, number>;
  rssMb: Record<string, number>;
  /** Seconds the GraphQL processes spent checking operation limits during the runs. */
  limitsSeconds: number;
  /** That time as a share of the CPU time of every process of the stack in the same runs. */
  limitsShare: number;
  /** Each process's longest event-loop delay in any of the runs, ms: its own work, a collection, or the machine not running it. */
  longestPauseMs: Record<string, number>;
  /** CPU time of the processes a request crosses, per request answered. */
  cpuMsPerRequest: number;
  /** The traced list only: tracing's cost in each run of the pair, per cent. */
  runCosts?: number[];
}

export type Measured = Omit<Figure, 'size' | 'rpsRatio' | 'p99Ratio' | 'limitsShare' | 'cpuMsPerRequest'> & {
  /** A paced run's latencies (ascending, ms), pooled when runs are combined; not kept in the results. */
  latencies?: number[];
};

/** How long each measured run lasts, and how many there are per target. */
export interface Runs {
  rounds: number;
  seconds: number;
}

/** The processes a request to the stack crosses (not the baseline, not the second, cached facade). */
export const STACK_PROCESSES = new Set<string>(['api', 'gateway', 'locations', 'events', 'venues']);

/** Names each stack's processes apart in the tracing pair's CPU figures: `events (traced)`, `events (untraced)`. */
const PAIR_SUFFIX = / \((un)?traced\)$/;

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Several runs of one target as one figure: means of rates, sums of errors and CPU; latencies are those of every
 * request of the runs pooled when the runs kept them (paced runs), else the means of each run's.
 */
export function combined(runs: Measured[]): Measured {
  const pooled = runs.every((run) => run.latencies) ? runs.flatMap((run) => run.latencies!).sort((a, b) => a - b) : undefined;
  return {
    target: runs[0]!.target,
    rps: round2(mean(runs.map((run) => run.rps))),
    answerBytes: Math.round(mean(runs.map((run) => run.answerBytes))),
    p50: pooled ? percentile(pooled, 0.5) : round2(mean(runs.map((run) => run.p50))),
    p99: pooled ? percentile(pooled, 0.99) : round2(mean(runs.map((run) => run.p99))),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuSeconds: Object.fromEntries(
      Object.keys(runs[0]!.cpuSeconds).map((process) => [process, round2(runs.reduce((sum, run) => sum + run.cpuSeconds[process]!, 0))]),
    ),
    rssMb: runs.at(-1)!.rssMb,
    limitsSeconds: runs.reduce((sum, run) => sum + run.limitsSeconds, 0),
    longestPauseMs: Object.fromEntries(
      Object.keys(runs[0]!.longestPauseMs).map((process) => [process, Math.max(...runs.map((run) => run.longestPauseMs[process] ?? 0))]),
    ),
  };
}

/** CPU seconds of the processes a request to a stack crosses. */
export const stackCpu = (measured: Measured) =>
  Object.entries(measured.cpuSeconds).reduce(
    (sum, [process, seconds]) => sum + (STACK_PROCESSES.has(process.replace(PAIR_SUFFIX, '')) ? seconds : 0),
    0,
  );

export function withRatios(
  { latencies: _latencies, ...measured }: Measured,
  reference: Measured,
  { rounds, seconds }: Runs,
): Omit<Figure, 'size'> {
  return {
    ...measured,
    rpsRatio: round2(measured.rps / reference.rps),
    p99Ratio: round2(measured.p99 / Math.max(1, reference.p99)),
    limitsShare: Math.round((measured.limitsSeconds / Math.max(0.001, stackCpu(measured))) * 10_000) / 10_000,
    cpuMsPerRequest: round2((stackCpu(measured) * 1000) / Math.max(1, measured.rps * seconds * rounds)),
  };
}

/** A share as a percentage to two decimals: `0.40 %`. */
export const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
