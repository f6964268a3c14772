import Koa from 'koa';
import { problemAnswers, probes, requestContext, unmatchedAsProblems, type AppState, type Logger } from '@local-events/platform';
import { apiCatalog } from './api-catalog.ts';
import { identityDocuments } from './identity-documents.ts';
import { mcpServerCard } from './mcp-server-card.ts';
import type { SiteConfig } from './config.ts';

/** The site facade: discovery documents for the API, its identity provider and its MCP endpoints (and, later, the web pages). */
export function createSiteApp(config: SiteConfig, log: Logger): Koa<AppState> {
  const app = new Koa<AppState>();
  app.use(requestContext(log));
  app.use(problemAnswers());
  app.use(probes(async () => ({})));
  app.use(unmatchedAsProblems());
  for (const router of [apiCatalog(config), identityDocuments(config), mcpServerCard(config)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
