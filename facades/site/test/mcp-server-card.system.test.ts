import { describe, expect, it } from 'vitest';
import { api, getJson, site } from '../../../test/support/http.ts';
import { MCP_FULL, MCP_READ, mcpClient } from '../../../test/support/mcp.ts';

describe('GET /.well-known/mcp/server-card.json', () => {
  it('describes both endpoints and every tool they offer, readable from any origin', async () => {
    const { status, headers, body } = await getJson(site('/.well-known/mcp/server-card.json'), {
      headers: { origin: 'https://assistant.example' },
    });
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toMatchObject({
      name: expect.stringMatching(/\/local-events$/),
      version: expect.any(String),
      description: expect.any(String),
    });
    expect(body.remotes).toEqual([
      expect.objectContaining({
        type: 'streamable-http',
        url: api(MCP_READ),
        authentication: expect.objectContaining({ required: false }),
      }),
      expect.objectContaining({
        type: 'streamable-http',
        url: api(MCP_FULL),
        authentication: expect.objectContaining({ required: false, schemes: ['bearer'] }),
      }),
    ]);
    for (const remote of body.remotes) expect(remote.supportedProtocolVersions[0]).toBe('2025-06-18');
    expect(body.remotes[1].authentication.resourceMetadata).toBe(api('/.well-known/oauth-protected-resource/api/mcp'));

    const client = await mcpClient(MCP_FULL);
    const offered = (await client.listTools()).tools;
    await client.close();
    expect(body.tools.map((tool: { name: string }) => tool.name)).toEqual(offered.map((tool) => tool.name));
    const submit = body.tools.find((tool: { name: string }) => tool.name === 'submit_event_from_url');
    expect(submit).toMatchObject({ annotations: { readOnlyHint: false }, endpoints: [api(MCP_FULL)] });
    const find = body.tools.find((tool: { name: string }) => tool.name === 'find_events');
    expect(find.endpoints).toEqual([api(MCP_READ), api(MCP_FULL)]);
  });
});
