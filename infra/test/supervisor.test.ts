import { closeSync, existsSync, mkdtempSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '@local-events/platform';
import { startNodeProcess } from '../src/node-process.ts';
import { openLog } from '../src/stack.ts';
import { DEFAULT_SUPERVISION, restartDelay, supervise } from '../src/supervisor.ts';

describe('how long the supervisor waits before starting a crashed process again', () => {
  it('1 s after a first crash, doubling with each crash in a row, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((crashes) => restartDelay(crashes, DEFAULT_SUPERVISION))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('a restart that cannot launch the process', () => {
  it('is tried again after the backoff, and the supervisor goes on', async () => {
    let launches = 0;
    const start = (port: number) => {
      launches += 1;
      // The first restart fails before any process exists, as when its log file cannot be opened.
      if (launches === 2) throw new Error('the log file cannot be opened');
      return startNodeProcess('infra/test/fixtures/livez-server.ts', { env: { ...process.env, PORT: String(port) }, timeoutMs: 30_000 });
    };
    const supervised = await supervise('livez-server', start, {
      port: 0,
      log: createLogger('supervisor-test'),
      supervision: { ...DEFAULT_SUPERVISION, initialBackoffMs: 100 },
    });
    try {
      const first = supervised.pid();
      expect(first).toBeDefined();
      supervised.signal('SIGKILL');
      await vi.waitFor(
        () => {
          expect(supervised.pid()).toBeDefined();
          expect(supervised.pid()).not.toBe(first);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(launches).toBe(3);
      expect((await fetch(`http://127.0.0.1:${supervised.port}/livez`)).status).toBe(200);
    } finally {
      await supervised.stop();
    }
  });
});

describe("a process's log", () => {
  it('is opened in a folder made again when it went away while the stack ran', () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-events-logs-'));
    rmSync(dir, { recursive: true });
    const file = join(dir, 'logs', 'events.log');
    const out = openLog(file);
    writeSync(out, 'started again\n');
    closeSync(out);
    expect(existsSync(file)).toBe(true);
    rmSync(dir, { recursive: true });
  });
});
