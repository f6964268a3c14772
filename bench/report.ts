/** A run's results: bench/results/<time>.json and bench/results/latest.md, the same table on standard output. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoPath } from '../infra/src/paths.ts';
import { percent, type Figure } from './figures.ts';
import type { Generated } from './generate.ts';
import { IMPORT_PROCESSES, rssGrowth, type ImportFigure } from './import-feed.ts';
import { CONNECTIONS, ONLY, ROUNDS, SECONDS, WARMUP_SECONDS } from './settings.ts';
import { TRACING_PAIRS, TRACING_RUNS } from './tracing-cost.ts';

export async function writeResults(
  figures: Figure[],
  datasets: Record<number, Generated>,
  checks: string[],
  imports: ImportFigure[] = [],
): Promise<void> {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // A run of some targets only is for looking into them (with CPU_PROFILE_DIR, say), not a result to keep.
  const dir = ONLY ? await mkdtemp(join(tmpdir(), 'local-events-bench-results-')) : repoPath('bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${stamp}.json`),
    JSON.stringify({ machine, seconds: SECONDS, connections: CONNECTIONS, figures, datasets, imports, checks }, null, 2),
  );
  const table = markdown(figures, datasets, machine, checks, imports);
  writeFileSync(join(dir, 'latest.md'), `${table}\n`);
  process.stdout.write(`\n${table}\n`);
}

/** Each import run: its time, counts, and each watched process's memory (before, growth to the peak) and CPU. */
function importRows(imports: ImportFigure[]): string[] {
  if (imports.length === 0) return [];
  const rows = imports.flatMap((figure) =>
    figure.runs.map((run) => {
      const growth = rssGrowth(run);
      const memory = IMPORT_PROCESSES.map(
        (process) => `${process} ${run.rssBeforeMb[process]} +${growth[process]} (heap ≤ ${run.heapPeakMb[process]})`,
      ).join(', ');
      const cpu = Object.entries(run.cpuSeconds)
        .map(([process, seconds]) => `${process} ${seconds}s`)
        .join(', ');
      const served = run.served.map((answer) => (answer.status === 304 ? '304' : `200 (${Math.round(answer.bytes / 1024)} KB)`)).join(', ');
      const statements = Object.entries(run.statements)
        .map(([process, count]) => `${process} ${count}`)
        .join(', ');
      return `| ${figure.size.toLocaleString('en-GB')} | ${run.run} | ${run.status} | ${run.seconds} | ${run.waitedSeconds} | ${run.settledSeconds} | ${run.created} | ${run.updated} | ${run.cancelled} | ${run.unchanged} | ${served} | ${run.eventsCalls.count}, ${run.eventsCalls.seconds} s | ${statements} | ${memory} | ${cpu} |`;
    }),
  );
  return [
    '',
    `Import of a followed iCalendar feed into the largest town (${imports.map((figure) => `${figure.size.toLocaleString('en-GB')} events: ${figure.zone}, ${figure.feed.events.toLocaleString('en-GB')} events of which ${figure.feed.repeating} weekly series, ${figure.feed.expectedCreated.toLocaleString('en-GB')} to create; the guide held ${figure.inGuide.events.toLocaleString('en-GB')} of its events after the runs`).join('; ')}); seconds from the run request to its end, then until the database was quiet (a call the gateway gave up on goes on); counts, memory and CPU until then:`,
    '',
    '| events | run | status | s | of which waiting to start, s | busy after its end, s | created | updated | cancelled | unchanged | feed served | events service calls, their seconds | SQL statements | memory MB: before +growth to peak (V8 heap in use, peak) | CPU seconds |',
    '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|---|---|---|',
    ...rows,
  ];
}

const share = (part: number, whole: number) => `${Math.round((part / Math.max(1, whole)) * 1000) / 10} %`;

export function markdown(
  figures: Figure[],
  datasets: Record<number, Generated>,
  machine: string,
  checks: string[],
  imports: ImportFigure[] = [],
): string {
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
        `- ${Number(size).toLocaleString('en-GB')} events: ${data.towns} towns, ${data.venues.toLocaleString('en-GB')} venues, one year back and one ahead ` +
        `(${data.pastEvents.toLocaleString('en-GB')} past, ${data.futureEvents.toLocaleString('en-GB')} to come); ${data.series.toLocaleString('en-GB')} weekly series, ` +
        `their dates ${share(data.seriesEvents.past, data.pastEvents)} of the past events and ${share(data.seriesEvents.future, data.futureEvents)} of those to come`,
    ),
    '',
    '| events | target | req/s | × baseline | p50 ms | p99 ms | p99 × baseline | errors | stack CPU ms/request | bytes/answer | limits, share of CPU |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '| events | target | CPU seconds by process |',
    '|---:|---|---|',
    ...cpu,
    ...importRows(imports),
    '',
    ...checks.map((check) => `- ${check}`),
  ].join('\n');
}
