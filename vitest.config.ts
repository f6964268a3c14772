import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // type-graphql and MikroORM use legacy decorators with emitted metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  // One graphql for all: the Apollo packages require() its CommonJS build, so code under test must load the same one.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'platform/test/**/*.test.ts', 'facades/*/test/**/*.test.ts', 'facades/*/src/**/*.test.ts', 'infra/test/**/*.test.ts', 'test/**/*.test.ts', 'bench/test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // One shared stack; files run one after another so SQL-statement counts and timing stay meaningful.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
