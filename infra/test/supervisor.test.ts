import { closeSync, existsSync, mkdtempSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '@local-events/platform';
import { startNodeProcess, type StartedProcess } from '../src/node-process.ts';
import { openLog } from '../src/stack.ts';
import { DEFAULT_SUPERVISION, restartDelay, supervise, type SupervisedProcess } from '../src/supervisor.ts';

describe('how long the supervisor waits before starting a crashed process again', () => {
  it('1 s after a first crash, doubling with each crash in a row, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((crashes) => restartDelay(crashes, DEFAULT_SUPERVISION))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('a restart that does not bring the process back', () => {
  const FIXTURE = 'infra/test/fixtures/livez-server.ts';
  const supervisedWith = (start: (port: number) => StartedProcess) =>
    supervise('livez-server', start, {
      port: 0,
      log: createLogger('supervisor-test'),
      supervision: { ...DEFAULT_SUPERVISION, initialBackoffMs: 100 },
    });

  /** Kills the first process and waits for another to answer, after `launches` launches in all. */
  async function comesBack(supervised: SupervisedProcess, launched: () => number, launches: number) {
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
      expect(launched()).toBe(launches);
      expect((await fetch(`http://127.0.0.1:${supervised.port}/livez`)).status).toBe(200);
    } finally {
      await supervised.stop();
    }
  }

  it('is tried again after the backoff when it cannot launch the process, and the supervisor goes on', async () => {
    let launches = 0;
    const supervised = await supervisedWith((port) => {
      launches += 1;
      // The first restart fails before any process exists, as when its log file cannot be opened.
      if (launches === 2) throw new Error('the log file cannot be opened');
      return startNodeProcess(FIXTURE, { env: { ...process.env, PORT: String(port) }, timeoutMs: 30_000 });
    });
    await comesBack(supervised, () => launches, 3);
  });

  it('kills a restarted process that never reports ready, and starts it again', async () => {
    let launches = 0;
    const supervised = await supervisedWith((port) => {
      launches += 1;
      const neverReady = launches === 2 ? { NEVER_READY: '1' } : {};
      return startNodeProcess(FIXTURE, {
        env: { ...process.env, ...neverReady, PORT: String(port) },
        timeoutMs: launches === 2 ? 2_000 : 30_000,
      });
    });
    await comesBack(supervised, () => launches, 3);
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
