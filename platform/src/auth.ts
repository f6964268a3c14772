import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Who is calling, as a verified access token says. */
export interface Caller {
  subject: string;
  scopes: ReadonlySet<string>;
  clientId?: string;
}

export const SCOPES = {
  review: 'events:review',
  admin: 'events:admin',
  manageVenues: 'venues:manage',
  submit: 'events:submit',
  notifySubmitters: 'submissions:notify',
} as const;

/** Asymmetric algorithms only: `none` and HMAC (a shared secret the API would have to hold) are refused. */
const ALGORITHMS = ['ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'EdDSA'];

export class InvalidToken extends Error {}

const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;

/**
 * Verifies bearer tokens of one issuer for one audience: signature against the issuer's JWKS (found through
 * its discovery document, cached, fetched again when a token names an unknown key), `iss`, `aud`, `exp`/`nbf`
 * and the algorithm allow-list. Trouble reaching the issuer is thrown as is (a 503, not the caller's fault).
 */
export class TokenVerifier {
  #keys?: Promise<JWTVerifyGetKey>;

  constructor(
    readonly issuer: string,
    readonly audience: string,
    /** How long after fetching the JWKS an unknown `kid` may not trigger another fetch. */
    private readonly jwksCooldownMs = 30_000,
  ) {}

  /** null without an Authorization header; throws InvalidToken for anything but a valid bearer token. */
  async verify(authorization: string | undefined): Promise<Caller | null> {
    if (!authorization) return null;
    const match = BEARER.exec(authorization);
    if (!match) throw new InvalidToken('Authorization must be "Bearer <access token>".');
    const keys = await this.keys();
    try {
      const { payload } = await jwtVerify(match[1]!, keys, {
        issuer: this.issuer,
        audience: this.audience,
        algorithms: ALGORITHMS,
        clockTolerance: 5,
        requiredClaims: ['exp', 'sub'],
      });
      const scope =
        typeof payload.scope === 'string' ? payload.scope.split(' ') : Array.isArray(payload.scp) ? payload.scp.map(String) : [];
      return {
        subject: payload.sub!,
        scopes: new Set(scope.filter(Boolean)),
        ...(typeof payload.client_id === 'string' ? { clientId: payload.client_id } : {}),
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidToken('The access token has expired.');
      if (error instanceof errors.JWTClaimValidationFailed)
        throw new InvalidToken(`The access token's "${error.claim}" claim is not accepted.`);
      if (error instanceof errors.JOSEAlgNotAllowed)
        throw new InvalidToken('The access token is signed with an algorithm that is not accepted.');
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed) {
        throw new InvalidToken('The access token is not signed by the issuer.');
      }
      // The issuer's keys could not be fetched: not the caller's fault.
      if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidToken('The access token is malformed.');
      throw error;
    }
  }

  private keys(): Promise<JWTVerifyGetKey> {
    this.#keys ??= (async () => {
      const response = await fetch(
        new URL('.well-known/openid-configuration', this.issuer.endsWith('/') ? this.issuer : `${this.issuer}/`),
        {
          signal: AbortSignal.timeout(5000),
        },
      );
      if (!response.ok) throw new Error(`issuer metadata answered ${response.status}`);
      const { jwks_uri } = (await response.json()) as { jwks_uri?: string };
      if (!jwks_uri) throw new Error('issuer metadata has no jwks_uri');
      return createRemoteJWKSet(new URL(jwks_uri), { cooldownDuration: this.jwksCooldownMs, cacheMaxAge: 600_000 });
    })();
    // A failed discovery is tried again on the next request rather than remembered.
    this.#keys.catch(() => (this.#keys = undefined));
    return this.#keys;
  }
}

export const hasAnyScope = (caller: Caller, scopes: readonly string[]) =>
  scopes.length === 0 || scopes.some((scope) => caller.scopes.has(scope));

/** RFC 6750 / RFC 9728 challenge for 401 answers. */
export function bearerChallenge(
  resourceMetadataUrl: string,
  error?: { code: 'invalid_token' | 'insufficient_scope'; description: string; scope?: string } | { scope: string },
) {
  const parts = [`resource_metadata="${resourceMetadataUrl}"`];
  // Without a token there is no error code to give (RFC 6750 §3.1), only the scope a token needs.
  if (error && 'code' in error) parts.push(`error="${error.code}"`, `error_description="${error.description.replace(/["\\]/g, '')}"`);
  if (error?.scope) parts.push(`scope="${error.scope}"`);
  return `Bearer ${parts.join(', ')}`;
}

/** RFC 9728 metadata of a protected resource whose tokens `issuer` signs and which takes them in the Authorization header. */
export const protectedResourceMetadata = (resource: {
  url: string;
  name: string;
  issuer: string;
  scopes: readonly string[];
  documentation: string;
}) => ({
  resource: resource.url,
  resource_name: resource.name,
  authorization_servers: [resource.issuer],
  scopes_supported: resource.scopes,
  bearer_methods_supported: ['header'],
  resource_signing_alg_values_supported: ['ES256', 'RS256', 'PS256', 'EdDSA'],
  resource_documentation: resource.documentation,
});

export const resourceMetadataUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/.well-known/oauth-protected-resource`;
