import { MCP_PROTOCOL_VERSIONS, MCP_SERVER_CARD_SCHEMA, mcpIcons, mcpServerName } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import type { McpEndpoint } from './endpoint.ts';
import { SERVER_INFO } from './server.ts';

/**
 * An endpoint's server card as the current draft (SEP-2127) shapes it: who the server is and how to connect, not
 * its tools (those are listed by the protocol). Served at `<endpoint>/server-card` and linked from the site's
 * catalog.
 */
export function serverCard(endpoint: McpEndpoint, config: Pick<ApiConfig, 'BASE_URL' | 'SITE_URL'>) {
  const url = `${config.BASE_URL.replace(/\/+$/, '')}${endpoint.path}`;
  return {
    $schema: MCP_SERVER_CARD_SCHEMA,
    name: mcpServerName(config.SITE_URL, endpoint.card.name),
    version: SERVER_INFO.version,
    title: SERVER_INFO.title,
    description: endpoint.card.description,
    websiteUrl: config.SITE_URL,
    icons: mcpIcons(config.SITE_URL),
    remotes: [
      {
        type: 'streamable-http',
        url,
        supportedProtocolVersions: MCP_PROTOCOL_VERSIONS,
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
