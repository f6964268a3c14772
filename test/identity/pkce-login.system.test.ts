import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { decodeJwt } from 'jose';
import { api, getJson } from '../support/http.ts';
import { demoAccountsFile, parseDemoAccountsFile } from '../../infra/src/identity/demo-accounts.ts';

/** Just enough of a browser: follows nothing by itself, remembers cookies. */
class Browser {
  private cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
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

const REDIRECT_URI = 'http://127.0.0.1/callback';
const EVERY_PEOPLES_SCOPE = 'openid events:review events:admin venues:manage';
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function demoPassword(account: string) {
  const passwords = parseDemoAccountsFile(await readFile(demoAccountsFile(inject('stack').identityStateDir), 'utf8')) as Record<
    string,
    string
  >;
  expect(passwords[account], account).toMatch(/^[\w-]{20,}$/);
  return passwords[account]!;
}

/** Starts an authorization request of `demo-web` with PKCE, up to its login page. */
async function startSignIn(scope: string) {
  const { issuer } = inject('stack');
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: 'demo-web',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope,
    state: 'st4te',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const browser = new Browser();
  const response = await browser.go(authorize.toString());
  expect(response.status).toBe(303);
  const interaction = new URL(response.headers.get('location')!, issuer).toString();
  const login = await browser.go(interaction);
  expect(login.status).toBe(200);
  const page = await login.text();
  const action = new URL(/<form[^>]*action="([^"]+)"/.exec(page)![1]!, issuer).toString();
  return { browser, discovery, verifier, interaction, page, login, action };
}

/** Signs in on the login page and follows the provider to the client; the tokens for the code it gets. */
async function signIn(account: string, password: string, scope = EVERY_PEOPLES_SCOPE) {
  const { issuer } = inject('stack');
  const { browser, discovery, verifier, action } = await startSignIn(scope);
  let response = await browser.go(action, form({ login: account, password }));
  expect(response.status).toBe(303);
  let location = response.headers.get('location')!;
  // No consent screen for the demo accounts: only redirects, back to the client.
  for (let hops = 0; hops < 8 && !location.startsWith(REDIRECT_URI); hops++) {
    response = await browser.go(new URL(location, issuer).toString());
    expect(response.status, `at ${location}`).toBe(303);
    location = response.headers.get('location')!;
  }
  const callback = new URL(location);
  expect(callback.searchParams.get('state')).toBe('st4te');
  const code = callback.searchParams.get('code')!;
  expect(code).toBeTruthy();
  const tokens = (await (
    await fetch(
      discovery.token_endpoint,
      form({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: 'demo-web', code_verifier: verifier }),
    )
  ).json()) as { access_token: string; id_token?: string };
  return tokens;
}

/** A refused sign-in: the form again with a message, and no redirect (no code, no way on). */
async function expectRefused(account: string, password: string) {
  const { browser, action } = await startSignIn(EVERY_PEOPLES_SCOPE);
  const response = await browser.go(action, form({ login: account, password }));
  expect(response.status).toBe(200);
  expect(response.headers.get('location')).toBeNull();
  const page = await response.text();
  expect(page).toContain('role="alert"');
  expect(page).toMatch(/<input id="password"[^>]*type="password"/);
  return { browser, action, page };
}

describe('a person signs in with authorization code + PKCE and a demo account', () => {
  it('the reviewer gets a JWT with events:review only, even when asking for every scope, and it works on the review endpoint', async () => {
    const { issuer, audience } = inject('stack');
    const tokens = await signIn('reviewer', await demoPassword('reviewer'));
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: 'demo-reviewer', aud: audience, iss: issuer, client_id: 'demo-web' });
    expect(claims.scope).toBe('events:review');
    expect(decodeJwt(tokens.id_token!).sub).toBe('demo-reviewer');

    const { status } = await getJson(api('/api/events/00000000-0000-4000-8000-000000000000/review'), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(status).toBe(404); // authenticated and authorised: the event simply does not exist
  });

  it('the administrator gets events:admin (with the rest of its role)', async () => {
    const claims = decodeJwt((await signIn('admin', await demoPassword('admin'))).access_token);
    expect(claims.sub).toBe('demo-admin');
    expect((claims.scope as string).split(' ').sort()).toEqual(['events:admin', 'events:review', 'venues:manage']);
  });

  it('the venue manager gets venues:manage and nothing asked for beyond it', async () => {
    const claims = decodeJwt(
      (await signIn('venue-manager', await demoPassword('venue-manager'), 'openid events:review venues:manage')).access_token,
    );
    expect(claims).toMatchObject({ sub: 'demo-venue-manager', scope: 'venues:manage' });
  });

  it('an account asking for less gets only what it asked for', async () => {
    const claims = decodeJwt((await signIn('admin', await demoPassword('admin'), 'openid events:review')).access_token);
    expect(claims.scope).toBe('events:review');
  });

  it('refuses a wrong password: the form again, no code; the right one then still works', async () => {
    const { browser, action, page } = await expectRefused('reviewer', 'not-the-password');
    expect(page).toContain('value="reviewer"');
    const retry = await browser.go(action, form({ login: 'reviewer', password: await demoPassword('reviewer') }));
    expect(retry.status).toBe(303);
  });

  it("refuses any other name, whatever the password, and another account's password", async () => {
    await expectRefused('alice', 'anything');
    await expectRefused('demo-admin', await demoPassword('admin'));
    await expectRefused('reviewer', await demoPassword('admin'));
    await expectRefused('', '');
  });

  it('answers failed sign-ins of an account later and later, then 429 with Retry-After without checking the password', async () => {
    const account = `guesser-${randomBytes(4).toString('hex')}`;
    const { browser, action } = await startSignIn(EVERY_PEOPLES_SCOPE);
    const took: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const started = performance.now();
      const response = await browser.go(action, form({ login: account, password: `guess-${attempt}` }));
      took.push(performance.now() - started);
      expect(response.status).toBe(200);
    }
    // Lower bounds only: the provider waits at least this long before each answer.
    expect(took[0]).toBeGreaterThanOrEqual(240);
    expect(took[4]).toBeGreaterThanOrEqual(1900);
    const refused = await browser.go(action, form({ login: account, password: 'guess-5' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Too many failed sign-ins/);
  });

  it('escapes what it shows back', async () => {
    const { page } = await expectRefused('"><script>alert(1)</script>', 'x');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('serves a plain login page: labelled fields, no scripts, a strict content security policy, not cached', async () => {
    const { page, login } = await startSignIn('openid events:review');
    expect(page).toMatch(/<html lang="en">/);
    expect(page).toMatch(/<label for="login">/);
    expect(page).toMatch(/<label for="password">/);
    expect(page).not.toMatch(/<script/i);
    expect(login.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a sign-in posted without the interaction cookie (as from another site), and one for another interaction', async () => {
    const { action } = await startSignIn(EVERY_PEOPLES_SCOPE);
    const response = await fetch(action, { ...form({ login: 'admin', password: await demoPassword('admin') }), redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();

    const first = await startSignIn(EVERY_PEOPLES_SCOPE);
    const second = await startSignIn(EVERY_PEOPLES_SCOPE);
    const crossed = await second.browser.go(first.action, form({ login: 'admin', password: await demoPassword('admin') }));
    expect(crossed.status).toBe(400);
    expect(crossed.headers.get('location')).toBeNull();
  });

  it('cancelling sends access_denied back to the client', async () => {
    const { browser, page } = await startSignIn('openid events:review');
    const abort = new URL([...page.matchAll(/<form[^>]*action="([^"]+)"/g)][1]![1]!, inject('stack').issuer).toString();
    let response = await browser.go(abort, { method: 'POST' });
    expect(response.status).toBe(303);
    response = await browser.go(new URL(response.headers.get('location')!, inject('stack').issuer).toString());
    const callback = new URL(response.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL(`${inject('stack').issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'demo-web',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? 'http://x/');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});
