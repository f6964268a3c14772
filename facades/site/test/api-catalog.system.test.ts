import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { getJson, site } from '../../../test/support/http.ts';

describe('/.well-known/api-catalog (RFC 9727)', () => {
  it('GET is a linkset pointing at the API description, documentation and status', async () => {
    const { status, headers, body } = await getJson(site('/.well-known/api-catalog'));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
    const api = inject('stack').api;
    expect(body).toEqual({
      linkset: [
        {
          anchor: `${api}/api`,
          'service-desc': [{ href: `${api}/api/openapi.json`, type: 'application/openapi+json' }],
          'service-doc': [{ href: `${api}/api/docs`, type: 'text/html' }],
          status: [{ href: `${api}/api/healthz`, type: 'application/json' }],
        },
      ],
    });
  });

  it('HEAD answers with the api-catalog Link header and no body', async () => {
    const response = await fetch(site('/.well-known/api-catalog'), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBe(`<${inject('stack').site}/.well-known/api-catalog>; rel="api-catalog"`);
    expect(await response.text()).toBe('');
  });

  it('the links it gives answer', async () => {
    const { body } = await getJson(site('/.well-known/api-catalog'));
    const links = body.linkset[0];
    for (const relation of ['service-desc', 'service-doc', 'status']) {
      const response = await fetch(links[relation][0].href);
      expect(response.status, relation).toBe(200);
      expect(response.headers.get('content-type')).toContain(
        links[relation][0].type === 'application/openapi+json' ? 'application/json' : links[relation][0].type,
      );
    }
  });

  it('other methods are refused with a problem', async () => {
    const response = await fetch(site('/.well-known/api-catalog'), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});
