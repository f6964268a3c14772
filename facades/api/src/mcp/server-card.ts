import type { ApiConfig } from '../config.ts';
import type { McpEndpoint } from './endpoint.ts';
import { SERVER_INFO, serverIcons } from './server.ts';

/** The server-card draft's media type, for the card and for catalog entries that point at it. */
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** Every protocol revision both endpoints serve, the contract's first. */
export const PROTOCOL_VERSIONS = ['2025-06-18', '2025-11-25', '2026-07-28'];

/** A reverse-DNS namespace from the site's host name (`events.example.org` → `org.example.events`). */
export const cardNamespace = (siteUrl: string) => new URL(siteUrl).hostname.split('.').reverse().join('.');

/**
 * An endpoint's server card as the current draft (SEP-2127) shapes it: who the server is and how to connect, not
 * its tools (those are listed by the protocol). Served at `<endpoint>/server-card` and linked from the site's
 * catalog.
 */
export function serverCard(endpoint: McpEndpoint, config: Pick<ApiConfig, 'BASE_URL' | 'SITE_URL'>) {
  const url = `${config.BASE_URL.replace(/\/+$/, '')}${endpoint.path}`;
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: `${cardNamespace(config.SITE_URL)}/${endpoint.card.name}`,
    version: SERVER_INFO.version,
    title: SERVER_INFO.title,
    description: endpoint.card.description,
    websiteUrl: config.SITE_URL,
    icons: serverIcons(config),
    remotes: [
      {
        type: 'streamable-http',
        url,
        supportedProtocolVersions: PROTOCOL_VERSIONS,
        ...(endpoint.acceptsBearer
          ? {
              headers: [
                {
                  name: 'Authorization',
                  description: 'Only for the review tools: "Bearer <access token>" with events:review. Everything else needs no account.',
                  isRequired: false,
                  isSecret: true,
                },
              ],
            }
          : {}),
      },
    ],
  };
}
