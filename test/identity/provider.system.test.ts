import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { repoPath } from '../../infra/src/paths.ts';
import { runningProvider } from '../../infra/src/identity/state.ts';
import { tokenFor } from '../support/tokens.ts';

const run = promisify(execFile);

describe('the development identity provider', () => {
  it('publishes OpenID discovery and a JWKS', async () => {
    const { issuer } = inject('stack');
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      grant_types_supported: expect.arrayContaining(['client_credentials', 'authorization_code']),
    });
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    const jwks = (await (await fetch(discovery.jwks_uri as string)).json()) as { keys: { kty: string; d?: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
  });

  it.each([
    ['reviewer', ['events:review']],
    ['admin', ['events:review', 'events:admin', 'venues:manage']],
    ['venue-manager', ['venues:manage']],
  ] as const)('issues a %s JWT access token for the API with its scopes', async (role, scopes) => {
    const token = await tokenFor(role);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: inject('stack').issuer,
      aud: inject('stack').audience,
      sub: `demo-${role}`,
      client_id: `demo-${role}`,
    });
    expect((claims.scope as string).split(' ').sort()).toEqual([...scopes].sort());
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('answers the probes every process has', async () => {
    const { issuer } = inject('stack');
    for (const probe of ['/livez', '/readyz']) expect((await fetch(`${issuer}${probe}`)).status, probe).toBe(200);
  });

  it('refuses tokens for any other resource with invalid_target, not an error page', async () => {
    const { issuer, identityStateDir } = inject('stack');
    const { state } = await runningProvider(identityStateDir);
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`demo-reviewer:${state.clientSecrets['demo-reviewer']}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'events:review', resource: 'https://elsewhere.example/api' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_target' });
  });

  it('refuses a scope the client may not have', async () => {
    await expect(tokenFor('reviewer', 'events:admin')).rejects.toThrow(/invalid_scope/);
  });

  it('`npm run --silent token -- <role>` prints only the token', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'token', '--', 'venue-manager'], {
      cwd: repoPath(''),
      env: { ...process.env, IDENTITY_STATE_DIR: inject('stack').identityStateDir },
    });
    expect(stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    expect(decodeJwt(stdout.trim()).sub).toBe('demo-venue-manager');
  });

  it('`npm run token` with an unknown role explains its use and fails', async () => {
    const failure = (await run('npm', ['run', '--silent', 'token', '--', 'king'], { cwd: repoPath('') }).catch(
      (error: unknown) => error,
    )) as {
      code: number;
      stderr: string;
    };
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('usage: npm run --silent token -- <reviewer|admin|venue-manager>');
  });
});
