import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';

const run = promisify(execFile);

/** What a script prints when run as every process runs: through tsx, after the platform's preload. */
async function underPreload(script: string, env: Record<string, string> = {}): Promise<unknown> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--import', '@local-events/platform/preload', '-e', script], { cwd: repoPath(''), env: { PATH: process.env.PATH!, ...env } });
  return JSON.parse(stdout);
}

describe('require() of a built-in module after the preload', () => {
  it('answers the built-in module itself, prefixed or not, and still loads packages the usual way', async () => {
    const answer = await underPreload(`
      const { Module } = require('node:module');
      console.log(JSON.stringify({
        direct: Module.prototype.require.name,
        same: require('crypto') === process.getBuiltinModule('crypto') && require('node:crypto') === require('crypto'),
        hashes: require('crypto').createHash('sha256').update('x').digest('hex').length,
        prefixOnly: typeof require('node:test').describe,
        package: typeof require('zod').z.object,
        missing: (() => { try { require('no-such-package-here'); return 'loaded'; } catch (error) { return error.code; } })(),
      }));`);
    expect(answer).toEqual({ direct: 'requireBuiltinDirectly', same: true, hashes: 64, prefixOnly: 'function', package: 'function', missing: 'MODULE_NOT_FOUND' });
  });

  it('stays the outer way with tracing on, in front of the instrumentations, which still patch PostgreSQL', async () => {
    // Nothing is exported: no span is made before the process ends.
    const answer = await underPreload(
      `
      const { Module } = require('node:module');
      const pg = require('pg');
      console.log(JSON.stringify({
        direct: Module.prototype.require.name,
        same: require('crypto') === process.getBuiltinModule('crypto'),
        pgPatched: pg.Client.prototype.query.__wrapped === true,
      }));`,
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SERVICE_NAME: 'preload-test' },
    );
    expect(answer).toEqual({ direct: 'requireBuiltinDirectly', same: true, pgPatched: true });
  });

  it('with tracing on, goes past the instrumentations\' hook on process.getBuiltinModule too', async () => {
    // require-in-the-middle wraps process.getBuiltinModule as it starts; a built-in module must not go through it.
    const answer = await underPreload(
      `
      const hooked = process.getBuiltinModule;
      let calls = 0;
      process.getBuiltinModule = (id) => (calls++, hooked(id));
      const crypto = require('crypto');
      require('node:fs');
      console.log(JSON.stringify({ instrumentationsHook: hooked.toString().includes('patchedRequire'), calls, same: crypto === hooked('crypto') }));`,
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SERVICE_NAME: 'preload-test' },
    );
    expect(answer).toEqual({ instrumentationsHook: true, calls: 0, same: true });
  });

  it('with tracing on, loading a package formats no stack: no source map is parsed for it', async () => {
    // A stack formatted while modules load (tsx's check when require-in-the-middle resolves with two arguments)
    // would go through Error.prepareStackTrace, which counts here.
    const script = `
      let formatted = 0;
      Error.prepareStackTrace = (error) => (formatted++, String(error));
      const pg = require('pg');
      require('zod');
      require('luxon');
      console.log(JSON.stringify({ formatted, pgPatched: pg.Client.prototype.query.__wrapped === true }));`;
    const answer = await underPreload(script, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SERVICE_NAME: 'preload-test' });
    expect(answer).toEqual({ formatted: 0, pgPatched: true });
  });
});
