import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.jsonld': 'application/ld+json',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface FixturePages {
  /** http://127.0.0.1:<port>: allowed through SCRAPE_ALLOW_HOSTS. */
  url: string;
  /** Where tests write the pages it serves (`/pages/<file>`). */
  dir: string;
  /** A loopback server that is *not* allowed: every request it gets is counted, at `${url}/private-hits`. */
  privateUrl: string;
  /**
   * Another allowed site, on 127.0.0.2 (all of 127/8 is loopback), answering every path with an event page: a source
   * domain no other test submits to, for the per-domain quota.
   */
  anotherSiteUrl: string;
  close(): Promise<void>;
}

const listen = async (server: Server, host = '127.0.0.1') => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
};

const eventPage = (name: string) =>
  `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Event', name, startDate: '2026-12-01T18:00:00Z' })}</script></head><body></body></html>`;

/**
 * Pages for the submission fetcher, on loopback: files tests write under `dir`, a redirect to anywhere
 * (`/redirect?to=`), an endless slow page (`/slow`), an oversized one (`/huge`), the count of requests the
 * private server received, and the count of requests that came with trace context (`/trace-context-hits`).
 */
export async function startFixturePages(dir: string): Promise<FixturePages> {
  mkdirSync(dir, { recursive: true });
  let privateHits = 0;
  // Trace context is for the project's own processes: a page fetched from outside must never be sent one.
  let traceContextHits = 0;
  const privateServer = createServer((_request, response) => {
    privateHits++;
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>internal</h1>');
  });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    if (request.headers.traceparent || request.headers.tracestate) traceContextHits++;
    if (url.pathname === '/trace-context-hits')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hits: traceContextHits }));
    if (url.pathname === '/private-hits')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hits: privateHits }));
    if (url.pathname === '/redirect') return response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    if (url.pathname === '/slow') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write(' '), 500);
      request.socket.on('close', () => clearInterval(timer));
      return;
    }
    if (url.pathname === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(`<html><body>${'x'.repeat(3 * 1024 * 1024)}</body></html>`);
    }
    const file = normalize(url.pathname.replace(/^\/pages\//, ''));
    if (!url.pathname.startsWith('/pages/') || file.startsWith('..')) return response.writeHead(404).end();
    try {
      const body = await readFile(join(dir, file));
      // Validators as a feed's server gives them, for conditional requests.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
      if (request.headers['if-none-match'] === etag) return response.writeHead(304, { etag }).end();
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', etag }).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  const anotherSite = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(eventPage(`Event at ${request.url}`)),
  );
  const [url, privateUrl, anotherSiteUrl] = [await listen(server), await listen(privateServer), await listen(anotherSite, '127.0.0.2')];
  const servers = [server, privateServer, anotherSite];
  return {
    url,
    dir,
    privateUrl,
    anotherSiteUrl,
    close: async () => {
      for (const each of servers) each.closeAllConnections();
      await Promise.all(servers.map((each) => new Promise((resolve) => each.close(resolve))));
    },
  };
}
