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
const SUSTAINED_LOAD = 'test/resilience/sustained-load.system.test.ts';
const SYSTEM_TESTS = TEST_FOLDERS.map((folder) => `${folder}/**/*.system.test.ts`);

/**
 * System tests that must have the stack to themselves, after the others: they stop or restart its processes, time it,
 * or count what the whole system did (submissions, SQL statements, metrics, the zones' version).
 */
const ALONE = [
  'test/resilience/postgres-restart.system.test.ts',
  'test/resilience/subgraph-outage.system.test.ts',
  'test/resilience/fuzz.system.test.ts',
  'test/operability/graceful-shutdown.system.test.ts',
  'test/operability/metrics.system.test.ts',
  'test/operability/request-id.system.test.ts',
  'test/operability/supervision.system.test.ts',
  // A submission's whole trace within the gateway's 8 s: beside a followed feed's import it ran out of time once.
  'test/operability/tracing.system.test.ts',
  'test/graphql/cost-quota.system.test.ts',
  'test/graphql/operation-limits.system.test.ts',
  'test/submissions/guards.system.test.ts',
  'test/submissions/resilience.system.test.ts',
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
    // Three files at a time, whatever the machine's cores: most of a system test's time is spent waiting on the stack's
    // processes, a browser or a timer, so a third file fills the cores that two leave idle (5.1 min on two cores for 136 files,
    // against 5.9 with two at a time).
    maxWorkers: 3,
    // Each worker loads the modules once for all its files (a fresh worker per file cost more than many tests took);
    // no test mocks a module or changes the environment.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          // Sixty seconds of load at a steady rate, mostly waiting: started first, so that other files run beside it.
          name: 'load',
          include: [SUSTAINED_LOAD],
          globalSetup: ['test/support/global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Pure functions, parsers, processes and servers a test starts for itself: no shared stack, beside the system
          // tests below.
          name: 'standalone',
          include: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: SYSTEM_TESTS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Against the running system, beside other files: each works with data of its own (test/support/fixtures.ts).
          name: 'system',
          include: SYSTEM_TESTS,
          exclude: [...ALONE, SUSTAINED_LOAD],
          globalSetup: ['test/support/global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Against the running system, last, one file at a time, with nothing else using the stack.
          name: 'system-alone',
          include: ALONE,
          globalSetup: ['test/support/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
