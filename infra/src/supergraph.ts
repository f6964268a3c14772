import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { printSchema } from 'graphql';
import { subgraphSdl } from '@local-events/platform/subgraph';
import { clientSchema, composeSupergraph } from '@local-events/gateway/compose';
import { SUBGRAPHS } from './subgraphs.ts';
import { repoPath } from './paths.ts';

/** Where a subgraph's published SDL is committed: the contract other teams build on. */
export const publishedSdlPath = (name: string) => repoPath(`services/${name}/schema.graphql`);

/** The committed supergraph, composed for the default addresses (`npm run compose`). */
export const PUBLISHED_SUPERGRAPH = repoPath('gateway/supergraph.graphql');

/** The committed schema clients see through the gateway: what typed operations are generated from (codegen.ts). */
export const PUBLISHED_CLIENT_SCHEMA = repoPath('gateway/client-schema.graphql');

/** The schema clients see, printed: the supergraph without its federation machinery. */
export const printedClientSchema = (sdls: Record<string, string>) =>
  printSchema(clientSchema(SUBGRAPHS.map(({ name }) => ({ name, url: `http://${name}`, sdl: sdls[name]! }))));

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

/** Each subgraph's SDL as committed (`services/<name>/schema.graphql`), or from a file given in `overrides`. */
export async function publishedSdls(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const entries = await Promise.all(
    SUBGRAPHS.map(async ({ name }) => [name, await readFile(overrides[name] ?? publishedSdlPath(name), 'utf8')] as const),
  );
  return Object.fromEntries(entries);
}

/** Composes the supergraph from the subgraphs' SDL, routing to `urls` (name -> GraphQL URL). */
export function composeFrom(sdls: Record<string, string>, urls: Record<string, string>): string {
  return composeSupergraph(SUBGRAPHS.map(({ name }) => ({ name, url: urls[name]!, sdl: sdls[name]! })));
}

/** Writes the supergraph where a gateway reads it. */
export async function writeSupergraph(supergraph: string, path: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, supergraph);
}

/**
 * Publishes each subgraph's SDL (`services/<name>/schema.graphql`) and the schema clients see
 * (`gateway/client-schema.graphql`), to be committed with the change that made them.
 */
export async function writePublishedSdls(sdls: Record<string, string>) {
  await Promise.all(SUBGRAPHS.map(({ name }) => writeFile(publishedSdlPath(name), sdls[name]!)));
  await writeFile(PUBLISHED_CLIENT_SCHEMA, `${printedClientSchema(sdls)}\n`);
}

/** Where subgraphs are reached: `<NAME>_URL` if set, else localhost on the default port. */
export function subgraphUrls(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    SUBGRAPHS.map(({ name, defaultPort }) => [name, env[`${name.toUpperCase()}_URL`] ?? `http://localhost:${defaultPort}/graphql`]),
  );
}
