/**
 * What code that runs rarely costs a process on this machine, without tracing or a server: copies of a steady
 * workload (rare-code/worker.ts) run at once, an untouched reference, its twin, and one copy per kind of rare work,
 * done after one task in ten: a JSON round trip of a small object, one SDK span, ten SDK spans. Each copy's CPU per
 * task is read against the reference's, and the rare work's time where it ran against its time in a loop. On the
 * machines where tracing at 10 % reads far above what its spans take in a loop, this reads the same way: it is what
 * docs/tracing-cost.md calls the price of rare code. `npm run bench:rare-code`, with BENCH_ROUNDS, BENCH_RUN_SECONDS
 * and BENCH_WARMUP_SECONDS.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { meanOf, numberFromEnvironment as numberOf, rotated, signedPercent as signed } from './rounds.ts';
import type { CopyReading, RareWork } from './rare-code/worker.ts';

const WORKER = fileURLToPath(new URL('./rare-code/worker.ts', import.meta.url));
export const KINDS: RareWork[] = ['json', 'span', 'spans10'];
export const TWIN = 'twin';

export interface RareCodeOptions {
  rounds: number;
  seconds: number;
  warmupSeconds: number;
}

/** One copy's readings over the rounds: its cost against the reference, per cent, and the rare work's times, µs. */
export interface RareCodeCost {
  copy: string;
  costs: number[];
  mean: number;
  standardError: number;
  inPlace: number;
  inLoop: number;
}

export async function measureRareCode(options: RareCodeOptions): Promise<{ reference: number[]; copies: RareCodeCost[] }> {
  const copies: { name: string; work: RareWork }[] = [
    { name: 'reference', work: 'none' },
    { name: TWIN, work: 'none' },
    ...KINDS.map((work) => ({ name: work, work })),
  ];
  const reference: number[] = [];
  const readings = new Map(copies.slice(1).map(({ name }) => [name, [] as CopyReading[]]));
  for (let round = 0; round < options.rounds; round++) {
    const order = rotated(copies, round);
    const read = await Promise.all(order.map(({ name, work }) => copyRun(work, options).then((reading) => [name, reading] as const)));
    const byName = new Map(read);
    reference.push(byName.get('reference')!.perTask);
    for (const [name, kept] of readings) kept.push(byName.get(name)!);
  }
  return {
    reference,
    copies: [...readings].map(([copy, kept]) => {
      const costs = kept.map(({ perTask }, round) => (perTask / reference[round]! - 1) * 100);
      const average = (values: number[]) => meanOf(values).mean;
      return { copy, costs, ...meanOf(costs), inPlace: average(kept.map((k) => k.inPlace)), inLoop: average(kept.map((k) => k.inLoop)) };
    }),
  };
}

function copyRun(work: RareWork, { warmupSeconds, seconds }: RareCodeOptions): Promise<CopyReading> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [work, String(warmupSeconds), String(seconds)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (reading) => resolve(reading as CopyReading));
    child.once('exit', (code) => reject(new Error(`the ${work} copy exited (${code}) without a reading`)));
  });
}

if (import.meta.main) {
  const result = await measureRareCode({ rounds: numberOf('BENCH_ROUNDS', 8), seconds: numberOf('BENCH_RUN_SECONDS', 20), warmupSeconds: numberOf('BENCH_WARMUP_SECONDS', 10) });
  console.log(`reference: ${result.reference.map((micros) => micros.toFixed(0)).join(', ')} µs of CPU a task, round by round`);
  for (const { copy, mean, standardError, inPlace, inLoop } of result.copies) {
    const times = copy === TWIN ? '' : `; the rare work ${inPlace.toFixed(1)} µs where it ran, ${inLoop.toFixed(1)} µs in a loop`;
    console.log(`${copy}: ${signed(mean)} (standard error ${standardError.toFixed(1)})${times}`);
  }
}
