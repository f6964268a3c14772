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
