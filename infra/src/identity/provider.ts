import Provider, { errors, type Configuration } from 'oidc-provider';
import { API_SCOPES, CONFIDENTIAL_CLIENTS, DEMO_WEB_CLIENT_ID, isApiResource, SERVICE_SCOPES } from './demo-clients.ts';
import type { ProviderState } from './state.ts';
import { demoAccountBySubject } from './demo-accounts.ts';
import { demoInteractions } from './interactions.ts';

/**
 * The development OpenID provider: oidc-provider with JWT access tokens for one resource (the API),
 * client-credentials clients per role and a public PKCE client for people, who sign in on its own login page
 * (interactions.ts) with the demo accounts (demo-accounts.ts) and get their role's scopes, no others.
 * In production OIDC_ISSUER names a real provider and none of this runs.
 */
export function createIdentityProvider(options: { issuer: string; audience: string; siteUrl: string; state: ProviderState }) {
  const scopes = API_SCOPES.join(' ');
  const configuration: Configuration = {
    clients: [
      ...CONFIDENTIAL_CLIENTS.map(({ clientId, scopes }) => ({
        client_id: clientId,
        client_secret: options.state.clientSecrets[clientId]!,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        scope: scopes.join(' '),
      })),
      {
        client_id: DEMO_WEB_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${options.siteUrl.replace(/\/+$/, '')}/staff/callback`, 'http://127.0.0.1/callback'],
        scope: `openid ${API_SCOPES.filter((scope) => !SERVICE_SCOPES.includes(scope)).join(' ')}`,
      },
    ],
    scopes: ['openid', ...API_SCOPES],
    claims: { openid: ['sub'] },
    jwks: { keys: [options.state.signingKey] },
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    cookies: { keys: options.state.cookieKeys },
    pkce: { required: () => true },
    // The demo accounts, and no one else.
    findAccount: (_ctx, sub) => (demoAccountBySubject(sub) ? { accountId: sub, claims: () => ({ sub }) } : undefined),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (!isApiResource(resource, options.audience))
            throw new errors.InvalidTarget(`this provider issues tokens for ${options.audience} (and the URLs under it) only`);
          return {
            scope: scopes,
            audience: options.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 3600,
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    ttl: { AccessToken: 3600, ClientCredentials: 3600, AuthorizationCode: 60, Grant: 3600, Interaction: 600, Session: 3600 },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  provider.use(demoInteractions(provider, { audience: options.audience, demoPasswords: () => options.state.demoPasswords }));
  return provider;
}
