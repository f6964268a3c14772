import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import {
  bearerChallenge,
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
import { mcpEndpoints } from './mcp/endpoint.ts';
import type { RateLimitStore } from '@local-events/platform';
import { routerFor } from './route.ts';
import { routes } from './routes/index.ts';

export const MAX_BODY = '64kb';

/**
 * The REST facade, top to bottom: request id and log, problem answers (every 401 with its bearer challenge),
 * probes, the MCP endpoints (which read their own bodies), 404/405 for what no route matched, JSON bodies, routes.
 */
export function createApiApp(config: ApiConfig, log: Logger, rateLimitStore: RateLimitStore = { kind: 'memory' }): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = config.TRUST_PROXY;
  const gateway = new GatewayClient(config.GATEWAY_URL);
  const verifier = new TokenVerifier(config.OIDC_ISSUER, config.OIDC_AUDIENCE);
  const router = routerFor(routes, { gateway, config, verifier, rateLimitStore });
  app.use(requestContext(log));
  app.use(problemAnswers({ bearerChallenge: bearerChallenge(resourceMetadataUrl(config.SITE_URL)) }));
  app.use(probes(async () => ({})));
  app.use(mcpEndpoints({ config, gateway, verifier, rateLimitStore }));
  app.use(unmatchedAsProblems('The API is described at /api/openapi.json.'));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: MAX_BODY, encoding: 'utf-8' }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
