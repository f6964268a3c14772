import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { api, site } from '../../../../test/support/http.ts';
import { ERAS, MCP_FULL, MCP_READ, mcpClient } from '../../../../test/support/mcp.ts';

const draft = JSON.parse(readFileSync(new URL('../../../../test/fixtures/mcp-server-card.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validCard = ajv.compile({ ...draft, $ref: '#/$defs/ServerCard' });

/** The parts of a server card the tests read (the draft schema checks the card); `tools` and a remote's `description` are the seed's own. */
interface ServerCard {
  title?: string;
  version: string;
  icons?: unknown[];
  remotes: { type: string; url: string; supportedProtocolVersions?: string[]; description?: string }[];
  tools: { name: string }[];
}

/** An AI catalog: one entry per card. */
interface AiCatalog {
  entries: { type: string; url: string; identifier: string }[];
}

describe.each([MCP_READ, MCP_FULL])('the server card beside %s', (path) => {
  it('is valid against the draft schema, with its media type, CORS, cache and entity tag headers', async () => {
    const response = await fetch(api(`${path}/server-card`), {
      headers: { accept: 'application/mcp-server-card+json', origin: 'https://assistant.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/mcp-server-card\+json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const card = (await response.json()) as ServerCard;
    expect(validCard(card), JSON.stringify(validCard.errors)).toBe(true);
    expect(card.remotes).toEqual([
      expect.objectContaining({
        type: 'streamable-http',
        url: api(path),
        supportedProtocolVersions: ['2025-06-18', '2025-11-25', '2026-07-28'],
      }),
    ]);

    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch sends `Cache-Control: no-cache` with a conditional request unless told otherwise; a client revalidating does not.
    const again = await fetch(api(`${path}/server-card`), { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    const preflight = await fetch(api(`${path}/server-card`), {
      method: 'OPTIONS',
      headers: { origin: 'https://assistant.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    expect((await fetch(api(`${path}/server-card`), { method: 'POST' })).status).toBe(405);
  });

  it.each(ERAS)('agrees with what the endpoint says of itself in the %s era', async (era) => {
    const card = (await (await fetch(api(`${path}/server-card`))).json()) as ServerCard;
    const client = await mcpClient(path, {}, era);
    expect(client.getServerVersion()).toMatchObject({ name: 'local-events', title: card.title, version: card.version, icons: card.icons });
    await client.close();
  });
});

describe("the site's AI catalog", () => {
  it.each(['/.well-known/mcp/catalog.json', '/.well-known/ai-catalog.json'])(
    '%s points at both cards, each of which is valid',
    async (path) => {
      const response = await fetch(site(path), { headers: { origin: 'https://assistant.example' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/ai-catalog\+json/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const catalog = (await response.json()) as AiCatalog;
      expect(catalog.entries.map((entry: { type: string; url: string }) => [entry.type, entry.url])).toEqual([
        ['application/mcp-server-card+json', api(`${MCP_READ}/server-card`)],
        ['application/mcp-server-card+json', api(`${MCP_FULL}/server-card`)],
      ]);
      for (const entry of catalog.entries) {
        expect(entry.identifier).toMatch(/^urn:air:[^:]+:mcp:[a-z-]+$/);
        expect(validCard(await (await fetch(entry.url)).json())).toBe(true);
      }
    },
  );

  it("the seed's card keeps its place and its tools, names every protocol version, and is valid against the draft too", async () => {
    const card = (await (await fetch(site('/.well-known/mcp/server-card.json'))).json()) as ServerCard;
    expect(validCard(card), JSON.stringify(validCard.errors)).toBe(true);
    for (const remote of card.remotes) expect(remote.supportedProtocolVersions).toEqual(['2025-06-18', '2025-11-25', '2026-07-28']);
    expect(card.tools.map((tool: { name: string }) => tool.name)).toEqual([
      'list_locations',
      'match_zone',
      'find_events',
      'get_event',
      'get_venue',
      'ask',
      'submit_event_from_url',
      'get_submission',
      'update_submission',
      'list_review_queue',
      'get_event_review',
      'review_event',
      'get_event_series',
      'edit_event_series',
      'repeat_event',
      'review_event_series',
      'list_sources',
      'get_source',
      'follow_source',
      'change_source',
      'unfollow_source',
      'run_source',
      'reject_pending_events',
      'describe_venue',
      'find_venues',
      'create_venue',
      'update_venue',
      'create_town',
      'update_town',
      'read_audit_log',
    ]);
    expect(card.remotes[0]!.description).toContain('match_zone');
  });
});
