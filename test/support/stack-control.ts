import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProcessName, Stack } from '../../infra/src/stack.ts';

/**
 * Lets test files (which run in workers, apart from the global setup that owns the processes) stop and start
 * one process of the stack, `POST /stop/<name>` and `POST /start/<name>`, and restart PostgreSQL,
 * `POST /restart/postgres`; on loopback.
 */
export async function startStackControl(stack: Stack, database: { restart(): Promise<void> }): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const match = /^\/(stop|start|restart)\/(\w+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return response.writeHead(404).end();
    const [, verb, name] = match;
    const done =
      verb === 'restart' && name === 'postgres'
        ? database.restart()
        : verb === 'stop'
          ? stack.stopProcess(name as ProcessName)
          : stack.startProcess(name as ProcessName);
    done.then(
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
