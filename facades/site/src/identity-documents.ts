import Router from '@koa/router';
import { Problem, protectedResourceMetadata } from '@local-events/platform';
import { cached } from './cached.ts';
import type { SiteConfig } from './config.ts';

const METADATA_TTL_MS = 5 * 60_000;
const SCOPES = ['events:review', 'events:admin', 'venues:manage'];

/** The issuer's OpenID metadata, fetched on demand and kept for five minutes. */
const issuerMetadata = (issuer: string) =>
  cached(METADATA_TTL_MS, async () => {
    let response: Response;
    try {
      response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
    } catch {
      throw new Problem(503, 'The identity provider cannot be reached.');
    }
    if (!response.ok) throw new Problem(503, `The identity provider answered ${response.status}.`);
    return (await response.json()) as Record<string, unknown>;
  });

/**
 * `/.well-known/openid-configuration`: the identity provider's metadata, so agents find its endpoints here;
 * `/.well-known/oauth-protected-resource`: RFC 9728 metadata of the API.
 */
export function identityDocuments(config: SiteConfig) {
  const metadata = issuerMetadata(config.OIDC_ISSUER);
  const api = config.BASE_URL.replace(/\/+$/, '');
  const router = new Router();
  router.get('/.well-known/openid-configuration', async (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await metadata();
  });
  router.get('/.well-known/oauth-protected-resource', (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = protectedResourceMetadata({
      url: config.OIDC_AUDIENCE,
      name: 'Local Events API',
      issuer: config.OIDC_ISSUER,
      scopes: SCOPES,
      documentation: `${api}/api/docs`,
    });
  });
  return router;
}
