import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';

const run = promisify(execFile);

describe('the typed operations of every client', () => {
  it('are what GraphQL Code Generator writes from the .graphql documents and the committed client schema', async () => {
    const check = await run(
      process.execPath,
      [repoPath('node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--check'],
      { cwd: repoPath('') },
    ).then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
    );
    expect(check.code, `generated operations are stale: run \`npm run codegen\` and commit what it writes\n${check.output}`).toBe(0);
  }, 60_000);
});
