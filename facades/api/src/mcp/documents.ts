import type { Middleware } from 'koa';
import { MCP_SERVER_CARD_MEDIA_TYPE, Problem, PUBLIC_DOCUMENT_CORS, type AppState } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { MCP_ENDPOINTS } from './endpoint.ts';
import { mcpProtectedResource } from './protected-resource.ts';
import { serverCard } from './server-card.ts';

/**
 * What clients read about the MCP endpoints before they call them: each endpoint's server card at
 * `<endpoint>/server-card`, and the RFC 9728 metadata of the endpoint that takes tokens. Cached an hour; the API's
 * entity tags answer revalidations with 304.
 */
export function mcpDocuments(config: ApiConfig): Middleware<AppState> {
  const protectedResource = mcpProtectedResource(config);
  const documents = new Map<string, { type: string; body: unknown }>([
    ...MCP_ENDPOINTS.map(
      (endpoint) => [`${endpoint.path}/server-card`, { type: MCP_SERVER_CARD_MEDIA_TYPE, body: serverCard(endpoint, config) }] as const,
    ),
    [protectedResource.path, { type: 'application/json', body: protectedResource.document }],
  ]);
  return async (ctx, next) => {
    const document = documents.get(ctx.path);
    if (!document) return next();
    ctx.set(PUBLIC_DOCUMENT_CORS);
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new Problem(405, 'This document is read with GET.');
    }
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = document.type;
    ctx.body = document.body;
  };
}
