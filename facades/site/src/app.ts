import Koa from 'koa';
import Router from '@koa/router';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import helmet from 'koa-helmet';
import {
  forReads,
  GatewayClient,
  Problem,
  problemAnswers,
  problemOf,
  probes,
  requestContext,
  unmatched,
  unmatchedAsProblems,
  type AppContext,
  type AppState,
  type Logger,
} from '@local-events/platform';
import { apiCatalog } from './api-catalog.ts';
import { assets } from './assets.ts';
import type { SiteConfig } from './config.ts';
import { siteLanguage } from './i18n/languages.ts';
import { translate } from './i18n/messages.ts';
import { identityDocuments } from './identity-documents.ts';
import { mcpServerCard } from './mcp-server-card.ts';
import { calendarFeeds } from './pages/calendar.ts';
import { messagePage, type SiteServices } from './pages/context.ts';
import { eventPage } from './pages/event.ts';
import { homePage } from './pages/home.ts';
import { nearPage } from './pages/near.ts';
import { submitPages } from './pages/submit.ts';
import { townPage } from './pages/town.ts';
import { venuePage } from './pages/venue.ts';
import { setPageGlobals } from './render.ts';
import { staffConsole } from './staff/routes.ts';
import { usedChallengesInMemory, type UsedChallenges } from './used-challenges.ts';

/** The site's one Content-Security-Policy: pages load only this site's files; the ALTCHA widget runs its workers from blob and data URLs. */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'https:', 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'", 'blob:', 'data:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * helmet's headers on every answer (pages, feeds, documents, errors): the policy above, `nosniff`, no framing,
 * the referrer's origin only across origins, and HSTS only when the site's public URL is https.
 */
const securityHeaders = (siteUrl: string) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: new URL(siteUrl).protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

/** Problems on pages are pages: a person gets HTML with the status; /.well-known answers stay problem JSON. */
function pageErrors(services: SiteServices): Koa.Middleware<AppState> {
  const documents = unmatchedAsProblems();
  return async (ctx, next) => {
    if (ctx.path.startsWith('/.well-known/')) return documents(ctx, next);
    try {
      await next();
      const left = unmatched(ctx as AppContext);
      const t = translate(ctx as AppContext);
      if (left?.status === 404)
        messagePage(ctx as AppContext, services, 404, t('error.pageNotFound'), t('error.pageNotFoundDetail', { path: ctx.path }));
      if (left?.status === 405) {
        messagePage(ctx as AppContext, services, 405, t('error.notAllowed'), t('error.notAllowedDetail', { method: ctx.method }));
        ctx.set('Allow', left.allow);
      }
    } catch (thrown) {
      // A Problem, or a client error such as the form parser's (a body too large): unexpected errors go on up.
      const error = problemOf(thrown);
      if (!(thrown instanceof Problem) && error.status >= 500) throw thrown;
      const t = translate(ctx as AppContext);
      const broken = error.status >= 500;
      messagePage(
        ctx as AppContext,
        services,
        error.status,
        broken ? t('error.broken') : t('error.refused'),
        broken ? t('error.brokenDetail') : (error.detail ?? error.title),
      );
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
    }
  };
}

/** The site facade: the public web pages, calendar feeds and the submit form, and the discovery documents. */
export function createSiteApp(config: SiteConfig, log: Logger, deps: { usedChallenges?: UsedChallenges } = {}): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = config.TRUST_PROXY;
  const services: SiteServices = {
    config,
    gateway: new GatewayClient(config.GATEWAY_URL, { facadeSecret: config.FACADE_SECRET, timeoutMs: config.GATEWAY_TIMEOUT_MS }),
  };
  setPageGlobals({ apiDocs: `${config.BASE_URL.replace(/\/+$/, '')}/api/docs` });

  const pages = new Router();
  assets(pages);
  homePage(pages, services);
  nearPage(pages, services);
  submitPages(pages, services, { used: deps.usedChallenges ?? usedChallengesInMemory() });
  calendarFeeds(pages, services);
  eventPage(pages, services);
  venuePage(pages, services);
  townPage(pages, services);

  app.use(requestContext(log));
  app.use(securityHeaders(config.SITE_URL));
  app.use(problemAnswers());
  app.use(probes(async () => ({}), { metricsToken: config.METRICS_TOKEN }));
  app.use(forReads(conditional()));
  app.use(forReads(etag()));
  app.use(siteLanguage());
  app.use(pageErrors(services));
  for (const router of [apiCatalog(config), identityDocuments(config), mcpServerCard(config), staffConsole(services), pages]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
