import Router from '@koa/router';
import { Client, StreamableHTTPClientTransport, type Tool } from '@modelcontextprotocol/client';
import {
  AI_CATALOG_MEDIA_TYPE,
  MCP_PROTOCOL_VERSIONS,
  MCP_SERVER_CARD_MEDIA_TYPE,
  MCP_SERVER_CARD_SCHEMA,
  mcpIcons,
  mcpServerName,
  Problem,
  PUBLIC_DOCUMENT_CORS,
} from '@local-events/platform';
import { cached } from './cached.ts';
import type { SiteConfig } from './config.ts';

const CARD_TTL_MS = 5 * 60_000;

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
 * `/.well-known/mcp/server-card.json`: the MCP server card as the contract first described it (both endpoints and
 * their tools), and `/.well-known/mcp/catalog.json` (also `/.well-known/ai-catalog.json`, where the current draft
 * looks): the AI catalog that points at each endpoint's own card. The tools are read from the endpoints themselves
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
    // Valid against the server-card draft too (its schema leaves room for the tools and notes the contract asks for).
    return {
      $schema: MCP_SERVER_CARD_SCHEMA,
      name: mcpServerName(site, 'local-events'),
      title: 'Local Events',
      version: '0.1.0',
      description: "What's on in towns: find events by place and day, submit them by URL, follow them, review them.",
      websiteUrl: site,
      icons: mcpIcons(site),
      documentation: `${api}/api/docs`,
      remotes: [
        {
          type: 'streamable-http',
          url: endpoints.read,
          description: `Read-only: ${readTools.map((tool) => tool.name).join(', ')}. No account, nothing can be changed here.`,
          supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
          authentication: { required: false, notes: 'None.' },
        },
        {
          type: 'streamable-http',
          url: endpoints.full,
          description: 'The read tools, plus submitting events by URL, following and correcting submissions, and reviewing.',
          supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
          authentication: {
            required: false,
            schemes: ['bearer'],
            resourceMetadata: `${api}/.well-known/oauth-protected-resource/api/mcp`,
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
  // The current server-card draft: each endpoint's card beside it, found through the site's AI catalog.
  const catalog = {
    specVersion: '1.0',
    entries: [
      {
        identifier: `urn:air:${new URL(site).hostname}:mcp:local-events-read`,
        type: MCP_SERVER_CARD_MEDIA_TYPE,
        url: `${endpoints.read}/server-card`,
      },
      {
        identifier: `urn:air:${new URL(site).hostname}:mcp:local-events`,
        type: MCP_SERVER_CARD_MEDIA_TYPE,
        url: `${endpoints.full}/server-card`,
      },
    ],
  };
  const router = new Router();
  router.get('/.well-known/mcp/server-card.json', async (ctx) => {
    ctx.set(PUBLIC_DOCUMENT_CORS);
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await card();
  });
  router.get(['/.well-known/mcp/catalog.json', '/.well-known/ai-catalog.json'], (ctx) => {
    ctx.set(PUBLIC_DOCUMENT_CORS);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = AI_CATALOG_MEDIA_TYPE;
    ctx.body = catalog;
  });
  return router;
}
