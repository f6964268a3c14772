import Koa from 'koa';
import { problemAnswers, probes, requestContext, unmatchedAsProblems, type AppState, type Logger } from '@local-events/platform';
import { apiCatalog } from './api-catalog.ts';
import type { SiteConfig } from './config.ts';

/** The site facade: discovery documents (and, later, the web pages). */
export function createSiteApp(config: SiteConfig, log: Logger): Koa<AppState> {
  const app = new Koa<AppState>();
  const catalog = apiCatalog(config);
  app.use(requestContext(log));
  app.use(problemAnswers());
  app.use(probes(async () => ({})));
  app.use(unmatchedAsProblems());
  app.use(catalog.routes());
  app.use(catalog.allowedMethods());
  return app;
}
