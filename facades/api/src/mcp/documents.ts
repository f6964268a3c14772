import type { Middleware } from 'koa';
import { Problem, type AppState } from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { MCP_ENDPOINTS } from './endpoint.ts';
import { mcpProtectedResource } from './protected-resource.ts';
import { serverCard, SERVER_CARD_MEDIA_TYPE } from './server-card.ts';

/** Cards and the resource metadata are public, readable from any page (the server-card draft's CORS headers). */
const PUBLIC_DOCUMENT_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET',
  'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
  'Access-Control-Expose-Headers': 'ETag',
};

/**
 * What clients read about the MCP endpoints before they call them: each endpoint's server card at
 * `<endpoint>/server-card`, and the RFC 9728 metadata of the endpoint that takes tokens. Cached an hour; the API's
 * entity tags answer revalidations with 304.
 */
export function mcpDocuments(config: ApiConfig): Middleware<AppState> {
  const protectedResource = mcpProtectedResource(config);
  const documents = new Map<string, { type: string; body: unknown }>([
    ...MCP_ENDPOINTS.map((endpoint) => [`${endpoint.path}/server-card`, { type: SERVER_CARD_MEDIA_TYPE, body: serverCard(endpoint, config) }] as const),
    [protectedResource.path, { type: 'application/json', body: protectedResource.document }],
  ]);
  return async (ctx, next) => {
    const document = documents.get(ctx.path);
    if (!document) return next();
    ctx.set(PUBLIC_DOCUMENT_CORS);
    if (ctx.method === 'OPTIONS') return void (ctx.status = 204);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new Problem(405, 'This document is read with GET.');
    }
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = document.type;
    ctx.body = document.body;
  };
}
