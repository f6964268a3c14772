/**
 * How latency grows with the data: the uncached list at one fixed rate, the same at every size, each request sent at
 * its own moment (paced.ts). Flat out, 20 connections queue, and p99 is that queue's length over throughput, whatever
 * the data. Both sizes are measured in the same minutes, a stack on each taking turns run by run: measured twenty
 * minutes apart, as each size's other targets are, the growth read anything from 0.49 × to 25 × over 19 full runs,
 * the machine's minutes differing by more than the data did (docs/performance.md).
 */
import type { Stack } from '../infra/src/stack.ts';
import { combined, STACK_PROCESSES, withRatios, type Figure, type Measured, type Runs } from './figures.ts';
import { loadFor, measure, type Target } from './measure.ts';
import type { Meters } from './meters.ts';
import { log, PAIR_WARMUP_SECONDS, ROUNDS, SECONDS } from './settings.ts';
import { stackMeters, type Prepared } from './stacks.ts';
import { roundsKept, type Stall } from './stalled-rounds.ts';
import { takingTurns } from './taking-turns.ts';
import { list } from './targets.ts';
import { askedFor, type Ask } from './workload.ts';

export const FIXED_RATE_LIST = 'GET /api/events/list at a fixed rate, both sizes in turns, the same towns (ratios to the smaller)';
/** That rate, as a share of the rate at which the list answers flat out at the first size measured. */
const FIXED_RATE_SHARE = 0.3;
/**
 * Requests each size answers at the fixed rate, at least: its p99 is that of all of them pooled, and a p99 of a few
 * hundred requests is their few slowest, a single stall of the machine. With 10,000, one run in three still held a
 * stall that set the p99 by itself (30 to 107 ms against 10 to 20 ms in the others, at either size): a sampler of
 * /proc showed other programs on the machine taking most of a core for a few hundred milliseconds then (the message
 * broker's Erlang VM). 30,000 hold several such moments, as a service's day does.
 */
const FIXED_RATE_REQUESTS = 30_000;
/** Runs of each size at the fixed rate, taking turns at which size goes first. */
const FIXED_RATE_ROUNDS = 2 * ROUNDS;
/**
 * A process the list does not use (the submissions service) waits this long for its event loop only when the
 * machine stopped running the stack: a p99 is one request in a hundred, and one such stall of a second in one size's
 * run sets that size's p99 on its own (15 × in one run, all six processes' event loops held up 430 to 780 ms at once).
 * A round with such a stall is measured again, at most MAX_STALLED_ROUNDS times, and the check says how often.
 */
const MACHINE_STALL_MS = 100;
const MAX_STALLED_ROUNDS = FIXED_RATE_ROUNDS;
/** How long the idle process of a run waited for its event loop at most: the machine's stall, not the stack's work. */
const machineStallMs = (measured: Measured) => measured.longestPauseMs.submissions ?? 0;
/** Runs at the fixed rate: long enough that each size's hold FIXED_RATE_REQUESTS. */
const fixedRateRuns = (rate: number): Runs => ({
  rounds: FIXED_RATE_ROUNDS,
  seconds: Math.max(SECONDS, Math.ceil(FIXED_RATE_REQUESTS / (rate * FIXED_RATE_ROUNDS))),
});

export interface Growth {
  figures: Figure[];
  rate: number;
  runs: Runs;
  stalls: Stall[];
}

/**
 * The uncached list at one fixed rate on a new stack on each size's data (started one after the other, warmed at once
 * flat out), measured in turns run by run, which size goes first alternating, so that both meet the same minutes of
 * the machine. Both are asked the same questions: the smaller data's towns (which the larger one holds too, alike), in
 * the same order, so that what differs is the data around them; asked by each size's own towns, the larger data's are
 * bigger (four times the events in an answer). The rate is a share of what the smaller size's list answers flat out
 * (`smallFlatOut`, measured on this pair's stack when no target did); ratios are to the smaller size.
 */
export async function measureGrowth(sizes: [Prepared, Prepared], smallFlatOut: number | undefined): Promise<Growth> {
  const stacks: Stack[] = [];
  try {
    const towns = sizes[0].towns.map(({ slug }) => {
      const same = sizes[1].towns.find((town) => town.slug === slug);
      if (!same) throw new Error(`the ${sizes[1].size} events' data has no town ${slug}: the sizes would not be asked the same questions`);
      return same;
    });
    const questions = [sizes[0].towns, towns];
    const sides: { size: number; pick: () => Ask; target: Target; pids: Record<string, number>; meters: Meters; databasePid?: number }[] =
      [];
    for (const [index, prepared] of sizes.entries()) {
      const stack = await prepared.newStack('growth');
      stacks.push(stack);
      const pids = Object.fromEntries(Object.entries(stack.pids()).filter(([name]) => STACK_PROCESSES.has(name))) as Record<string, number>;
      const target = { name: FIXED_RATE_LIST, base: stack.urls.api, request: list };
      sides.push({
        size: prepared.size,
        pick: askedFor(questions[index]!),
        target,
        pids,
        meters: stackMeters(stack, prepared.metricsToken),
        databasePid: prepared.databasePid,
      });
    }
    await Promise.all(sides.map(({ target, pick }) => loadFor(target, pick, PAIR_WARMUP_SECONDS)));
    const [small, large] = sides as [(typeof sides)[0], (typeof sides)[0]];
    const rate = Math.round((smallFlatOut ?? (await loadFor(small.target, small.pick, SECONDS)).requests.average) * FIXED_RATE_SHARE);
    const runs = fixedRateRuns(rate);
    const measureSide = ({ target, pick, pids, meters, databasePid }: (typeof sides)[0]) =>
      measure({ ...target, rate, paced: true }, pick, pids, meters, runs.seconds, databasePid);
    const { rounds, stalls } = await roundsKept(
      { rounds: runs.rounds, stallMs: MACHINE_STALL_MS, maxMeasuredAgain: MAX_STALLED_ROUNDS },
      // Which size goes first alternates over the rounds kept, so that neither is first more often.
      (keptSoFar) =>
        takingTurns(
          keptSoFar % 2 === 1,
          () => measureSide(small),
          () => measureSide(large),
          { oneByOne: true },
        ),
      (run, index) => ({ size: sides[index]!.size, ms: machineStallMs(run), postgresSeconds: run.cpuSeconds.postgres }),
    );
    for (const stall of stalls) if (!stall.kept) log.warn({ stall }, 'the machine stalled: the round was measured again');
    const [reference, grown] = [0, 1].map((side) => combined(rounds.map((round) => round[side]!))) as [Measured, Measured];
    const figures = [
      { ...withRatios(reference, reference, runs), size: small.size },
      { ...withRatios(grown, reference, runs), size: large.size },
    ];
    return { figures, rate, runs, stalls };
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
  }
}
