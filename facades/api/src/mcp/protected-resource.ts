import { SCOPES } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';

/** Scopes a token for the MCP endpoint can carry: only the review tools need one. */
const MCP_SCOPES = [SCOPES.review, SCOPES.admin];

/**
 * RFC 9728 metadata of the MCP endpoint that takes tokens, at the path-aware well-known location of its own origin
 * (where MCP clients look first, and where its challenges point). Its `resource` is the endpoint's URL, which a
 * client asks its token for; the development provider issues such tokens for the API's audience.
 */
export function mcpProtectedResource(config: Pick<ApiConfig, 'BASE_URL' | 'OIDC_ISSUER'>, endpointPath: string) {
  const base = config.BASE_URL.replace(/\/+$/, '');
  return {
    url: `${base}/.well-known/oauth-protected-resource${endpointPath}`,
    path: `/.well-known/oauth-protected-resource${endpointPath}`,
    document: {
      resource: `${base}${endpointPath}`,
      resource_name: 'Local Events MCP',
      authorization_servers: [config.OIDC_ISSUER],
      scopes_supported: MCP_SCOPES,
      bearer_methods_supported: ['header'],
      resource_signing_alg_values_supported: ['ES256', 'RS256', 'PS256', 'EdDSA'],
      resource_documentation: `${base}/api/docs`,
    },
  };
}
