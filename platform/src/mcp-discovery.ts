/** What both facades publish about the MCP server (its cards, the site's catalog): one source for both. */

/** Every protocol revision both MCP endpoints serve, the contract's first. */
export const MCP_PROTOCOL_VERSIONS = ['2025-06-18', '2025-11-25', '2026-07-28'];

export const MCP_SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
export const MCP_SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';
export const AI_CATALOG_MEDIA_TYPE = 'application/ai-catalog+json';

/** Public discovery documents are readable from any page, and revalidated with their entity tag (the server-card draft's CORS). */
export const PUBLIC_DOCUMENT_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET',
  'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
  'Access-Control-Expose-Headers': 'ETag',
};

/** The icon clients show for the server, its tools and its cards: SVG, and PNG for clients that only draw bitmaps. */
export const mcpIcons = (siteUrl: string) => {
  const site = siteUrl.replace(/\/+$/, '');
  return [
    { src: `${site}/assets/icon.svg`, mimeType: 'image/svg+xml', sizes: ['any'] },
    { src: `${site}/assets/icon-48.png`, mimeType: 'image/png', sizes: ['48x48'] },
  ];
};

/** A card's name: the site's host name reversed as the draft asks (`events.example.org` → `org.example.events/<server>`). */
export const mcpServerName = (siteUrl: string, server: string) => `${new URL(siteUrl).hostname.split('.').reverse().join('.')}/${server}`;

/** The MCP registry's schema for a server's entry (server.json). */
export const MCP_REGISTRY_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

/**
 * A deployment's entry in the MCP registry (`server.json`): both endpoints as remote streamable-HTTP servers, under
 * the site's host name reversed. `npm run server-json` writes it for a deployment's own addresses.
 */
export function mcpRegistryEntry(urls: { siteUrl: string; apiUrl: string }, version: string) {
  const site = urls.siteUrl.replace(/\/+$/, '');
  const api = urls.apiUrl.replace(/\/+$/, '');
  return {
    $schema: MCP_REGISTRY_SCHEMA,
    name: mcpServerName(site, 'local-events'),
    title: 'Local Events',
    description: "What's on in towns: find events by place and day, submit them by URL, review them.",
    version,
    websiteUrl: site,
    icons: mcpIcons(site),
    remotes: [
      { type: 'streamable-http', url: `${api}/api/mcp/events` },
      {
        type: 'streamable-http',
        url: `${api}/api/mcp`,
        headers: [
          {
            name: 'Authorization',
            description: 'Only for reviewing: "Bearer <access token with events:review>". Searching and submitting need none.',
            isRequired: false,
            isSecret: true,
          },
        ],
      },
    ],
  };
}
