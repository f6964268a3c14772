/**
 * `npm run bench`: the stack against 10,000 and 1,000,000 published events, each endpoint loaded with autocannon,
 * every figure also given as a ratio to a baseline measured in the same run (one Koa process, one SQL query).
 * Results go to bench/results/ as JSON and Markdown. Settings: settings.ts (sizes, run lengths, targets) and
 * tracing-cost.ts (the traced stack's sampling ratio and rate); docs/performance.md says what is measured and why.
 *
 * For each size: a database with generated events, then every target against the baseline and tracing's cost
 * (measure-size.ts); then, with two sizes, latency growth at a fixed rate, both sizes in turns (growth.ts); then, at
 * each size, a followed feed's import (import-feed.ts), last because it adds to the data; then the checks against the
 * targets (checks.ts) and the results written (report.ts).
 */
import type { Generated } from './generate.ts';
import type { Figure } from './figures.ts';
import { checksOf } from './checks.ts';
import { FIXED_RATE_LIST, measureGrowth } from './growth.ts';
import { IMPORT, measureImport, type ImportFigure } from './import-feed.ts';
import { measureSize } from './measure-size.ts';
import { writeResults } from './report.ts';
import { SIZES, wanted } from './settings.ts';
import { prepareSize, startDatabaseServer, type Prepared } from './stacks.ts';
import { buildAll } from '../infra/src/build.ts';

// What production runs: the JavaScript `npm run build` makes, built now from the code measured.
await buildAll();
const server = await startDatabaseServer();
/** Every size's data, kept until the end (the growth asks every size in turns), then dropped. */
const prepared: Prepared[] = [];
try {
  const figures: Figure[] = [];
  const datasets: Record<number, Generated> = {};
  /** What the first size's list answered flat out: the fixed rate is a share of it. */
  let firstFlatOut: number | undefined;
  for (const size of SIZES) {
    const sized = await prepareSize(server, size);
    prepared.push(sized);
    datasets[size] = sized.data;
    const result = await measureSize(sized);
    figures.push(...result.figures.map((figure) => ({ ...figure, size })));
    if (prepared.length === 1) firstFlatOut = result.listFlatOut;
  }
  const growth =
    SIZES.length > 1 && wanted({ name: FIXED_RATE_LIST }) ? await measureGrowth([prepared[0]!, prepared.at(-1)!], firstFlatOut) : undefined;
  figures.push(...(growth?.figures ?? []));
  const imports: ImportFigure[] = [];
  if (wanted({ name: IMPORT })) for (const sized of prepared) imports.push(await measureImport(sized));
  await writeResults(figures, datasets, checksOf(figures, datasets, growth, imports), imports);
} finally {
  for (const sized of prepared) await sized.drop();
  await server.stop();
}
process.exit(0);
