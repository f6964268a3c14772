import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, postJson, Problem, type Operation } from '../src/index.ts';

let server: Server;
let base: string;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/json': (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}'),
  '/text': (_request, response) => response.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway'),
  '/broken': (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":'),
  '/silent': () => {},
  '/stalls': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"data":');
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      routes[request.url!]!(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("postJson, the client between the project's processes", () => {
  it('sends JSON with the given headers and parses a JSON answer', async () => {
    const answer = await postJson(`${base}/json`, '{"query":"{ ok }"}', { 'x-request-id': 'r-1' }, 2000);
    expect(answer).toMatchObject({ status: 200, statusText: 'OK', body: { data: { ok: true } } });
    expect(received.at(-1)).toMatchObject({
      body: '{"query":"{ ok }"}',
      headers: { 'content-type': 'application/json', 'x-request-id': 'r-1' },
    });
  });

  it('gives the text of an answer that is not JSON, and null for unreadable JSON', async () => {
    expect(await postJson(`${base}/text`, '{}', {}, 2000)).toMatchObject({ status: 502, statusText: 'Bad Gateway', body: 'bad gateway' });
    expect((await postJson(`${base}/broken`, '{}', {}, 2000)).body).toBeNull();
  });

  it('throws a TimeoutError when the answer does not start, or stalls, within the limit', async () => {
    for (const path of ['/silent', '/stalls']) {
      const started = Date.now();
      await expect(postJson(`${base}${path}`, '{}', {}, 300)).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('throws what the network says when nobody listens', async () => {
    await expect(postJson('http://127.0.0.1:9/graphql', '{}', {}, 2000)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('GatewayClient over it', () => {
  // As GraphQL Code Generator writes an operation: its text, carrying its types.
  const Ping = new String('query Ping { ok }') as Operation<{ ok: boolean }, Record<string, never>>;

  it('answers the data of a named operation', async () => {
    expect(await new GatewayClient(`${base}/json`).request(Ping, {}, { requestId: 'r-2' })).toEqual({ ok: true });
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({ operationName: 'Ping', query: 'query Ping { ok }' });
  });

  it('turns a slow gateway into a 504 problem and a missing one into a 503', async () => {
    await expect(new GatewayClient(`${base}/silent`, { timeoutMs: 300 }).request(Ping, {}, { requestId: 'r-3' })).rejects.toMatchObject({
      status: 504,
    });
    const unreachable = await new GatewayClient('http://127.0.0.1:9/graphql')
      .request(Ping, {}, { requestId: 'r-4' })
      .catch((error: unknown) => error);
    expect(unreachable).toBeInstanceOf(Problem);
    expect(unreachable).toMatchObject({ status: 503 });
    await expect(new GatewayClient(`${base}/broken`).request(Ping, {}, { requestId: 'r-5' })).rejects.toMatchObject({ status: 502 });
  });
});
