import { describe, expect, inject, it } from 'vitest';
import type { ProcessName } from '../../infra/src/stack.ts';
import { api } from '../support/http.ts';
import { signalProcess, stackPids } from '../support/stack-control.ts';

const { controlUrl } = inject('stack');

const health = async () => (await fetch(api('/api/healthz')).catch(() => null))?.status;

/** Polls until `check` holds, or fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for `name` to run as a new process, and for the whole system to be healthy again, without anyone starting it. */
async function recoversByItself(name: ProcessName, oldPid: number, timeoutMs: number) {
  // A process has a pid here once it listens again.
  await eventually(
    async () => {
      const pid = (await stackPids(controlUrl))[name];
      return pid !== undefined && pid !== oldPid;
    },
    timeoutMs,
    `${name} restarted`,
  );
  await eventually(async () => (await health()) === 200, timeoutMs, 'health back to 200');
}

describe('npm start supervises its processes', () => {
  it('starts a crashed subgraph again by itself, and health recovers', async () => {
    expect(await health()).toBe(200);
    const pid = (await stackPids(controlUrl)).venues!;
    await signalProcess(controlUrl, 'venues', 'SIGKILL');
    await eventually(async () => (await health()) === 503, 5_000, 'health names the crash');
    await recoversByItself('venues', pid, 30_000);
  });

  it('kills and starts again a process that stops answering (wedged), and health recovers', async () => {
    const pid = (await stackPids(controlUrl)).locations!;
    await signalProcess(controlUrl, 'locations', 'SIGSTOP');
    // The test stack asks /livez every second and gives up after three missed answers.
    await recoversByItself('locations', pid, 30_000);
    expect(() => process.kill(pid, 0)).toThrow(); // the wedged process is gone, not left stopped
  });

  it('backs off while a process keeps crashing, and keeps trying', async () => {
    const restarts: number[] = [];
    for (let crash = 0; crash < 3; crash++) {
      const before = (await stackPids(controlUrl)).events!;
      await signalProcess(controlUrl, 'events', 'SIGKILL');
      const killedAt = Date.now();
      await recoversByItself('events', before, 30_000);
      restarts.push(Date.now() - killedAt);
    }
    // The test stack waits 500 ms, then 1 s, then 2 s (infra/test/supervisor.test.ts has the whole rule); on top of
    // each wait comes the time the process takes to start, so only the waits are lower bounds.
    expect(restarts[0]!).toBeGreaterThanOrEqual(500);
    expect(restarts[1]!).toBeGreaterThanOrEqual(1_000);
    expect(restarts[2]!).toBeGreaterThanOrEqual(2_000);
  });
});
