import { defineConfig } from 'vitest/config';

export default defineConfig({
  // type-graphql and MikroORM use legacy decorators with emitted metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    include: ['services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'platform/test/**/*.test.ts', 'facades/*/test/**/*.test.ts', 'infra/test/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // One shared stack; files run one after another so SQL-statement counts and timing stay meaningful.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
