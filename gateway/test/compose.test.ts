import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeFrom, currentSdls, subgraphUrls } from '../../infra/src/supergraph.ts';
import { repoPath } from '../../infra/src/paths.ts';
import { CompositionError } from '../src/compose.ts';
import { subgraphsOf } from '../src/subgraph-urls.ts';

const run = promisify(execFile);
let sdls: Record<string, string>;

beforeAll(async () => {
  sdls = await currentSdls();
});

/** The events subgraph, changed so that it disagrees with the locations subgraph about a shared field. */
const breakingEvents = () => sdls.events!.replace(/zoneIds: \[Int!\]! @external/, 'zoneIds: [String!]! @external');

describe('composition', () => {
  it('composes the four subgraphs, routing to the URLs given', () => {
    const supergraph = composeFrom(sdls, subgraphUrls({ EVENTS_URL: 'http://events.internal:8080/graphql' }));
    expect(subgraphsOf(supergraph)).toEqual([
      { name: 'events', url: 'http://events.internal:8080/graphql' },
      { name: 'locations', url: 'http://localhost:4001/graphql' },
      { name: 'submissions', url: 'http://localhost:4004/graphql' },
      { name: 'venues', url: 'http://localhost:4003/graphql' },
    ]);
  });

  it('fails loudly, naming the problem, when a subgraph breaks it', () => {
    expect(breakingEvents()).not.toBe(sdls.events);
    let failure: unknown;
    try {
      composeFrom({ ...sdls, events: breakingEvents() }, subgraphUrls({}));
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(CompositionError);
    expect((failure as CompositionError).problems.join('\n')).toMatch(/zoneIds/);
  });

  it('`npm run compose` exits 1 with the errors for a breaking SDL and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compose-'));
    await writeFile(join(dir, 'events.graphql'), breakingEvents());
    const out = join(dir, 'supergraph.graphql');
    const failed = await run(
      process.execPath,
      ['--import', 'tsx', repoPath('infra/src/compose.ts'), '--sdl', `events=${join(dir, 'events.graphql')}`, '--out', out],
      {
        cwd: repoPath(''),
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect((failed as { code: number }).code).toBe(1);
    expect((failed as { stderr: string }).stderr).toMatch(/do not compose[\s\S]*zoneIds/);
    expect(existsSync(out)).toBe(false);
  });

  it('`npm run compose` writes the supergraph for SDL that composes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compose-'));
    const out = join(dir, 'supergraph.graphql');
    await run(process.execPath, ['--import', 'tsx', repoPath('infra/src/compose.ts'), '--out', out], { cwd: repoPath('') });
    expect(subgraphsOf(await readFile(out, 'utf8')).map((subgraph) => subgraph.name)).toEqual([
      'events',
      'locations',
      'submissions',
      'venues',
    ]);
  });

  it("`npm run compose -- --print <name>` prints that subgraph's SDL as its code prints it, and writes nothing", async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', repoPath('infra/src/compose.ts'), '--print', 'events'], {
      cwd: repoPath(''),
    });
    expect(stdout).toBe(sdls.events);
  });
});
