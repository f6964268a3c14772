import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api } from '../../../../test/support/http.ts';
import { MCP_FULL, MCP_READ, rawMcp } from '../../../../test/support/mcp.ts';

const initialize = (id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});
const call = (name: string, args: unknown, id = 7) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

describe.each([MCP_READ, MCP_FULL])('%s at the protocol edges', (path) => {
  it('initialize negotiates protocol 2025-06-18 and answers JSON', async () => {
    const response = await rawMcp(path, initialize());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = await response.json();
    expect(body.result).toMatchObject({ protocolVersion: '2025-06-18', serverInfo: { name: 'local-events' }, capabilities: { tools: {} } });
  });

  it('params that do not fit the method are -32602 Invalid params, naming what is wrong', async () => {
    for (const [body, named] of [
      [{ jsonrpc: '2.0', id: 3, method: 'initialize', params: { protocolVersion: 'x' } }, /params\.clientInfo/],
      [{ jsonrpc: '2.0', id: 4, method: 'tools/list', params: { cursor: 123 } }, /params\.cursor/],
    ] as const) {
      const answer = await (await rawMcp(path, body)).json();
      expect(answer).toMatchObject({ id: body.id, error: { code: -32602, message: expect.stringMatching(/^Invalid params: /) } });
      expect(answer.error.message).toMatch(named);
    }
  });

  it('GET and DELETE are 405; POST is the only method', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(api(path), { method, headers: { accept: 'application/json, text/event-stream' } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('a request that does not accept both JSON and an event stream is refused (406)', async () => {
    const response = await rawMcp(path, initialize(), { accept: 'application/json' });
    expect(response.status).toBe(406);
    expect((await response.json()).error.code).toBeLessThan(0);
  });

  it('malformed JSON is -32700; a batch or a non-message is -32600; a huge body is 413', async () => {
    expect(await (await rawMcp(path, '{"jsonrpc": "2.0", "method": ')).json()).toMatchObject({ error: { code: -32700 } });
    const batch = await rawMcp(path, [initialize(1), initialize(2)]);
    expect(batch.status).toBe(400);
    expect(await batch.json()).toMatchObject({ error: { code: -32600 } });
    expect(await (await rawMcp(path, '"hello"')).json()).toMatchObject({ error: { code: -32600 } });
    const huge = await rawMcp(path, call('list_locations', { country: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(413);
  });

  it('an unknown method is -32601; an unknown tool or a call that is not { name, arguments } -32602; wrong arguments a tool error', async () => {
    expect(await (await rawMcp(path, { jsonrpc: '2.0', id: 2, method: 'resources/subscribe', params: {} })).json()).toMatchObject({
      id: 2,
      error: { code: -32601 },
    });
    expect(await (await rawMcp(path, call('delete_everything', {}))).json()).toMatchObject({ id: 7, error: { code: -32602 } });
    expect(await (await rawMcp(path, call('get_event', { uuid: ['not', 'a', 'uuid'] }))).json()).toMatchObject({
      id: 7,
      result: { isError: true },
    });
    // Found by fuzzing: arguments that are not an object at all.
    for (const args of [0, 'text', [1, 2], null])
      expect(await (await rawMcp(path, call('list_locations', args))).json(), JSON.stringify(args)).toMatchObject({
        error: { code: -32602 },
      });
  });

  it('a notification is accepted with 202 and no body', async () => {
    const response = await rawMcp(path, { jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
  });

  it('an unsupported MCP-Protocol-Version header is 400', async () => {
    const response = await rawMcp(path, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, { 'mcp-protocol-version': '1999-01-01' });
    expect(response.status).toBe(400);
  });

  it("a page of a foreign origin is refused (403); the site's own origin is accepted", async () => {
    expect((await rawMcp(path, initialize(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await rawMcp(path, initialize(), { origin: new URL(inject('stack').site).origin })).status).toBe(200);
  });
});

describe('the read-only endpoint', () => {
  it('offers no write tool and refuses a call of one', async () => {
    const list = await (await rawMcp(MCP_READ, { jsonrpc: '2.0', id: 4, method: 'tools/list' })).json();
    const names: string[] = list.result.tools.map((tool: { name: string }) => tool.name);
    expect(names).not.toContain('submit_event_from_url');
    expect(list.result.tools.every((tool: { annotations: { readOnlyHint: boolean } }) => tool.annotations.readOnlyHint)).toBe(true);
    for (const name of ['submit_event_from_url', 'update_submission', 'review_event']) {
      const answer = await (
        await rawMcp(MCP_READ, call(name, { url: 'https://example.org/e', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' }))
      ).json();
      expect(answer.error, name).toMatchObject({ code: -32602 });
    }
  });
});

describe('the full endpoint with a bearer token', () => {
  it('an invalid token is 401 with the resource metadata challenge', async () => {
    const response = await rawMcp(MCP_FULL, initialize(), { authorization: 'Bearer not.a.token' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(
      /^Bearer resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/mcp", error="invalid_token"/,
    );
  });
});
