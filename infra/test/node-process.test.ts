import { describe, expect, it } from 'vitest';
import { startNodeProcess } from '../src/node-process.ts';

describe('processes started on one machine (npm start, the bench, the tests)', () => {
  it("run without V8's memory reducer, through tsx and the platform's preload", async () => {
    const started = startNodeProcess('infra/test/fixtures/report-flags.ts', { env: process.env, timeoutMs: 30_000 });
    const flags = new Promise<string[]>((resolve) =>
      started.child.on(
        'message',
        (message: { type?: string; execArgv?: string[] }) => message.type === 'flags' && resolve(message.execArgv!),
      ),
    );
    try {
      await started.ready;
      expect(await flags).toEqual(expect.arrayContaining(['--no-memory-reducer', '--import', 'tsx', '@local-events/platform/preload']));
    } finally {
      started.child.disconnect();
      await started.exited;
    }
  });
});
