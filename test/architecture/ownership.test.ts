import { readFile } from 'node:fs/promises';
import { glob } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';

const SERVICES = ['locations', 'events', 'venues', 'submissions'];

/** Every import specifier of a file: static, dynamic and re-exports (type-only ones too). */
async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(repoPath(file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
}

async function sourceFiles(pattern: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of glob(pattern, { cwd: repoPath('') })) files.push(file);
  return files.sort();
}

/** The package or folder an import reaches: another service by its package name or by a path into its folder. */
const reachesService = (specifier: string, service: string) =>
  specifier === `@local-events/${service}` ||
  specifier.startsWith(`@local-events/${service}/`) ||
  specifier.includes(`services/${service}/`);

describe('who owns what', () => {
  it('no service imports another service, and no facade imports any service: what they share is in contracts/ or platform/', async () => {
    const crossings: string[] = [];
    for (const owner of [...SERVICES.map((service) => `services/${service}`), 'facades/api', 'facades/site', 'gateway']) {
      const others = SERVICES.filter((service) => owner !== `services/${service}`);
      for (const file of await sourceFiles(`${owner}/{src,test}/**/*.ts`)) {
        for (const specifier of await importsOf(file)) {
          if (others.some((service) => reachesService(specifier, service))) crossings.push(`${file} imports ${specifier}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it("a service's domain code does not import its GraphQL layer (the GraphQL layer maps the domain's records)", async () => {
    const crossings: string[] = [];
    for (const service of SERVICES) {
      // Every file of src/ but the GraphQL layer itself, what assembles the subgraph, generated code and the entities
      // (a class that is both a table's row and the graph's type declares each field once: see the contributing guide).
      const domain = (await sourceFiles(`services/${service}/src/**/*.ts`)).filter(
        (file) => !/\/src\/(graphql|generated|entities)\/|\/src\/(schema|subgraph)\.ts$/.test(file),
      );
      for (const file of domain) {
        for (const specifier of await importsOf(file)) {
          if (/(^|\/)graphql\//.test(specifier) && specifier.startsWith('.')) crossings.push(`${file} imports ${specifier}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('contracts/ depends on no service, facade or gateway', async () => {
    const crossings: string[] = [];
    for (const file of await sourceFiles('contracts/src/**/*.ts')) {
      for (const specifier of await importsOf(file)) {
        if (/^@local-events\/(?!platform$|platform\/)/.test(specifier) || specifier.startsWith('../../'))
          crossings.push(`${file} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
