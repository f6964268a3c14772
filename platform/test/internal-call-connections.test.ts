import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../src/index.ts';

/** Stands for the trace context of a request: the context manager keeps it in an AsyncLocalStorage too. */
const request = new AsyncLocalStorage<string>();

let server: Server;
let url: string;
/** The client port of each connection the server was asked on, in order: the same port is the same connection. */
const callers: number[] = [];

beforeAll(async () => {
  server = createServer((incoming, response) => {
    callers.push(incoming.socket.remotePort!);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The async context undici reads each answer's headers in: that of the connection's socket. */
async function contextAnswersAreReadIn(call: () => Promise<unknown>): Promise<string | undefined> {
  let seen: string | undefined = 'nothing read';
  const onHeaders = () => (seen = request.getStore());
  subscribe('undici:request:headers', onHeaders);
  try {
    await call();
  } finally {
    unsubscribe('undici:request:headers', onHeaders);
  }
  return seen;
}

describe('a connection between the project’s processes (postJson)', () => {
  it('opened while serving a request, does not carry that request’s async context to the calls it serves later', async () => {
    expect(
      await contextAnswersAreReadIn(() => request.run('the request that opened the connection', () => postJson(url, '{}', {}, 2000))),
    ).toBeUndefined();
    // The connection is free for another call once undici has finished with the answer, a turn of the event loop later.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await contextAnswersAreReadIn(() => postJson(url, '{}', {}, 2000))).toBeUndefined();
    expect(callers).toHaveLength(2);
    expect(callers[1]).toBe(callers[0]);
  });
});
