import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import { closeFixtures, createEvent, createZone } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { rawRequest } from '../support/raw-http.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../support/submissions.ts';
import { bearer } from '../support/tokens.ts';

afterAll(closeFixtures);

const NAMES = SUBGRAPHS.map(({ name }) => name);

/** Addresses processes listen on for TCP `port`, from the kernel's own table (IPv4 and IPv6). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]!.split(':')[0]!),
  );
}

describe('subgraphs answer the gateway only', () => {
  it.each(NAMES)('%s refuses a direct call without the gateway secret, or with a wrong one, before reading the body', async (name) => {
    const url = inject('stack').subgraphs[name]!;
    for (const headers of [{}, { 'x-gateway-secret': 'guess'.repeat(10) }, { 'x-gateway-secret': '' }]) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ _service { sdl } }' }),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await response.json()).toMatchObject({ status: 401, detail: 'This service answers the gateway only.' });
    }
    const get = await fetch(`${url}?query=${encodeURIComponent('{ _service { sdl } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(401);
    const asGateway = await graphql('{ _service { sdl } }', { subgraph: name });
    expect(asGateway.status).toBe(200);
  });

  it.each(NAMES)('%s keeps its probes open (Kubernetes asks them without credentials)', async (name) => {
    const origin = new URL(inject('stack').subgraphs[name]!).origin;
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  });

  it('npm start keeps the subgraphs and the identity provider on loopback', () => {
    const { subgraphs, issuer } = inject('stack');
    for (const url of [...Object.values(subgraphs), issuer]) {
      const addresses = listeningAddresses(Number(new URL(url).port));
      expect(addresses.length, url).toBeGreaterThan(0);
      // 0100007F is 127.0.0.1 in the kernel's byte order.
      expect(addresses, url).toEqual(addresses.map(() => '0100007F'));
    }
  });
});

describe('the gateway and the subgraphs answer like the facades', () => {
  it('an unknown method is a 405 with Allow, and every answer carries nosniff and frame protection', async () => {
    const { gateway, subgraphs } = inject('stack');
    for (const url of [gateway, subgraphs.events!]) {
      for (const method of ['TRACE', 'PROPFIND', 'PUT', 'DELETE']) {
        const response = await rawRequest(url, method);
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, POST');
        expect(response.headers['content-type']).toBe('application/problem+json');
      }
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      expect(answer.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), url).toBe('DENY');
    }
    // A subgraph loads nothing; the development gateway's landing page is the one page that loads scripts.
    const refused = await fetch(subgraphs.events!, { method: 'POST' });
    expect(refused.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('entity resolution applies the visibility rules of the root fields', () => {
  const byUuid =
    'query ($uuid: String!) { _entities(representations: [{ __typename: "Event", uuid: $uuid }]) { ... on Event { uuid title status } } }';

  it('an event under review is not public by its uuid, even asked as the gateway asks', async () => {
    const zone = await createZone({ timezone: 'Europe/London', countryCode: 'GB' });
    const hidden = await createEvent({ zone, localStart: '2026-12-05T19:00', status: 'ready_for_review', title: 'Not yet public' });
    const rejected = await createEvent({ zone, localStart: '2026-12-05T19:00', status: 'rejected', title: 'Rejected' });
    const published = await createEvent({ zone, localStart: '2026-12-05T19:00', title: 'Public' });
    const anonymous = (uuid: string) => graphql<{ _entities: unknown[] }>(byUuid, { subgraph: 'events', variables: { uuid } });
    expect((await anonymous(hidden.uuid)).data).toEqual({ _entities: [null] });
    expect((await anonymous(rejected.uuid)).data).toEqual({ _entities: [null] });
    expect((await anonymous(published.uuid)).data).toEqual({ _entities: [{ uuid: published.uuid, title: 'Public', status: 'published' }] });
    expect((await anonymous('not-a-uuid')).data).toEqual({ _entities: [null] });
    // A venue manager is not a reviewer; a reviewer sees it, as eventReview would show it.
    const asManager = await graphql(byUuid, {
      subgraph: 'events',
      variables: { uuid: hidden.uuid },
      headers: await bearer('venue-manager'),
    });
    expect(asManager.data).toEqual({ _entities: [null] });
    const asReviewer = await graphql(byUuid, { subgraph: 'events', variables: { uuid: hidden.uuid }, headers: await bearer('reviewer') });
    expect(asReviewer.data).toEqual({ _entities: [{ uuid: hidden.uuid, title: 'Not yet public', status: 'ready_for_review' }] });
  });

  it("a submission's event stays visible through its submission, and the submission's key is not part of the public graph", async () => {
    const url = await servePage(
      jsonLdPage({ name: 'Trust boundary night', startDate: '2026-12-06T19:00:00Z', location: { '@type': 'Place', name: 'Somewhere' } }),
    );
    const { body } = await submit({ url });
    const settled = await settledSubmission(body.submission.uuid);
    expect(settled.event?.status).toBe('ready_for_review');
    const throughGateway = await graphql<{ submission: { event: { title: string; status: string } } }>(
      `{ submission(uuid: "${settled.uuid}") { event { title status } } }`,
    );
    expect(throughGateway.data?.submission.event).toEqual({ title: 'Trust boundary night', status: 'ready_for_review' });
    const hiddenKey = await graphql(`{ submission(uuid: "${settled.uuid}") { event { submissionUuid } } }`);
    expect(hiddenKey.status).toBe(400);
    const byItsOwnUuid = await graphql(`{ event(uuid: "${settled.event!.uuid}") { title } }`);
    expect(byItsOwnUuid.data).toEqual({ event: null });
  });
});
