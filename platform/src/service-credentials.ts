import * as oidc from 'openid-client';

/** Renew this long before the token expires, so a request never carries one that lapses in flight. */
const EARLY_RENEWAL_SECONDS = 30;

/**
 * A service's own identity towards other services: the OAuth client-credentials grant (openid-client) at the
 * issuer's token endpoint, found through discovery. The token is cached and renewed shortly before it expires.
 */
export class ServiceCredentials {
  private configuration?: Promise<oidc.Configuration>;
  private current?: Promise<{ token: string; renewAt: number }>;

  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly scope: string,
  ) {}

  /** An `Authorization` header value for calls made as this service. */
  async authorization(): Promise<string> {
    return `Bearer ${await this.accessToken()}`;
  }

  /** The access token itself, renewed shortly before it expires. */
  async accessToken(): Promise<string> {
    const cached = await this.current?.catch(() => undefined);
    if (cached && Date.now() < cached.renewAt) return cached.token;
    this.current = this.requestToken();
    return (await this.current).token;
  }

  private async requestToken() {
    this.configuration ??= oidc
      .discovery(new URL(this.issuer), this.clientId, undefined, oidc.ClientSecretBasic(this.clientSecret), {
        // Development providers run on plain http on loopback; production issuers are https anyway.
        execute: new URL(this.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    const response = await oidc.clientCredentialsGrant(await this.configuration, { scope: this.scope }).catch((error: unknown) => {
      // The provider's own words (`invalid_scope: ...`), which say what to fix.
      if (error instanceof oidc.ResponseBodyError) throw new Error(`${error.error}: ${error.error_description ?? error.message}`);
      throw error;
    });
    const lifetime = response.expiresIn() ?? 300;
    return { token: response.access_token, renewAt: Date.now() + Math.max(0, lifetime - EARLY_RENEWAL_SECONDS) * 1000 };
  }
}
