import { protectedResourceMetadata } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { REVIEW_SCOPES } from './write-tools.ts';

/** The MCP endpoint that reads bearer tokens (its review tools need one). */
export const MCP_ENDPOINT_WITH_TOKENS = '/api/mcp';

/**
 * RFC 9728 metadata of the MCP endpoint that takes tokens, at the path-aware well-known location of its own origin
 * (where MCP clients look first, and where its challenges point). Its `resource` is the endpoint's URL, which a
 * client asks its token for; the development provider issues such tokens for the API's audience.
 */
export function mcpProtectedResource(config: Pick<ApiConfig, 'BASE_URL' | 'OIDC_ISSUER'>) {
  const base = config.BASE_URL.replace(/\/+$/, '');
  const endpointPath = MCP_ENDPOINT_WITH_TOKENS;
  return {
    url: `${base}/.well-known/oauth-protected-resource${endpointPath}`,
    path: `/.well-known/oauth-protected-resource${endpointPath}`,
    document: protectedResourceMetadata({
      url: `${base}${endpointPath}`,
      name: 'Local Events MCP',
      issuer: config.OIDC_ISSUER,
      scopes: REVIEW_SCOPES,
      documentation: `${base}/api/docs`,
    }),
  };
}
