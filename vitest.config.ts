import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Where the project's tests live: beside the code of each package, and the whole system's under test/. */
const TEST_FOLDERS = [
  'services/*/test',
  'services/*/src',
  'gateway/test',
  'platform/test',
  'contracts/test',
  'facades/*/test',
  'facades/*/src',
  'infra/test',
  'test',
  'bench/test',
];
const SYSTEM_TESTS = TEST_FOLDERS.map((folder) => `${folder}/**/*.system.test.ts`);

/**
 * System tests that must have the stack to themselves: they stop, restart or load its processes, time it, or count
 * what the whole system did (submissions, SQL statements, metrics, spans).
 */
const ALONE = [
  'test/resilience/sustained-load.system.test.ts',
  'test/resilience/postgres-restart.system.test.ts',
  'test/resilience/subgraph-outage.system.test.ts',
  'test/resilience/fuzz.system.test.ts',
  'test/operability/*.system.test.ts',
  'test/graphql/cost-quota.system.test.ts',
  'test/graphql/operation-limits.system.test.ts',
  'test/submissions/guards.system.test.ts',
  'test/submissions/resilience.system.test.ts',
  'test/submissions/rate-limit.system.test.ts',
  'facades/api/test/sql-batching.system.test.ts',
  'facades/api/test/public-cache.system.test.ts',
  'facades/api/src/locations/zone-directory.system.test.ts',
  'services/events/test/*.system.test.ts',
  'services/locations/test/*.system.test.ts',
  'bench/test/*.system.test.ts',
];

export default defineConfig({
  // type-graphql and MikroORM use legacy decorators with emitted metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  // One graphql for all: the Apollo packages require() its CommonJS build, so code under test must load the same one.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two at a time, whatever the machine's cores (the default, one fewer than them, would be one on two cores).
    maxWorkers: 2,
    // Each worker loads the modules once for all its files (a fresh worker per file cost more than many tests took);
    // no test mocks a module or changes the environment.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          // Pure functions, parsers, processes and servers a test starts for itself: no shared stack. First, beside
          // the system tests that run alone.
          name: 'standalone',
          include: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: SYSTEM_TESTS,
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Against the running system, one file at a time, with nothing else using the stack.
          name: 'system-alone',
          include: ALONE,
          globalSetup: ['test/support/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Against the running system, two files at a time: each works with data of its own (test/support/fixtures.ts).
          name: 'system',
          include: SYSTEM_TESTS,
          exclude: ALONE,
          globalSetup: ['test/support/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
