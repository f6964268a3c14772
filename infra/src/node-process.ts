import { spawn, type ChildProcess, type StdioNull } from 'node:child_process';
import { repoPath } from './paths.ts';
import { compiledPath, PRELOAD } from './processes.ts';

export interface StartedProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The port the process reports over IPC once it listens (every service does, see platform `serve`). */
  ready: Promise<number>;
}

/**
 * One of the project's Node entry points as a process of its own: its TypeScript through tsx, or with `compiled` the
 * JavaScript `npm run build` made of it (as production runs it), its output to `output`
 * (a file descriptor, or ignored / inherited). `ready` fails when the process exits first or does not report in
 * time; `whyNot` adds what the caller knows about the failure (the tail of its log). With CPU_PROFILE_DIR set, each
 * process writes a V8 CPU profile there when it exits (open it in Chrome DevTools or speedscope). With an OTLP endpoint
 * in `env` (OTEL_EXPORTER_OTLP_ENDPOINT), the process exports traces (platform/src/tracing).
 */
export function startNodeProcess(
  main: string,
  options: { env: NodeJS.ProcessEnv; output?: number | StdioNull; timeoutMs?: number; whyNot?: () => string; compiled?: boolean },
): StartedProcess {
  const output = options.output ?? 'ignore';
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  // The processes started here share one machine's cores. V8's memory reducer gives an idle process's memory back
  // with full collections (250 to 450 ms each at 1,000,000 events): processes started together did so together, and
  // took both cores of the bench machine from the busy ones for a second. Dockerfile's containers keep it.
  const code = options.compiled
    ? ['--import', repoPath(compiledPath(PRELOAD)), repoPath(compiledPath(main))]
    : ['--import', 'tsx', '--import', '@local-events/platform/preload', repoPath(main)];
  const child = spawn(process.execPath, ['--no-memory-reducer', ...profile, ...code], {
    cwd: repoPath(''),
    env: options.env,
    stdio: ['ignore', output, output, 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const timeoutMs = options.timeoutMs ?? 90_000;
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${main} did not start within ${timeoutMs / 1000}s${options.whyNot ? `:\n${options.whyNot()}` : ''}`)),
      timeoutMs,
    );
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type !== 'ready' || !message.port) return;
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${main} exited (${code}) before it was ready${options.whyNot ? `:\n${options.whyNot()}` : ''}`));
    });
  });
  return { child, exited, ready };
}
