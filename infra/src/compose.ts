/**
 * `npm run compose [-- --sdl <name>=<file> ...] [--out <file>]`, or `npm run --silent compose -- --print <name>`
 * Publishes every subgraph's SDL as its code prints it (`services/<name>/schema.graphql`, committed) and composes
 * the supergraph the gateway serves (`gateway/supergraph.graphql`, committed, for the default addresses; a deployment
 * composes its own with `<NAME>_URL` and `--out`, which writes that file alone). With `--sdl`, a subgraph's SDL is taken from a file instead;
 * composition errors are listed and the exit code is 1. With `--print`, only that subgraph's SDL as its code prints it
 * goes to stdout (a proposed SDL for `npm run check`), and nothing is written.
 */
import { parseArgs } from 'node:util';
import { CompositionError } from '@local-events/gateway/compose';
import { composeFrom, currentSdls, PUBLISHED_SUPERGRAPH, subgraphUrls, writePublishedSdls, writeSupergraph } from './supergraph.ts';

const { values } = parseArgs({
  options: {
    sdl: { type: 'string', multiple: true, default: [] },
    out: { type: 'string', default: PUBLISHED_SUPERGRAPH },
    print: { type: 'string' },
  },
});
if (values.print) {
  const sdl = (await currentSdls())[values.print];
  if (sdl === undefined) {
    process.stderr.write(`unknown subgraph: ${values.print}\n`);
    process.exit(2);
  }
  process.stdout.write(sdl);
  process.exit(0);
}
const overrides = Object.fromEntries(values.sdl.map((pair) => pair.split('=', 2) as [string, string]));

try {
  const sdls = await currentSdls(overrides);
  const supergraph = composeFrom(sdls, subgraphUrls());
  // The repository's published SDLs go with its published supergraph; a deployment's own (`--out`) writes only that.
  if (values.out === PUBLISHED_SUPERGRAPH) await writePublishedSdls(sdls);
  await writeSupergraph(supergraph, values.out);
  process.stdout.write(`supergraph written to ${values.out}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CompositionError ? error.message : String(error)}\n`);
  process.exit(1);
}
