import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiFacade, closeFacades } from '../../../test/support/facade.ts';
import { api, expectProblem, site } from '../../../test/support/http.ts';
import { rawMcp, MCP_READ } from '../../../test/support/mcp.ts';
import { policyOf, rawRequest } from '../../../test/support/raw-http.ts';

afterAll(closeFacades);

const json = { 'content-type': 'application/json' };

describe('security headers of the API facade', () => {
  it('every answer (JSON, problems, 404, 405, 401, MCP, probes) has nosniff, the strict policy, no framing and no HSTS on http', async () => {
    const answers = {
      json: await fetch(api('/api/locations/list')),
      problem: await fetch(api('/api/events/get?eventUuid=not-a-uuid')),
      notFound: await fetch(api('/api/nothing-here')),
      wrongMethod: await fetch(api('/api/events/list?zone_id=1'), { method: 'DELETE' }),
      unauthenticated: await fetch(api('/api/venue-admin/anything/events')),
      malformed: await fetch(api('/api/submit/event'), { method: 'POST', headers: json, body: '{"url": ' }),
      mcp: await rawMcp(MCP_READ, { jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      openapi: await fetch(api('/api/openapi.json')),
      probe: await fetch(api('/livez')),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.status, what).toBeLessThan(500);
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(policyOf(response.headers.get('content-security-policy')), what).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers.get('x-frame-options'), what).toBe('DENY');
      expect(response.headers.get('strict-transport-security'), what).toBeNull();
      expect(response.headers.get('x-powered-by'), what).toBeNull();
    }
  });

  it('/api/docs loads only its own scripts and styles, none of them inline, and may call only this API', async () => {
    const response = await fetch(api('/api/docs'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<style|<script>|\bstyle=|\bon[a-z]+=/i);
    for (const [, source] of html.matchAll(/(?:src|href)="([^"]+)"/g)) expect(source, source).toMatch(/^(\/|data:,$)/);
    expect(policyOf(response.headers.get('content-security-policy'))).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", new URL(inject('stack').site).origin],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('HSTS only when the public URL is https', async () => {
    const https = await apiFacade({ BASE_URL: 'https://events.example.org' });
    for (const path of ['/api/locations/list', '/api/nothing-here']) {
      expect((await fetch(`${https}${path}`)).headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    const http = await apiFacade({ BASE_URL: 'http://localhost:3000' });
    expect((await fetch(`${http}/api/locations/list`)).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('JSON bodies that cannot be read', () => {
  const post = (body: string) => ({ method: 'POST', headers: json, body });

  it("malformed JSON is a 400 problem that says so, without the parser's words or a stack", async () => {
    for (const body of ['{"url": ', '{url: "https://example.org"}', "{'url': 1}", '{"url": "x"} trailing', '\u0000']) {
      const problem = await expectProblem(api('/api/submit/event'), 400, post(body));
      expect(problem.detail, body).toBe('The body is not valid JSON.');
      expect(JSON.stringify(problem), body).not.toMatch(/Unexpected|position|SyntaxError|token/i);
    }
  });

  it('JSON that is not an object where the operation takes one is a 400 problem that says so', async () => {
    for (const body of ['"https://example.org/e"', '42', 'null', 'true', '[{"url": "https://example.org/e"}]']) {
      const problem = await expectProblem(api('/api/submit/event'), 400, post(body));
      expect(problem.detail, body).toBe('The body is not valid JSON here: send a JSON object.');
    }
    const patch = await expectProblem(api('/api/venue-admin/anything/events/0f8fad5b-d9cb-469f-a165-70867728950e'), 400, {
      method: 'PATCH',
      headers: { ...json, 'x-venue-token': 'vmt_whatever' },
      body: '[]',
    });
    expect(patch.detail).toBe('The body is not valid JSON here: send a JSON object.');
  });

  it('the gateway and a subgraph (asked as the gateway asks) answer malformed JSON the same way', async () => {
    const { gateway, subgraphs, secrets } = inject('stack');
    const malformed = post('{"query": "{ __typename }"');
    for (const [url, headers] of [
      [gateway, {}],
      [subgraphs.locations!, { 'x-gateway-secret': secrets.gateway }],
    ] as const) {
      const problem = await expectProblem(url, 400, {
        ...malformed,
        headers: { ...(malformed.headers as Record<string, string>), ...headers },
      });
      expect(problem.detail, url).toBe('The body is not valid JSON.');
    }
  });
});

describe('methods no route has', () => {
  // TRACE and PROPFIND are methods Node parses but no router here knows; so is PURGE, a cache-purging method of
  // some proxies that stands for any other the routers do not know.
  const UNKNOWN = ['TRACE', 'PROPFIND', 'PURGE'];

  it('on a known API path: 405 with Allow and a problem; on an unknown path: 404', async () => {
    for (const method of UNKNOWN) {
      const known = await rawRequest(api('/api/events/list?zone_id=1'), method);
      expect(known.status, method).toBe(405);
      expect(known.headers.allow, method).toBe('HEAD, GET');
      expect(known.headers['content-type'], method).toBe('application/problem+json');
      expect(JSON.parse(known.body), method).toMatchObject({ status: 405, detail: `${method} is not allowed here; use HEAD, GET.` });
      expect(known.headers['x-content-type-options'], method).toBe('nosniff');

      const withParams = await rawRequest(api('/api/venue-admin/some-venue/events/0f8fad5b-d9cb-469f-a165-70867728950e'), method);
      expect(withParams.status, method).toBe(405);
      expect(withParams.headers.allow, method).toBe('HEAD, GET, PATCH, DELETE');

      const unknown = await rawRequest(api('/api/nothing-here'), method);
      expect(unknown.status, method).toBe(404);
      expect(unknown.headers.allow, method).toBeUndefined();
      expect(unknown.headers['content-type'], method).toBe('application/problem+json');
    }
  });

  it('on the MCP endpoints and the probes: 405 with Allow', async () => {
    for (const method of UNKNOWN) {
      const mcp = await rawRequest(api(MCP_READ), method);
      expect([mcp.status, mcp.headers.allow], method).toEqual([405, 'POST']);
      const probe = await rawRequest(api('/livez'), method);
      expect([probe.status, probe.headers.allow, probe.headers['content-type']], method).toEqual([
        405,
        'GET, HEAD',
        'application/problem+json',
      ]);
    }
  });

  it('a method that is no HTTP method at all is refused by the HTTP parser with a 400, never a 5xx', async () => {
    for (const base of [api('/api/events/list'), site('/')]) {
      expect((await rawRequest(base, 'FROBNICATE')).status, base).toBe(400);
    }
  });
});

describe('what a client gets wrong at the HTTP level is a 4xx problem, on the API, the gateway and the site', () => {
  const endpoints = () => [
    { what: 'API', url: api('/api/submit/event') },
    { what: 'gateway', url: inject('stack').gateway },
    { what: 'site', url: site('/submit') },
  ];

  it('a body that does not decompress as its Content-Encoding says is a 400', async () => {
    for (const { what, url } of endpoints()) {
      for (const encoding of ['gzip', 'br', 'deflate']) {
        const type = what === 'site' ? 'application/x-www-form-urlencoded' : 'application/json';
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': type, 'content-encoding': encoding },
          body: 'abcd',
        });
        expect(response.status, `${what} ${encoding}`).toBe(400);
        // The site answers people with a page, programs with a problem document.
        const body = await response.text();
        if (what === 'site') expect(body, what).toMatch(/could not be decompressed/);
        else expect(JSON.parse(body), what).toMatchObject({ detail: expect.stringMatching(/could not be decompressed/) });
      }
    }
  });

  it("a request line or headers over Node's 16 kB, and a made-up method, are answered as problems", async () => {
    for (const { what, url } of endpoints()) {
      const long = await rawRequest(`${url}?q=${'x'.repeat(20_000)}`, 'GET');
      expect(long.status, what).toBe(431);
      expect(long.headers['content-type'], what).toBe('application/problem+json');
      expect(JSON.parse(long.body), what).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
    }
    const madeUp = await rawRequest(api('/api/locations/list'), 'FOO');
    expect(madeUp.status).toBe(400);
    expect(madeUp.headers['content-type']).toBe('application/problem+json');
  });
});
