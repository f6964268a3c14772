import Koa from 'koa';
import { problemAnswers, probes, requestContext, unmatchedAsProblems, type AppState, type Logger } from '@local-events/platform';
import type { ApiConfig } from './config.ts';
import { GatewayClient } from './gateway-client.ts';
import { routerFor } from './route.ts';
import { routes } from './routes/index.ts';

/** The REST facade, top to bottom: request id and log, problem answers, probes, 404 for what no route matched, routes, 405. */
export function createApiApp(config: ApiConfig, log: Logger): Koa<AppState> {
  const app = new Koa<AppState>();
  const router = routerFor(routes, { gateway: new GatewayClient(config.GATEWAY_URL), config });
  app.use(requestContext(log));
  app.use(problemAnswers());
  app.use(probes(async () => ({})));
  app.use(unmatchedAsProblems('The API is described at /api/openapi.json.'));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
