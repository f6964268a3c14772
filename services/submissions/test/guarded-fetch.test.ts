import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowHosts } from '../src/fetcher/allow-hosts.ts';
import { DEFAULT_LIMITS, FetchRefused, guardedFetch, type FetchLimits } from '../src/fetcher/guarded-fetch.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function serve(handler: Handler): Promise<{ server: Server; origin: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits++;
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
}

let fixtures: Awaited<ReturnType<typeof serve>>;
/** A server that is *not* allowed: any hit on it means the fetcher connected where it must not. */
let trap: Awaited<ReturnType<typeof serve>>;
let limits: FetchLimits;

beforeAll(async () => {
  trap = await serve((_request, response) => response.end('secret'));
  fixtures = await serve((request, response) => {
    const url = new URL(request.url!, 'http://fixture');
    switch (url.pathname) {
      case '/event':
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return response.end('<html><title>An event</title></html>');
      case '/to-trap':
        response.writeHead(302, { location: `${trap.origin}/` });
        return response.end();
      case '/to-metadata':
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
        return response.end();
      case '/to-file':
        response.writeHead(302, { location: 'file:///etc/passwd' });
        return response.end();
      case '/hop': {
        const left = Number(url.searchParams.get('n'));
        response.writeHead(302, { location: left > 0 ? `/hop?n=${left - 1}` : '/event' });
        return response.end();
      }
      case '/huge':
        response.setHeader('content-type', 'text/html');
        for (let i = 0; i < 64; i++) response.write('x'.repeat(64 * 1024));
        return response.end();
      case '/huge-declared':
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
        return response.end('x');
      case '/slow':
        setTimeout(() => {
          response.setHeader('content-type', 'text/html');
          response.end('late');
        }, 3_000).unref();
        return;
      case '/trickle':
        response.setHeader('content-type', 'text/html');
        response.write('<html>');
        setTimeout(() => response.end('</html>'), 3_000).unref();
        return;
      case '/image':
        response.setHeader('content-type', 'image/png');
        return response.end('png');
      case '/missing':
        response.writeHead(404);
        return response.end();
      default:
        response.writeHead(500);
        response.end();
    }
  });
  limits = { ...DEFAULT_LIMITS, allowHosts: parseAllowHosts(fixtures.origin.replace('http://', '')), totalTimeoutMs: 1_000, maxBytes: 1024 * 1024 };
});

afterAll(async () => {
  await new Promise((resolve) => fixtures.server.close(resolve));
  await new Promise((resolve) => trap.server.close(resolve));
});

async function refusal(url: string, custom: Partial<FetchLimits> = {}) {
  const error = await guardedFetch(url, { ...limits, ...custom }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FetchRefused);
  return error as FetchRefused;
}

describe('guardedFetch', () => {
  it('fetches an allowed page and says what it is', async () => {
    const page = await guardedFetch(`${fixtures.origin}/event`, limits);
    expect(page).toEqual({ url: `${fixtures.origin}/event`, contentType: 'text/html', body: '<html><title>An event</title></html>' });
  });

  it('follows up to five redirects, checking each', async () => {
    expect((await guardedFetch(`${fixtures.origin}/hop?n=4`, limits)).url).toBe(`${fixtures.origin}/event`);
    expect((await refusal(`${fixtures.origin}/hop?n=5`)).reason).toBe('redirects');
  });

  it.each([
    ['file:///etc/passwd', 'scheme'],
    ['gopher://example.org/', 'scheme'],
    ['ftp://example.org/', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://user:pass@example.org/', 'credentials'],
    ['http://127.0.0.1/', 'address'],
    ['http://127.1/', 'address'],
    ['http://2130706433/', 'address'],
    ['http://0x7f000001/', 'address'],
    ['http://[::1]/', 'address'],
    ['http://[::ffff:127.0.0.1]/', 'address'],
    ['http://[::ffff:7f00:1]/', 'address'],
    ['http://[64:ff9b::7f00:1]/', 'address'],
    ['http://169.254.169.254/latest/meta-data/', 'address'],
    ['http://10.0.0.1/', 'address'],
    ['http://172.16.0.1/', 'address'],
    ['http://192.168.1.1/', 'address'],
    ['http://100.64.0.1/', 'address'],
    ['http://[fd00:ec2::254]/', 'address'],
    ['http://0.0.0.0/', 'address'],
    ['http://localhost/', 'address'],
    ['https://example.org:8443/', 'port'],
    ['http://example.org:22/', 'port'],
    ['not a url', 'scheme'],
  ])('refuses %s (%s)', async (url, reason) => {
    expect((await refusal(url)).reason).toBe(reason);
  });

  it('never connects to a loopback server that is not allowed, directly or through a redirect', async () => {
    const before = trap.hits();
    expect((await refusal(`${trap.origin}/`)).reason).toBe('port');
    expect((await refusal(`${trap.origin}/`, { allowHosts: new Set() })).reason).toBe('port');
    expect((await refusal(`${fixtures.origin}/to-trap`)).reason).toBe('port');
    expect((await refusal(`${fixtures.origin}/to-metadata`)).reason).toBe('address');
    expect((await refusal(`${fixtures.origin}/to-file`)).reason).toBe('scheme');
    expect(trap.hits()).toBe(before);
  });

  it('cuts oversized pages off, declared or not', async () => {
    expect((await refusal(`${fixtures.origin}/huge`)).reason).toBe('too_large');
    expect((await refusal(`${fixtures.origin}/huge-declared`)).reason).toBe('too_large');
  });

  it('gives up on slow pages: no answer, or a body that trickles', async () => {
    const started = Date.now();
    expect((await refusal(`${fixtures.origin}/slow`)).reason).toBe('timeout');
    expect((await refusal(`${fixtures.origin}/trickle`)).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('reads only HTML, XHTML, JSON-LD and iCalendar', async () => {
    expect((await refusal(`${fixtures.origin}/image`)).reason).toBe('content_type');
  });

  it('reports pages that are not there', async () => {
    const refused = await refusal(`${fixtures.origin}/missing`);
    expect(refused.reason).toBe('status');
    expect(refused.message).toBe('The page answered 404.');
  });
});
