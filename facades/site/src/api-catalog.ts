import Router from '@koa/router';
import type { SiteConfig } from './config.ts';

const LINKSET = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** RFC 9727 API catalog: an RFC 9264 linkset pointing at the API's description, documentation and status. */
export function apiCatalog(config: SiteConfig) {
  const api = config.BASE_URL.replace(/\/+$/, '');
  const self = `${config.SITE_URL.replace(/\/+$/, '')}/.well-known/api-catalog`;
  const linkset = {
    linkset: [
      {
        anchor: `${api}/api`,
        'service-desc': [{ href: `${api}/api/openapi.json`, type: 'application/openapi+json' }],
        'service-doc': [{ href: `${api}/api/docs`, type: 'text/html' }],
        status: [{ href: `${api}/api/healthz`, type: 'application/json' }],
      },
    ],
  };
  const router = new Router();
  router.get('/.well-known/api-catalog', (ctx) => {
    ctx.set('Link', `<${self}>; rel="api-catalog"`);
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.type = LINKSET;
    // HEAD is answered by the same route: Koa sends the headers without the body.
    ctx.body = linkset;
  });
  return router;
}
