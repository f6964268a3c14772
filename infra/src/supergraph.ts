import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { subgraphSdl } from '@local-events/platform/subgraph';
import { composeSupergraph } from '@local-events/gateway/compose';
import { SUBGRAPHS } from './subgraphs.ts';
import { repoPath } from './paths.ts';

/** Each subgraph's SDL as its code prints it now, or as read from a file given in `overrides` (name -> path). */
export async function currentSdls(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const entries = await Promise.all(
    SUBGRAPHS.map(async (subgraph) => {
      const override = overrides[subgraph.name];
      const sdl = override ? await readFile(override, 'utf8') : subgraphSdl(await (await subgraph.load()).schema());
      return [subgraph.name, sdl] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Composes the supergraph from the subgraphs' SDL, routing to `urls` (name -> GraphQL URL). */
export function composeFrom(sdls: Record<string, string>, urls: Record<string, string>): string {
  return composeSupergraph(SUBGRAPHS.map(({ name }) => ({ name, url: urls[name]!, sdl: sdls[name]! })));
}

/** Writes each subgraph's published SDL (`services/<name>/schema.graphql`) and the supergraph. */
export async function writeArtefacts(sdls: Record<string, string>, supergraph: string, supergraphPath: string) {
  await Promise.all(SUBGRAPHS.map(({ name }) => writeFile(repoPath(`services/${name}/schema.graphql`), sdls[name]!)));
  await mkdir(dirname(supergraphPath), { recursive: true });
  await writeFile(supergraphPath, supergraph);
}

/** Where subgraphs are reached: `<NAME>_URL` if set, else localhost on the default port. */
export function subgraphUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    SUBGRAPHS.map(({ name, defaultPort }) => [name, env[`${name.toUpperCase()}_URL`] ?? `http://localhost:${defaultPort}/graphql`]),
  );
}
