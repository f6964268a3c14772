import * as client from 'openid-client';

/**
 * Signing staff in with OpenID Connect, authorization code + PKCE (openid-client), as the public client
 * STAFF_CLIENT_ID, for access tokens to the API (the resource OIDC_AUDIENCE). The issuer's metadata is discovered
 * once and kept. Plain http is allowed only for an issuer on http (the development provider).
 */
export class StaffSignIn {
  private configuration?: Promise<client.Configuration>;

  constructor(private readonly options: { issuer: string; clientId: string; audience: string; redirectUri: string }) {}

  private discovered(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.options.issuer), this.options.clientId, undefined, client.None(), {
        ...(this.options.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** Where to send the browser, and what the callback must check. */
  async start(scopes: readonly string[]): Promise<{ url: URL; state: string; verifier: string }> {
    const configuration = await this.discovered();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.options.redirectUri,
      scope: ['openid', ...scopes].join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      resource: this.options.audience,
    });
    return { url, state, verifier };
  }

  /** The tokens for the code the provider sent back to `callbackUrl`; throws when the state or code do not check out. */
  async finish(callbackUrl: URL, checks: { state: string; verifier: string }) {
    const tokens = await client.authorizationCodeGrant(
      await this.discovered(),
      callbackUrl,
      { pkceCodeVerifier: checks.verifier, expectedState: checks.state, idTokenExpected: true },
      { resource: this.options.audience },
    );
    const subject = tokens.claims()?.sub;
    if (!subject) throw new Error('the ID token names no subject');
    return {
      subject,
      accessToken: tokens.access_token,
      scopes: (tokens.scope ?? '').split(' ').filter(Boolean),
      expiresAt: Math.floor(Date.now() / 1000) + (tokens.expiresIn() ?? 300),
    };
  }
}
