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
    expect(failure.stderr).toContain('BASE_URL: must be an absolute http(s) URL');
  });

  it('the site in production without ALTCHA_HMAC_SECRET stops with a message; elsewhere it warns and makes one', async () => {
    const site = (env: Record<string, string>) =>
      run(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          "const { loadSiteConfig } = await import('./facades/site/src/config.ts'); const warnings = []; const c = loadSiteConfig({ warn: (m) => warnings.push(m) }); console.log(JSON.stringify({ length: c.ALTCHA_HMAC_SECRET.length, warnings }));",
        ],
        {
          cwd: repoPath(''),
          env: { PATH: process.env.PATH!, FACADE_SECRET: 'f'.repeat(32), ...env },
        },
      );
    const failure = (await site({ NODE_ENV: 'production' }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(failure.code).toBe(78);
    expect(failure.stderr).toContain('ALTCHA_HMAC_SECRET: is required in production');
    const development = JSON.parse((await site({ NODE_ENV: 'development' })).stdout) as { length: number; warnings: string[] };
    expect(development.length).toBeGreaterThanOrEqual(32);
    expect(development.warnings[0]).toMatch(/ALTCHA_HMAC_SECRET is not set/);
  });
});
