import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowHosts } from '../src/fetcher/allow-hosts.ts';
import {
  DEFAULT_LIMITS,
  FetchRefused,
  guardedFetch,
  pinnedLookup,
  type FetchLimits,
  type TargetPolicy,
} from '../src/fetcher/guarded-fetch.ts';

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
  limits = {
    ...DEFAULT_LIMITS,
    allowHosts: parseAllowHosts(fixtures.origin.replace('http://', '')),
    totalTimeoutMs: 1_000,
    maxBytes: 1024 * 1024,
  };
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

/**
 * Pages reached by name, through the pinned connection production uses for every host not in SCRAPE_ALLOW_HOSTS
 * (allowHosts is empty here). Only the policy is substituted: a resolver that answers loopback addresses for
 * made-up names under .test (RFC 2606: never in real DNS), and an address and port check that accept those
 * servers (they cannot listen on port 80 without privileges). Three servers share one port: a page on 127.0.0.1,
 * one on [::1] and a trap on 127.0.0.2 that only a second, different DNS answer would lead to.
 */
describe('guardedFetch by name, through the pinned connection', () => {
  type Named = { server: Server; hits: () => number };
  let port = 0;
  let v4: Named;
  let v6: Named;
  let rebound: Named;

  async function listen(host: string, label: string, at: number): Promise<Named> {
    let hits = 0;
    const server = createServer((request, response) => {
      hits++;
      const url = new URL(request.url!, 'http://fixture');
      if (url.pathname === '/redirect') {
        response.writeHead(302, { location: url.searchParams.get('to')! });
        return response.end();
      }
      response.setHeader('content-type', 'text/html');
      response.end(`${label} ${request.headers.host} ${url.pathname}`);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, host, resolve);
    });
    return { server, hits: () => hits };
  }

  const close = (named: Named | undefined) => named && new Promise((resolve) => named.server.close(resolve));

  beforeAll(async () => {
    for (let attempt = 0; ; attempt++) {
      const first = await listen('127.0.0.1', 'v4', 0);
      port = (first.server.address() as AddressInfo).port;
      try {
        v6 = await listen('::1', 'v6', port);
        rebound = await listen('127.0.0.2', 'rebound', port);
        v4 = first;
        return;
      } catch (error) {
        await Promise.all([close(first), close(v6)]);
        if (attempt >= 5) throw error;
      }
    }
  });

  afterAll(async () => {
    await Promise.all([close(v4), close(v6), close(rebound)]);
  });

  /** Answers `answers[host][n]` to the n-th question about host (the last answer repeats); counts the questions. */
  function policy(answers: Record<string, string[][]>) {
    const asked: Record<string, number> = {};
    const substitute: TargetPolicy = {
      resolve: async (host) => {
        const n = (asked[host] ?? 0) + 1;
        asked[host] = n;
        const sequence = answers[host];
        if (!sequence) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
        return sequence[Math.min(n, sequence.length) - 1]!.map((address) => ({ address }));
      },
      allowsAddress: (address) => ['127.0.0.1', '127.0.0.2', '::1'].includes(address),
      allowsPort: (url) => url.port === String(port),
    };
    return { substitute, asked };
  }

  const pinnedLimits = (): FetchLimits => ({ ...DEFAULT_LIMITS, allowHosts: new Set(), totalTimeoutMs: 5_000 });

  it('fetches a page by name at an IPv4 address', async () => {
    const { substitute } = policy({ 'events.example.test': [['127.0.0.1']] });
    const page = await guardedFetch(`http://events.example.test:${port}/event`, pinnedLimits(), substitute);
    expect(page).toEqual({
      url: `http://events.example.test:${port}/event`,
      contentType: 'text/html',
      body: `v4 events.example.test:${port} /event`,
    });
  });

  it('fetches a page by name at an IPv6 address', async () => {
    const { substitute } = policy({ 'events.example.test': [['::1']] });
    const page = await guardedFetch(`http://events.example.test:${port}/event`, pinnedLimits(), substitute);
    expect(page.body).toBe(`v6 events.example.test:${port} /event`);
  });

  it('connects to the address it checked, not to a second DNS answer (rebinding)', async () => {
    const { substitute, asked } = policy({ 'events.example.test': [['127.0.0.1'], ['127.0.0.2']] });
    const before = rebound.hits();
    const page = await guardedFetch(`http://events.example.test:${port}/event`, pinnedLimits(), substitute);
    expect(page.body).toBe(`v4 events.example.test:${port} /event`);
    expect(asked['events.example.test']).toBe(1);
    expect(rebound.hits()).toBe(before);
  });

  it('connects to the first checked address only, even when the name has several', async () => {
    const { substitute } = policy({ 'events.example.test': [['127.0.0.1', '127.0.0.2', '::1']] });
    const before = { rebound: rebound.hits(), v6: v6.hits() };
    expect((await guardedFetch(`http://events.example.test:${port}/event`, pinnedLimits(), substitute)).body).toBe(
      `v4 events.example.test:${port} /event`,
    );
    expect({ rebound: rebound.hits(), v6: v6.hits() }).toEqual(before);
  });

  it('checks and pins every redirect the same way', async () => {
    const before = rebound.hits();
    const { substitute, asked } = policy({
      'events.example.test': [['127.0.0.1'], ['127.0.0.2']],
      'tickets.example.test': [['::1'], ['127.0.0.2']],
    });
    const to = encodeURIComponent(`http://tickets.example.test:${port}/event`);
    const page = await guardedFetch(`http://events.example.test:${port}/redirect?to=${to}`, pinnedLimits(), substitute);
    expect(page).toEqual({
      url: `http://tickets.example.test:${port}/event`,
      contentType: 'text/html',
      body: `v6 tickets.example.test:${port} /event`,
    });
    expect(asked).toEqual({ 'events.example.test': 1, 'tickets.example.test': 1 });

    // A name that also resolves to an address the policy refuses is refused outright, after a redirect too.
    const mixed = policy({ 'events.example.test': [['127.0.0.1']], 'internal.example.test': [['127.0.0.2', '10.0.0.1']] });
    const inside = encodeURIComponent(`http://internal.example.test:${port}/`);
    const refused = await guardedFetch(`http://events.example.test:${port}/redirect?to=${inside}`, pinnedLimits(), mixed.substitute).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(FetchRefused);
    expect((refused as FetchRefused).reason).toBe('address');
    expect(rebound.hits()).toBe(before);
  });

  it.each([
    ['127.0.0.1', 4, 'v4'],
    ['::1', 6, 'v6'],
  ] as const)('pins a plain net.connect to %s, with and without autoSelectFamily', async (address, family, label) => {
    for (const autoSelectFamily of [true, false]) {
      const body = await new Promise<string>((resolve, reject) => {
        const socket = connect({ host: 'events.example.test', port, lookup: pinnedLookup({ address, family }), autoSelectFamily });
        let received = '';
        socket.on('connect', () => socket.end('GET /plain HTTP/1.0\r\nhost: events.example.test\r\n\r\n'));
        socket.on('data', (chunk) => (received += chunk));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect(body).toMatch(new RegExp(`${label} events.example.test /plain$`));
    }
  });

  it('answers lookups in both shapes', () => {
    const answers: unknown[][] = [];
    const lookup = pinnedLookup({ address: '2001:db8::1', family: 6 });
    lookup('anything.example', { all: true }, (...answer) => answers.push(answer));
    lookup('anything.example', {}, (...answer) => answers.push(answer));
    expect(answers).toEqual([
      [null, [{ address: '2001:db8::1', family: 6 }]],
      [null, '2001:db8::1', 6],
    ]);
  });

  it('reports a name that does not resolve', async () => {
    const { substitute } = policy({});
    const refused = await guardedFetch(`http://nowhere.example.test:${port}/`, pinnedLimits(), substitute).catch((e: unknown) => e);
    expect((refused as FetchRefused).reason).toBe('dns');
  });
});
