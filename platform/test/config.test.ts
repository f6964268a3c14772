import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';

const run = promisify(execFile);

describe('configuration is validated at start', () => {
  it('a subgraph with a wrong PORT and DATABASE_URL stops with a message naming both', async () => {
    const failure = (await run(process.execPath, ['--import', 'tsx', repoPath('services/venues/src/main.ts')], {
      cwd: repoPath(''),
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://somewhere/db' },
    }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(failure.code).toBe(78);
    expect(failure.stderr).toContain('Invalid configuration');
    expect(failure.stderr).toMatch(/PORT: .+/);
    expect(failure.stderr).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it('a facade with a BASE_URL that is not http(s) stops with a message', async () => {
    const failure = (await run(process.execPath, ['--import', 'tsx', repoPath('facades/api/src/main.ts')], {
      cwd: repoPath(''),
      env: { ...process.env, PORT: '0', BASE_URL: 'ftp://example.org' },
    }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(failure.code).toBe(78);
    expect(failure.stderr).toContain('BASE_URL: must be an http(s) URL');
  });
});
