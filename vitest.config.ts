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

export default defineConfig({
  // type-graphql and MikroORM use legacy decorators with emitted metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  // One graphql for all: the Apollo packages require() its CommonJS build, so code under test must load the same one.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The two sets run side by side: one system test at a time, and one test that needs no stack (two workers in all,
    // whatever the machine's cores: the default, one fewer than them, would run the sets one after the other on two).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // Pure functions, parsers, processes and servers a test starts for itself: no shared stack.
          name: 'standalone',
          include: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: SYSTEM_TESTS,
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          // `*.system.test.ts`: against the running system, one stack for all of them (test/support/global-setup.ts).
          name: 'system',
          include: SYSTEM_TESTS,
          globalSetup: ['test/support/global-setup.ts'],
          // One file at a time, so that SQL-statement counts and timings stay meaningful.
          fileParallelism: false,
        },
      },
    ],
  },
});
