/**
 * `npm run check -- --sdl <name>=<file> [...] [--base <name>=<file> ...]`
 * The check a team runs before shipping one subgraph: its proposed SDL composed with the others' published SDL
 * (`services/<name>/schema.graphql` as committed; `--base` names another published version, e.g. the one in
 * production), then the schema clients see compared before and after, and every operation the project's own clients
 * send (facades, site, services) validated against the new schema. Exits 1 on a composition error, a change that
 * breaks clients (removed fields, changed types, new required arguments), or an operation of ours that would fail;
 * changes that are only dangerous are listed and pass.
 */
import { parseArgs } from 'node:util';
import { clientSchema, compatibility, CompositionError, type SubgraphSource } from '@local-events/gateway/compose';
import { brokenClientOperations } from './client-operations.ts';
import { SUBGRAPHS } from './subgraphs.ts';
import { publishedSdls, subgraphUrls } from './supergraph.ts';

const { values } = parseArgs({
  options: { sdl: { type: 'string', multiple: true, default: [] }, base: { type: 'string', multiple: true, default: [] } },
});
if (values.sdl.length === 0) {
  process.stderr.write(
    'usage: npm run check -- --sdl <subgraph>=<path to its proposed SDL> [...] [--base <subgraph>=<path to its published SDL>]\n',
  );
  process.exit(2);
}
const pairs = (list: string[]) => Object.fromEntries(list.map((pair) => pair.split('=', 2) as [string, string]));
const [proposed, base] = [pairs(values.sdl), pairs(values.base)];
const unknown = [...Object.keys(proposed), ...Object.keys(base)].filter((name) => !SUBGRAPHS.some((subgraph) => subgraph.name === name));
if (unknown.length) {
  process.stderr.write(`unknown subgraph: ${unknown.join(', ')} (known: ${SUBGRAPHS.map((s) => s.name).join(', ')})\n`);
  process.exit(2);
}

const urls = subgraphUrls();
const sources = (sdls: Record<string, string>): SubgraphSource[] =>
  SUBGRAPHS.map(({ name }) => ({ name, url: urls[name]!, sdl: sdls[name]! }));
try {
  const before = sources(await publishedSdls(base));
  const after = sources(await publishedSdls({ ...base, ...proposed }));
  const result = compatibility(before, after);
  const broken = await brokenClientOperations(clientSchema(after));
  for (const change of result.dangerous) process.stdout.write(`dangerous: ${change}\n`);
  if (result.breaking.length)
    process.stderr.write(`Breaking changes for clients:\n${result.breaking.map((change) => `  - ${change}`).join('\n')}\n`);
  if (broken.length)
    process.stderr.write(`Operations of this project that would fail:\n${broken.map((operation) => `  - ${operation}`).join('\n')}\n`);
  if (result.breaking.length || broken.length) process.exit(1);
  process.stdout.write(`compatible: ${Object.keys(proposed).join(', ')} composes with the other subgraphs and breaks no client\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CompositionError ? error.message : String(error)}\n`);
  process.exit(1);
}
