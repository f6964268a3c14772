import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
        poolPatched: pg.Pool.prototype.connect.__wrapped === true,
      }));`,
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SERVICE_NAME: 'preload-test' },
    );
    // Statements are traced; the pool is left as it is (its part of the instrumentation only counted connections).
    expect(answer).toEqual({ direct: 'requireBuiltinDirectly', same: true, pgPatched: true, poolPatched: false });
  });

  it.each([
    ['off', {}],
    ['on', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SERVICE_NAME: 'preload-test' }],
  ])('with tracing %s, a built-in module required again is resolved by no hook', async (_tracing, env) => {
    // tsx's resolve hook and require-in-the-middle's both go through Module._resolveFilename; a second require() must not.
    const answer = await underPreload(
      `
      const { Module } = require('node:module');
      const crypto = require('crypto');
      const resolve = Module._resolveFilename;
      let resolved = 0;
      Module._resolveFilename = function (...args) { resolved++; return resolve.apply(this, args); };
      const again = [require('crypto'), require('crypto'), require('node:fs')];
      console.log(JSON.stringify({ resolved, same: again[0] === crypto && again[1] === crypto }));`,
      env,
    );
    expect(answer).toEqual({ resolved: 0, same: true });
  });

  it('warns of punycode when a package asks for it only as Node does without the preload: not at all', async () => {
    // Node warns of punycode (DEP0040) only when the code asking for it is not a package's: it must still see the asker.
    const folder = await mkdtemp(join(tmpdir(), 'builtin-asker-'));
    try {
      const asker = join(folder, 'node_modules', 'asker', 'index.js');
      await mkdir(dirname(asker), { recursive: true });
      await writeFile(asker, "module.exports = require('punycode');");
      const answer = await underPreload(`
        const warnings = [];
        process.on('warning', (warning) => warnings.push(warning.code));
        const punycode = require(${JSON.stringify(asker)});
        setImmediate(() => console.log(JSON.stringify({ warnings, encodes: punycode.toASCII('bücher.example') })));`);
      expect(answer).toEqual({ warnings: [], encodes: 'xn--bcher-kva.example' });
      // The project's own code asking for it is still warned, once.
      const own = await underPreload(`
        const warnings = [];
        process.on('warning', (warning) => warnings.push(warning.code));
        require('punycode');
        require('node:punycode');
        setImmediate(() => console.log(JSON.stringify({ warnings })));`);
      expect(own).toEqual({ warnings: ['DEP0040'] });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
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
