import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { InvalidToken, TokenVerifier } from '../src/auth.ts';

/** A tiny issuer on loopback: discovery and a JWKS whose keys the test rotates, counting JWKS fetches. */
let server: Server;
let issuer: string;
let published: JWK[] = [];
let jwksFetches = 0;
const audience = 'https://api.test/api';

async function key(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

const sign = (privateKey: Parameters<SignJWT['sign']>[0], kid: string, claims: Record<string, unknown> = {}) =>
  new SignJWT({ scope: 'events:review', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('someone')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (request.url === '/jwks') {
      jwksFetches++;
      response.end(JSON.stringify({ keys: published }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('TokenVerifier', () => {
  it('caches the JWKS and fetches it again when a token names a key it has not seen (rotation)', async () => {
    const first = await key('first');
    published = [first.jwk];
    const verifier = new TokenVerifier(issuer, audience, 0);
    expect(await verifier.verify(`Bearer ${await sign(first.privateKey, 'first')}`)).toEqual({
      subject: 'someone',
      scopes: new Set(['events:review']),
    });
    await verifier.verify(`Bearer ${await sign(first.privateKey, 'first')}`);
    expect(jwksFetches).toBe(1);

    const second = await key('second');
    published = [first.jwk, second.jwk];
    expect((await verifier.verify(`Bearer ${await sign(second.privateKey, 'second')}`))?.subject).toBe('someone');
    expect(jwksFetches).toBe(2);
  });

  it('refuses HMAC-signed tokens and keys it cannot find', async () => {
    const verifier = new TokenVerifier(issuer, audience, 0);
    const hmac = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'first' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject('x')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a shared secret of enough length!'));
    await expect(verifier.verify(`Bearer ${hmac}`)).rejects.toThrow(InvalidToken);
    const stranger = await key('unknown');
    await expect(verifier.verify(`Bearer ${await sign(stranger.privateKey, 'unknown')}`)).rejects.toThrow(
      'The access token is not signed by the issuer.',
    );
  });

  it("an unreachable issuer is not the caller's fault (not InvalidToken), and is tried again later", async () => {
    const verifier = new TokenVerifier('http://127.0.0.1:9', audience, 0);
    const error = await verifier.verify('Bearer a.b.c').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(InvalidToken);
    expect(error).toBeInstanceOf(Error);
  });

  it('answers null without a header', async () => {
    expect(await new TokenVerifier(issuer, audience).verify(undefined)).toBeNull();
  });
});
