/** A run's results: bench/results/<time>.json and bench/results/latest.md, the same table on standard output. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoPath } from '../infra/src/paths.ts';
import { percent, type Figure } from './figures.ts';
import type { Generated } from './generate.ts';
import { CONNECTIONS, ONLY, ROUNDS, SECONDS, WARMUP_SECONDS } from './settings.ts';
import { TRACING_PAIRS, TRACING_RUNS } from './tracing-cost.ts';

export async function writeResults(figures: Figure[], datasets: Record<number, Generated>, checks: string[]): Promise<void> {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // A run of some targets only is for looking into them (with CPU_PROFILE_DIR, say), not a result to keep.
  const dir = ONLY ? await mkdtemp(join(tmpdir(), 'local-events-bench-results-')) : repoPath('bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${stamp}.json`),
    JSON.stringify({ machine, seconds: SECONDS, connections: CONNECTIONS, figures, datasets, checks }, null, 2),
  );
  const table = markdown(figures, datasets, machine, checks);
  writeFileSync(join(dir, 'latest.md'), `${table}\n`);
  process.stdout.write(`\n${table}\n`);
}

export function markdown(figures: Figure[], datasets: Record<number, Generated>, machine: string, checks: string[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.size.toLocaleString('en-GB')} | ${f.target} | ${Math.round(f.rps)} | ${f.rpsRatio} | ${f.p50} | ${f.p99} | ${f.p99Ratio} | ${f.errors} | ${f.cpuMsPerRequest} | ${f.answerBytes.toLocaleString('en-GB')} | ${percent(f.limitsShare)} |`,
  );
  const cpu = figures.map(
    (f) =>
      `| ${f.size.toLocaleString('en-GB')} | ${f.target} | ${Object.entries(f.cpuSeconds)
        .filter(([, s]) => s > 0.05)
        .map(([p, s]) => `${p} ${s}s`)
        .join(', ')} |`,
  );
  return [
    `Machine: ${machine}. Each target: ${WARMUP_SECONDS} s of warm-up, then ${ROUNDS} runs of ${SECONDS} s, each right after a baseline run (ratios are to those runs); tracing's cost on two new stacks loaded at once, ${TRACING_RUNS.rounds} runs of ${TRACING_RUNS.seconds} s shared by ${TRACING_PAIRS} such pairs one after the other; ${CONNECTIONS} connections; towns and days drawn by popularity (Zipf, see bench/workload.ts).`,
    '',
    ...Object.entries(datasets).map(
      ([size, data]) =>
        `- ${Number(size).toLocaleString('en-GB')} events: ${data.towns} towns, ${data.venues.toLocaleString('en-GB')} venues, one year back and one ahead`,
    ),
    '',
    '| events | target | req/s | × baseline | p50 ms | p99 ms | p99 × baseline | errors | stack CPU ms/request | bytes/answer | limits, share of CPU |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '| events | target | CPU seconds by process |',
    '|---:|---|---|',
    ...cpu,
    '',
    ...checks.map((check) => `- ${check}`),
  ].join('\n');
}
