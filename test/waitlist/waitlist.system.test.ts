import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFacade, closeFacades } from '../support/facade.ts';
import { graphql } from '../support/graphql.ts';
import { api, getJson } from '../support/http.ts';
import { limitedSubmissions, type LimitedSubmissions } from '../support/limited-submissions.ts';
import { bearer } from '../support/tokens.ts';

const join = (body: unknown, base = api('')) =>
  fetch(`${base}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const listed = async () =>
  (await getJson(api('/api/admin/waitlist?limit=100'), { headers: await bearer('admin') })).body.results as {
    email: string;
    location: string;
    message: string | null;
  }[];

describe('POST /api/waitlist', () => {
  it('keeps the request for staff, and answers 202', async () => {
    const email = `reader-${randomUUID()}@example.org`;
    const response = await join({ email, location: 'Kentish Town', message: 'Please come to NW5!' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'accepted' });
    expect((await listed()).find((entry) => entry.email === email)).toMatchObject({
      location: 'Kentish Town',
      message: 'Please come to NW5!',
    });
  });

  it("takes TownSpot's form as it sends it: an empty message as null, an empty honeypot as empty", async () => {
    const email = `client-${randomUUID()}@example.org`;
    const response = await join({ email, location: 'Leeds', message: null, honeypot: '' });
    expect(response.status).toBe(202);
    expect((await listed()).find((entry) => entry.email === email)).toMatchObject({ location: 'Leeds', message: null });
  });

  it('answers a filled-in honeypot 202 too, and keeps nothing', async () => {
    const email = `robot-${randomUUID()}@example.org`;
    expect((await join({ email, location: 'Spamtown', honeypot: 'http://cheap.example' })).status).toBe(202);
    expect((await listed()).some((entry) => entry.email === email)).toBe(false);
  });

  it.each([
    ['a bad e-mail address', { email: 'not-an-address', location: 'Leeds' }],
    ['no location', { email: 'a@example.org' }],
    ['a blank location', { email: 'a@example.org', location: '   ' }],
    ['an e-mail of the wrong type', { email: 42, location: 'Leeds' }],
    ['an unknown field', { email: 'a@example.org', location: 'Leeds', admin: true }],
    ['malformed JSON', '{"email": "a@example.org",'],
  ])('%s is a 400 problem, and nothing is kept', async (_name, body) => {
    const before = (await listed()).length;
    const response = await join(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect((await listed()).length).toBe(before);
  });

  it('a huge body is a 413 problem', async () => {
    const response = await join({ email: 'a@example.org', location: 'Leeds', message: 'x'.repeat(2_000_000) });
    expect(response.status).toBe(413);
  });

  it('the list is for administrators, over REST, the gateway and the submissions port', async () => {
    expect((await getJson(api('/api/admin/waitlist'))).status).toBe(401);
    expect((await getJson(api('/api/admin/waitlist'), { headers: await bearer('reviewer') })).status).toBe(403);
    for (const headers of [{}, await bearer('reviewer'), await bearer('venue-manager')]) {
      for (const through of [{ subgraph: 'submissions' }, {}]) {
        const { data, errors } = await graphql('{ waitlist { email } }', { ...through, headers });
        expect(data?.waitlist ?? null).toBeNull();
        expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errors?.[0]?.extensions?.code);
      }
    }
  });

  it('GraphQL joinWaitlist refuses a bad address at the submissions port too', async () => {
    const { errors } = await graphql('mutation { joinWaitlist(input: { email: "nope", location: "Leeds" }) }', { subgraph: 'submissions' });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the waitlist quota, counted per client as submissions are', () => {
  let limited: LimitedSubmissions;
  let facade: string;
  beforeAll(async () => {
    limited = await limitedSubmissions({ perIp: 2, perDomain: 100 });
    facade = await apiFacade({ GATEWAY_URL: limited.gateway, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await closeFacades();
    await limited?.close();
  });

  it('the third request from one client within the window is a 429 with Retry-After; another client is not held back', async () => {
    const client = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.9`;
    const send = (from: string) =>
      fetch(`${facade}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email: `q-${randomUUID()}@example.org`, location: 'Quotaville' }),
      });
    expect((await send(client)).status).toBe(202);
    expect((await send(client)).status).toBe(202);
    const refused = await send(client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(`${client.slice(0, -1)}8`)).status).toBe(202);
  });
});
