import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import {
  bearerChallenge,
  forReads,
  GatewayClient,
  problemAnswers,
  probes,
  requestContext,
  resourceMetadataUrl,
  TokenVerifier,
  unmatchedAsProblems,
  type AppState,
  type Logger,
} from '@local-events/platform';
import type { ApiConfig } from './config.ts';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import { mcpDocuments } from './mcp/documents.ts';
import { mcpEndpoints } from './mcp/endpoint.ts';
import { publicCacheInMemory, type PublicCache } from './public-cache.ts';
import { referenceAssets } from './docs/reference-assets.ts';
import { routerFor } from './route.ts';
import { routes } from './routes.ts';
import { securityHeaders } from './security-headers.ts';

export const MAX_BODY = '64kb';

/**
 * The REST facade, top to bottom: request id and log, security headers (on every answer, errors included),
 * problem answers (every 401 with its bearer challenge), probes, the MCP documents and endpoints (which read their own bodies), 404/405 for what no route matched, JSON bodies, routes.
 */
export function createApiApp(
  config: ApiConfig,
  log: Logger,
  cache: PublicCache | undefined = config.PUBLIC_CACHE_SECONDS > 0 ? publicCacheInMemory(config.PUBLIC_CACHE_SECONDS) : undefined,
): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = config.TRUST_PROXY;
  const gateway = new GatewayClient(config.GATEWAY_URL, { facadeSecret: config.FACADE_SECRET, timeoutMs: config.GATEWAY_TIMEOUT_MS });
  const verifier = new TokenVerifier(config.OIDC_ISSUER, config.OIDC_AUDIENCE);
  const router = routerFor(routes, { gateway, config, verifier, cache });
  app.use(requestContext(log));
  app.use(securityHeaders(config.BASE_URL));
  app.use(problemAnswers({ bearerChallenge: bearerChallenge(resourceMetadataUrl(config.SITE_URL)) }));
  app.use(probes(async () => ({}), { metricsToken: config.METRICS_TOKEN }));
  app.use(forReads(conditional()));
  app.use(forReads(etag()));
  app.use(async (ctx, next) => {
    await next();
    // Whatever changed something (a review, a venue's event, a submitter's edit) makes cached answers stale.
    if (cache && !['GET', 'HEAD', 'OPTIONS'].includes(ctx.method) && ctx.status < 400 && ctx.path !== '/api/mcp/events') {
      await cache.invalidate().catch((error: unknown) => ctx.state.log.warn({ err: error }, 'public cache not emptied'));
    }
  });
  app.use(mcpDocuments(config));
  app.use(referenceAssets());
  app.use(mcpEndpoints({ config, gateway, verifier }));
  app.use(unmatchedAsProblems('The API is described at /api/openapi.json.'));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: MAX_BODY, encoding: 'utf-8' }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
