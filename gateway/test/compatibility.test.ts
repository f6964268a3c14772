import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentSdls, subgraphUrls } from '../../infra/src/supergraph.ts';
import { repoPath } from '../../infra/src/paths.ts';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import { compatibility, type SubgraphSource } from '../src/compose.ts';

const run = promisify(execFile);
let sdls: Record<string, string>;
beforeAll(async () => {
  sdls = await currentSdls();
});

const sources = (overrides: Record<string, string> = {}): SubgraphSource[] =>
  SUBGRAPHS.map(({ name }) => ({ name, url: subgraphUrls({})[name]!, sdl: overrides[name] ?? sdls[name]! }));

/** A fixture copy of the events subgraph's SDL with one edit to its Event type. */
function editedEvents(edit: (eventType: string) => string): string {
  const events = sdls.events!;
  const start = events.indexOf('type Event ');
  const end = events.indexOf('\n}', start) + 2;
  const changed = edit(events.slice(start, end));
  expect(changed).not.toBe(events.slice(start, end));
  return events.slice(0, start) + changed + events.slice(end);
}

async function check(events: string, base?: string) {
  const dir = await mkdtemp(join(tmpdir(), 'check-'));
  await writeFile(join(dir, 'events.graphql'), events);
  const baseArgs: string[] = [];
  if (base !== undefined) {
    await writeFile(join(dir, 'published.graphql'), base);
    baseArgs.push('--base', `events=${join(dir, 'published.graphql')}`);
  }
  return run(
    process.execPath,
    ['--import', 'tsx', repoPath('infra/src/check.ts'), '--sdl', `events=${join(dir, 'events.graphql')}`, ...baseArgs],
    { cwd: repoPath('') },
  ).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('the compatibility check for one subgraph', () => {
  it('reports a removed field, a changed type and a new required argument as breaking', () => {
    const removed = editedEvents((type) => type.replace(/\n\s+priceInfo: String\n/, '\n'));
    expect(compatibility(sources(), sources({ events: removed })).breaking).toEqual([
      expect.stringMatching(/^FIELD_REMOVED: Event\.priceInfo was removed/),
    ]);
    const retyped = editedEvents((type) => type.replace(/isFree: Boolean!/, 'isFree: String!'));
    expect(compatibility(sources(), sources({ events: retyped })).breaking).toEqual([
      expect.stringMatching(/^FIELD_CHANGED_KIND: Event\.isFree changed type/),
    ]);
    const required = sdls.events!.replace(/\n {2}event\(\n/, '\n  event(\n    locale: String!\n');
    expect(required).not.toBe(sdls.events);
    expect(compatibility(sources(), sources({ events: required })).breaking).toEqual([
      expect.stringMatching(/^REQUIRED_ARG_ADDED: A required arg locale on Query\.event was added/),
    ]);
  });

  it('passes an additive change', () => {
    const added = editedEvents((type) => type.replace(/\n(\s+)priceInfo: String\n/, '\n$1priceInfo: String\n$1subtitle: String\n'));
    expect(compatibility(sources(), sources({ events: added }))).toEqual({ breaking: [], dangerous: [] });
  });

  it('`npm run check` exits 1 naming a breaking change, 0 for an additive one', async () => {
    const breaking = await check(editedEvents((type) => type.replace(/\n\s+priceInfo: String\n/, '\n')));
    expect(breaking.code).toBe(1);
    expect(breaking.stderr).toMatch(/Breaking changes for clients:\n\s+- FIELD_REMOVED: Event\.priceInfo/);
    // And it names the operations of the project's own clients that would fail.
    expect(breaking.stderr).toMatch(
      /Operations of this project that would fail:\n(\s+- .*\n)*\s+- api facade EventDetail: Cannot query field "priceInfo" on type "Event"/,
    );
    const additive = await check(
      editedEvents((type) => type.replace(/\n(\s+)priceInfo: String\n/, '\n$1priceInfo: String\n$1subtitle: String\n')),
    );
    expect(additive.code).toBe(0);
    expect(additive.stdout).toMatch(/compatible: events/);
    const incompatible = await check(sdls.events!.replace(/zoneIds: \[Int!\]! @external/, 'zoneIds: [String!]! @external'));
    expect(incompatible.code).toBe(1);
    expect(incompatible.stderr).toMatch(/do not compose/);
    // Three runs of `npm run check`, each a Node process composing every subgraph: seconds each, more beside other files.
  }, 120_000);

  it('compares with the published SDL (committed, or the one given with --base), not with what the code prints now', async () => {
    const withoutPrice = editedEvents((type) => type.replace(/\n\s+priceInfo: String\n/, '\n'));
    // Published without the field, proposed with it: adding is compatible.
    const adding = await check(sdls.events!, withoutPrice);
    expect(adding.code, adding.stderr).toBe(0);
    // Published with it (the committed file), proposed without: breaking, whatever the code says.
    expect((await check(withoutPrice)).code).toBe(1);
  }, 120_000);
});
