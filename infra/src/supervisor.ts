import type { Logger } from '@local-events/platform';
import type { StartedProcess } from './node-process.ts';

export interface Supervision {
  /** How often each process's /livez is asked. */
  livenessIntervalMs: number;
  /** /livez answers missed in a row (no answer within the interval) before the process is killed and started again. */
  missedBeforeRestart: number;
  /** The first wait before a restart; it doubles with each crash in a row, up to `maxBackoffMs`. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** A process that ran this long before it stopped is not crashing in a loop: its next restart waits the least again. */
  stableAfterMs: number;
}

export const DEFAULT_SUPERVISION: Supervision = {
  livenessIntervalMs: 5_000,
  missedBeforeRestart: 3,
  initialBackoffMs: 1_000,
  maxBackoffMs: 30_000,
  stableAfterMs: 60_000,
};

/** How long to wait before starting a process again that has crashed `crashesInARow` times (1 for a first crash). */
export const restartDelay = (crashesInARow: number, supervision: Supervision) =>
  Math.min(supervision.maxBackoffMs, supervision.initialBackoffMs * 2 ** (Math.max(1, crashesInARow) - 1));

export interface SupervisedProcess {
  readonly name: string;
  /** The port it listens on (the same after every restart). */
  readonly port: number;
  /** The process id while a process runs and listens; undefined while it is down or starting again. */
  pid(): number | undefined;
  /** Sends a signal to the running process, as an outage would (it is restarted unless it was stopped on purpose). */
  signal(signal: NodeJS.Signals): void;
  /** Restarts it no more from now on (a shutdown has begun, and Ctrl-C may already have reached it). */
  halt(): void;
  /** Stops it for good: SIGTERM, SIGKILL after 15 s; no restart. */
  stop(): Promise<void>;
}

/**
 * Keeps one process running the way a process manager would: a process that dies (a non-zero exit code, or a signal
 * such as SIGKILL or an out-of-memory abort) is started again after a backoff that doubles with each crash in a row
 * (1 s, 2 s, 4 s ... 30 s), and one that stops answering /livez (wedged: an endless loop, a blocked event loop,
 * SIGSTOP) is killed and started again. Every exit, kill and restart is logged. `start(port)` launches the process; the first launch must succeed (a process that cannot start
 * at all is a configuration error, reported to whoever started the stack), later ones are retried.
 */
export async function supervise(
  name: string,
  start: (port: number) => StartedProcess,
  options: { port: number; log: Logger; supervision?: Supervision },
): Promise<SupervisedProcess> {
  const supervision = options.supervision ?? DEFAULT_SUPERVISION;
  const log = options.log.child({ process: name });
  let stopping = false;
  let crashesInARow = 0;
  let current = start(options.port);
  const port = await current.ready;
  /** Whether `current` has reported that it listens: only then is it asked /livez, and counted as running. */
  let ready = true;
  let startedAt = Date.now();
  let restartTimer: NodeJS.Timeout | undefined;
  let missed = 0;

  const restart = async () => {
    restartTimer = undefined;
    if (stopping) return;
    let started: StartedProcess;
    try {
      started = start(port);
    } catch (error) {
      // Not launched at all (its log file could not be opened, say): tried again, as a crash would be.
      restartLater(crashesInARow + 1, (restartInMs) =>
        log.error({ err: error, restartInMs, crashesInARow }, 'restart failed; trying again'),
      );
      return;
    }
    current = started;
    ready = false;
    missed = 0;
    watchExit(started);
    try {
      await started.ready;
      if (started !== current) return;
      ready = true;
      startedAt = Date.now();
      log.info({ pid: started.child.pid }, 'restarted');
    } catch (error) {
      log.error({ err: error }, 'restart failed');
      // Started but never ready: the watchdog asks only a ready process, so it is killed here and its exit restarts it.
      if (started === current) started.child.kill('SIGKILL');
    }
  };

  /** Counts `crashes` in a row and launches the process again after their backoff; `report` logs it with the delay. */
  const restartLater = (crashes: number, report: (restartInMs: number) => void) => {
    crashesInARow = crashes;
    const delay = restartDelay(crashesInARow, supervision);
    report(delay);
    restartTimer = setTimeout(() => void restart(), delay);
  };

  const watchExit = (started: StartedProcess) => {
    void started.exited.then((code) => {
      if (started !== current) return;
      if (stopping) return void log.info({ code, signal: started.child.signalCode }, 'stopped');
      // Exit code 0 is a process that was asked to stop (SIGINT from the terminal's Ctrl-C reaches every process).
      if (code === 0) return void log.info('stopped');
      restartLater(Date.now() - startedAt >= supervision.stableAfterMs ? 1 : crashesInARow + 1, (restartInMs) =>
        log.warn({ code, signal: started.child.signalCode, restartInMs, crashesInARow }, 'exited unexpectedly; restarting'),
      );
    });
  };
  watchExit(current);

  let asking = false;
  const watchdog = setInterval(async () => {
    if (asking || stopping || !ready || current.child.exitCode !== null || current.child.signalCode !== null) return;
    asking = true;
    const probed = current;
    const alive = await fetch(`http://127.0.0.1:${port}/livez`, { signal: AbortSignal.timeout(supervision.livenessIntervalMs) }).then(
      (response) => response.ok,
      () => false,
    );
    asking = false;
    if (probed !== current || stopping) return; // it exited meanwhile: the exit is handled on its own
    missed = alive ? 0 : missed + 1;
    if (missed >= supervision.missedBeforeRestart) {
      log.error({ pid: probed.child.pid, missed }, 'not answering /livez; killing it');
      missed = 0;
      probed.child.kill('SIGKILL');
    }
  }, supervision.livenessIntervalMs);
  watchdog.unref();

  function halt() {
    stopping = true;
    clearInterval(watchdog);
    clearTimeout(restartTimer);
  }

  return {
    name,
    port,
    pid: () => (ready && current.child.exitCode === null && current.child.signalCode === null ? current.child.pid : undefined),
    signal: (signal) => void current.child.kill(signal),
    halt,
    async stop() {
      halt();
      const { child, exited } = current;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
