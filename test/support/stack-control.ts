import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProcessName, Stack } from '../../infra/src/stack.ts';

const SIGNALS = new Set(['SIGKILL', 'SIGSTOP', 'SIGTERM']);

/**
 * Lets test files (which run in workers, apart from the global setup that owns the processes) control the stack
 * on loopback: `POST /stop/<name>` and `POST /start/<name>` (on purpose: not restarted), `POST /signal/<name>/<SIGNAL>`
 * (SIGKILL: a crash, SIGSTOP: a wedge; the supervisor handles both), `GET /pids`, and `POST /restart/postgres`.
 */
export async function startStackControl(
  stack: Stack,
  database: { restart(): Promise<void> },
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/pids')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stack.pids()));
    const match = /^\/(stop|start|restart|signal)\/(\w+)(?:\/(SIG[A-Z]+))?$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return response.writeHead(404).end();
    const [, verb, name, signal] = match;
    const done = async () => {
      if (verb === 'restart' && name === 'postgres') return database.restart();
      if (verb === 'stop') return stack.stopProcess(name as ProcessName);
      if (verb === 'start') return stack.startProcess(name as ProcessName);
      if (verb === 'signal' && signal && SIGNALS.has(signal)) return stack.signalProcess(name as ProcessName, signal as NodeJS.Signals);
      throw new Error(`cannot ${verb} ${name}`);
    };
    done().then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** From a test file: stop or start a process of the running stack, or restart PostgreSQL (`restart`, `postgres`). */
export async function controlStack(controlUrl: string, verb: 'stop' | 'start' | 'restart', name: ProcessName | 'postgres') {
  const response = await fetch(`${controlUrl}/${verb}/${name}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${verb} ${name}: ${response.status} ${await response.text()}`);
}

/** From a test file: send a signal to a process of the running stack, as a crash or a wedge would. */
export async function signalProcess(controlUrl: string, name: ProcessName, signal: 'SIGKILL' | 'SIGSTOP') {
  const response = await fetch(`${controlUrl}/signal/${name}/${signal}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${signal} ${name}: ${response.status} ${await response.text()}`);
}

/** The operating-system process id of each process of the running stack. */
export async function stackPids(controlUrl: string): Promise<Partial<Record<ProcessName, number>>> {
  return (await fetch(`${controlUrl}/pids`)).json() as Promise<Partial<Record<ProcessName, number>>>;
}
