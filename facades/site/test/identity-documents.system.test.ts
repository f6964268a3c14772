import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { getJson, site } from '../../../test/support/http.ts';

describe('identity discovery documents', () => {
  it("/.well-known/openid-configuration is the issuer's metadata", async () => {
    const { status, headers, body } = await getJson(site('/.well-known/openid-configuration'));
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    const direct = await (await fetch(`${inject('stack').issuer}/.well-known/openid-configuration`)).json();
    expect(body).toEqual(direct);
    expect(body).toMatchObject({
      issuer: inject('stack').issuer,
      token_endpoint: expect.any(String),
      jwks_uri: expect.any(String),
      authorization_endpoint: expect.any(String),
    });
  });

  it('/.well-known/oauth-protected-resource is RFC 9728 metadata for the API', async () => {
    const { status, body } = await getJson(site('/.well-known/oauth-protected-resource'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resource: inject('stack').audience,
      authorization_servers: [inject('stack').issuer],
      scopes_supported: ['events:review', 'events:admin', 'venues:manage'],
      bearer_methods_supported: ['header'],
      resource_documentation: `${inject('stack').api}/api/docs`,
    });
  });

  it('the resource metadata named in a 401 challenge is this document', async () => {
    const response = await fetch(`${inject('stack').api}/api/events/00000000-0000-4000-8000-000000000000/review`);
    const challenge = response.headers.get('www-authenticate')!;
    const url = /resource_metadata="([^"]+)"/.exec(challenge)![1]!;
    expect(url).toBe(site('/.well-known/oauth-protected-resource'));
    expect((await fetch(url)).status).toBe(200);
  });
});
