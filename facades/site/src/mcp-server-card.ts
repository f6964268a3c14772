import Router from '@koa/router';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { Problem } from '@local-events/platform';
import { cached } from './cached.ts';
import type { SiteConfig } from './config.ts';

const CARD_TTL_MS = 5 * 60_000;

/** The protocol version of the contract first, then the others the endpoints negotiate. */
const PROTOCOL_VERSIONS = ['2025-06-18', ...SUPPORTED_PROTOCOL_VERSIONS.filter((version) => version !== '2025-06-18')];

/** What an endpoint offers, asked of it with the official client (initialize, tools/list). */
async function toolsOf(url: string): Promise<Tool[]> {
  const client = new Client({ name: 'local-events-server-card', version: '0.1.0' });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    return (await client.listTools()).tools;
  } finally {
    await client.close().catch(() => {});
  }
}

/**
 * `/.well-known/mcp/server-card.json`: the MCP server card. The tools are read from the endpoints themselves
 * (kept five minutes), so the card cannot drift from what the endpoints offer. Readable from any origin.
 */
export function mcpServerCard(config: SiteConfig) {
  const api = config.BASE_URL.replace(/\/+$/, '');
  const site = config.SITE_URL.replace(/\/+$/, '');
  const endpoints = { read: `${api}/api/mcp/events`, full: `${api}/api/mcp` };
  const card = cached(CARD_TTL_MS, async () => {
    const [readTools, allTools] = await Promise.all([toolsOf(endpoints.read), toolsOf(endpoints.full)]).catch(() => {
      throw new Problem(503, 'The MCP endpoints cannot be reached to list their tools.');
    });
    const readOnly = new Set(readTools.map((tool) => tool.name));
    return {
      name: 'local-events',
      title: 'Local Events',
      version: '0.1.0',
      description:
        'What is on in towns and their neighbourhoods: find events by place and day, read events and venues, submit an event by ' +
        'the URL of its page and follow it, and, for reviewers, review submitted events.',
      websiteUrl: site,
      documentation: `${api}/api/docs`,
      remotes: [
        {
          type: 'streamable-http',
          url: endpoints.read,
          description: 'Read-only: list_locations, find_events, get_event, get_venue. No account, nothing can be changed here.',
          supportedProtocolVersions: PROTOCOL_VERSIONS,
          authentication: { required: false, notes: 'None.' },
        },
        {
          type: 'streamable-http',
          url: endpoints.full,
          description: 'The read tools, plus submitting events by URL, following and correcting submissions, and reviewing.',
          supportedProtocolVersions: PROTOCOL_VERSIONS,
          authentication: {
            required: false,
            schemes: ['bearer'],
            resourceMetadata: `${site}/.well-known/oauth-protected-resource`,
            notes:
              'Submitting and following submissions needs no account (submissions are rate-limited). get_event_review and ' +
              'review_event need an OAuth bearer access token with events:review from the authorization server named in the ' +
              'protected resource metadata.',
          },
        },
      ],
      tools: allTools.map((tool) => ({
        name: tool.name,
        title: tool.title,
        description: tool.description,
        annotations: tool.annotations,
        inputSchema: tool.inputSchema,
        endpoints: readOnly.has(tool.name) ? [endpoints.read, endpoints.full] : [endpoints.full],
      })),
    };
  });
  const router = new Router();
  router.get('/.well-known/mcp/server-card.json', async (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await card();
  });
  return router;
}
