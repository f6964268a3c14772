/**
 * `npm run compose [-- --sdl <name>=<file> ...] [--out <file>]`
 * Prints every subgraph's SDL and composes the supergraph the gateway serves. With `--sdl`, a subgraph's
 * SDL is taken from a file instead (a changed subgraph checked against the others); composition errors
 * are listed and the exit code is 1.
 */
import { parseArgs } from 'node:util';
import { CompositionError } from '@local-events/gateway/compose';
import { composeFrom, currentSdls, subgraphUrls, writeArtefacts } from './supergraph.ts';
import { repoPath } from './paths.ts';

const { values } = parseArgs({
  options: { sdl: { type: 'string', multiple: true, default: [] }, out: { type: 'string', default: repoPath('gateway/supergraph.graphql') } },
});
const overrides = Object.fromEntries(values.sdl.map((pair) => pair.split('=', 2) as [string, string]));

try {
  const sdls = await currentSdls(overrides);
  const supergraph = composeFrom(sdls, subgraphUrls());
  await writeArtefacts(sdls, supergraph, values.out);
  process.stdout.write(`supergraph written to ${values.out}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CompositionError ? error.message : String(error)}\n`);
  process.exit(1);
}
