/**
 * `npm run check -- --sdl <name>=<file> [...]`
 * The compatibility check a team runs before shipping one subgraph: its changed SDL composed with the others'
 * current SDL (as their code prints it), then the schema clients see compared before and after. Exits 1 on a
 * composition error or on a change that breaks clients (removed fields, changed types, new required
 * arguments); changes that are only dangerous are listed and pass.
 */
import { parseArgs } from 'node:util';
import { compatibility, CompositionError, type SubgraphSource } from '@local-events/gateway/compose';
import { SUBGRAPHS } from './subgraphs.ts';
import { currentSdls, subgraphUrls } from './supergraph.ts';

const { values } = parseArgs({ options: { sdl: { type: 'string', multiple: true, default: [] } } });
if (values.sdl.length === 0) {
  process.stderr.write('usage: npm run check -- --sdl <subgraph>=<path to its changed SDL> [...]\n');
  process.exit(2);
}
const overrides = Object.fromEntries(values.sdl.map((pair) => pair.split('=', 2) as [string, string]));
const unknown = Object.keys(overrides).filter((name) => !SUBGRAPHS.some((subgraph) => subgraph.name === name));
if (unknown.length) {
  process.stderr.write(`unknown subgraph: ${unknown.join(', ')} (known: ${SUBGRAPHS.map((s) => s.name).join(', ')})\n`);
  process.exit(2);
}

const urls = subgraphUrls();
const sources = (sdls: Record<string, string>): SubgraphSource[] => SUBGRAPHS.map(({ name }) => ({ name, url: urls[name]!, sdl: sdls[name]! }));
try {
  const result = compatibility(sources(await currentSdls()), sources(await currentSdls(overrides)));
  for (const change of result.dangerous) process.stdout.write(`dangerous: ${change}\n`);
  if (result.breaking.length) {
    process.stderr.write(`Breaking changes for clients:\n${result.breaking.map((change) => `  - ${change}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(`compatible: ${Object.keys(overrides).join(', ')} composes with the other subgraphs and breaks no client\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CompositionError ? error.message : String(error)}\n`);
  process.exit(1);
}
