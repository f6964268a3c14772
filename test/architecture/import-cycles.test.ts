import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';

const run = promisify(execFile);

const sources = ['platform/src', 'contracts/src', 'services/*/src', 'gateway/src', 'facades/*/src', 'infra/src'].map(
  (folder) => `${folder}/**/*.ts`,
);

describe('the modules of every package', () => {
  it('never import themselves through others (type-only imports aside)', async () => {
    const cli = repoPath('node_modules/dpdm/lib/bin/dpdm.js');
    const check = await run(
      process.execPath,
      [cli, '--no-warning', '--no-tree', '--no-progress', '--transform', '--exit-code', 'circular:1', ...sources],
      { cwd: repoPath('') },
    ).then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
    );
    expect(check.code, `import cycles:\n${check.output}`).toBe(0);
  }, 60_000);
});
