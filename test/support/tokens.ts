import { inject } from 'vitest';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { developmentToken } from '../../infra/src/identity/client-credentials.ts';
import { DEMO_ROLES, demoClientId, SUBMISSIONS_CLIENT, type DemoRole } from '../../infra/src/identity/demo-clients.ts';
import { runningProvider } from '../../infra/src/identity/state.ts';

const cache = new Map<string, Promise<string>>();

/** A real access token from the running development provider, over HTTP, for a role's demo client. */
export function tokenFor(role: DemoRole, scope: string = DEMO_ROLES[role].join(' ')): Promise<string> {
  const key = `${role} ${scope}`;
  let token = cache.get(key);
  if (!token) {
    token = developmentToken(inject('stack').identityStateDir, demoClientId(role), scope);
    cache.set(key, token);
  }
  return token;
}

export const bearer = async (role: DemoRole) => ({ authorization: `Bearer ${await tokenFor(role)}` });

/** The development provider's own signing key, to forge tokens that differ from a real one in one respect only. */
const providerKey = async () => (await runningProvider(inject('stack').identityStateDir)).state.signingKey;

/** A token like the provider's, with `overrides` applied; signed by the provider's key unless `key` says otherwise. */
export async function forgedToken(
  overrides: {
    claims?: Record<string, unknown>;
    key?: 'provider' | 'stranger';
    expiresIn?: string;
    notBefore?: string;
    withoutSubject?: boolean;
  } = {},
) {
  const { issuer, audience } = inject('stack');
  const providerJwk = await providerKey();
  const key = overrides.key === 'stranger' ? (await generateKeyPair('ES256')).privateKey : await importJWK(providerJwk, 'ES256');
  const jwt = new SignJWT({ scope: 'events:review events:admin venues:manage', client_id: 'demo-admin', ...overrides.claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: providerJwk.kid! })
    .setIssuer((overrides.claims?.iss as string) ?? issuer)
    .setAudience((overrides.claims?.aud as string) ?? audience);
  if (!overrides.withoutSubject) jwt.setSubject('demo-admin');
  if (overrides.notBefore) jwt.setNotBefore(overrides.notBefore);
  return jwt
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '10m')
    .sign(key);
}

/** `alg: none`: header and claims with no signature at all. */
export function unsignedToken(): string {
  const { issuer, audience } = inject('stack');
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ iss: issuer, aud: audience, sub: 'demo-admin', scope: 'events:admin events:review', iat: now, exp: now + 600 })}.`;
}

/** The submissions service's own token (client credentials, events:submit). */
export const submissionsServiceToken = () =>
  developmentToken(inject('stack').identityStateDir, SUBMISSIONS_CLIENT.clientId, SUBMISSIONS_CLIENT.scopes.join(' '));
