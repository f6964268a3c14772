import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { decodeJwt } from 'jose';
import { api, getJson } from '../support/http.ts';

/** Just enough of a browser: follows nothing by itself, remembers cookies. */
class Browser {
  private cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}) {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe('a person signs in with authorization code + PKCE and the demo login', () => {
  it('gets a JWT for the API with their name as subject, and it works on the review endpoint', async () => {
    const { issuer } = inject('stack');
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { authorization_endpoint: string; token_endpoint: string };
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = 'http://127.0.0.1/callback';
    const browser = new Browser();

    const authorize = new URL(discovery.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: 'demo-web',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid events:review',
      state: 'st4te',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();

    let response = await browser.go(authorize.toString());
    expect(response.status).toBe(303);
    const interaction = new URL(response.headers.get('location')!, issuer).toString();
    const loginPage = await (await browser.go(interaction)).text();
    expect(loginPage).toMatch(/<form[^>]*>/);
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(loginPage)![1]!, issuer).toString();

    response = await browser.go(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: 'alice', password: 'anything' }).toString(),
    });
    expect(response.status).toBe(303);
    // Follow the provider's redirects back to the client, agreeing on the consent screen as a person would.
    let location = response.headers.get('location')!;
    for (let hops = 0; hops < 8 && !location.startsWith(redirectUri); hops++) {
      response = await browser.go(new URL(location, issuer).toString());
      if (response.status === 200) {
        const page = await response.text();
        expect(page).toContain('events:review');
        const consent = new URL(/<form[^>]*action="([^"]+)"/.exec(page)![1]!, issuer).toString();
        response = await browser.go(consent, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'prompt=consent' });
      }
      location = response.headers.get('location')!;
    }
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe('st4te');
    const code = callback.searchParams.get('code')!;

    const tokens = (await (
      await fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'demo-web', code_verifier: verifier }),
      })
    ).json()) as { access_token: string };
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: 'alice', aud: inject('stack').audience, iss: issuer });
    expect(claims.scope).toBe('events:review');

    const { status } = await getJson(api('/api/events/00000000-0000-4000-8000-000000000000/review'), { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(status).toBe(404); // authenticated and authorised: the event simply does not exist
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL(`${inject('stack').issuer}/auth`);
    authorize.search = new URLSearchParams({ client_id: 'demo-web', response_type: 'code', redirect_uri: 'http://127.0.0.1/callback', scope: 'openid' }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? 'http://x/');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});
