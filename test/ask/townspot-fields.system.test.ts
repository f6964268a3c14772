import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { api, expectProblem, getJson } from '../support/http.ts';
import { graphql } from '../support/graphql.ts';
import { callTool, ERAS, mcpClient, MCP_FULL } from '../support/mcp.ts';
import { jsonLdPage, servePage, settledSubmission, submissionCount, submit } from '../support/submissions.ts';
import { bearer, forgedToken } from '../support/tokens.ts';

afterAll(closeFixtures);

const send = async (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(api(path), {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const detail = async (uuid: string) => (await getJson(api(`/api/events/get?eventUuid=${uuid}`))).body;
const zoneInList = async (id: number) =>
  (await getJson(api('/api/locations/list?includeHidden=true'))).body.find((zone: { id: number }) => zone.id === id);
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let city: ZoneFixture;
let area: ZoneFixture;
let mine: { slug: string; id: number; name: string };
let theirs: { slug: string; id: number };

beforeAll(async () => {
  city = await createZone({ name: `Camden Town ${unique()}`, timezone: 'Europe/London' });
  area = await createZone({ name: `Chalk Farm ${unique()}`, timezone: 'Europe/London', parentId: city.id });
  mine = await createVenue(area.id, `Roundhouse ${unique()}`);
  theirs = await createVenue(area.id, `Other Hall ${unique()}`);
  const added = await graphql(`mutation { addVenueManager(slug: "${mine.slug}", subject: "demo-venue-manager") { slug } }`, {
    headers: await bearer('admin'),
  });
  expect(added.errors).toBeUndefined();
});

describe("a venue's description, written by its managers", () => {
  it('is set by a manager and shown on the venue and with its events; null or empty clears it', async () => {
    const text = 'A round engine shed turned arts venue.\nStep-free, with a café.';
    const changed = await send('PATCH', `/api/venue-admin/${mine.slug}`, await bearer('venue-manager'), { description: `  ${text}  ` });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ slug: mine.slug, description: text });
    expect((await getJson(api(`/api/p/venues/${mine.slug}`))).body.description).toBe(text);

    const made = await send('POST', `/api/venue-admin/${mine.slug}/events`, await bearer('venue-manager'), {
      title: 'Engine Shed Sessions',
      startTime: DateTime.now().plus({ days: 3 }).toISO(),
    });
    expect(made.status).toBe(201);
    const event = await detail(((await made.json()) as { uuid: string }).uuid);
    expect(event.venueDescription).toBe(text);
    expect(event.resolvedTimezone).toBe('Europe/London');
    expect(event.createdAt).toMatch(ISO_UTC);
    expect(event.updatedAt).toMatch(ISO_UTC);
    // A manager's event is credited to the venue; a manager is not staff.
    expect(event.spottedBy).toEqual({ name: mine.name, org: mine.name, avatarUrl: null, spottedAt: event.createdAt, isAreaAdmin: false });

    const cleared = await send('PATCH', `/api/venue-admin/${mine.slug}`, await bearer('venue-manager'), { description: '' });
    expect(((await cleared.json()) as { description: string | null }).description).toBeNull();
    expect((await detail(event.uuid)).venueDescription).toBeNull();
  });

  it("an administrator's event at a venue is credited to it as staff", async () => {
    const made = await send('POST', `/api/venue-admin/${theirs.slug}/events`, await bearer('admin'), {
      title: 'Staff Pick',
      startTime: DateTime.now().plus({ days: 2 }).toISO(),
    });
    expect(made.status).toBe(201);
    expect((await detail(((await made.json()) as { uuid: string }).uuid)).spottedBy).toMatchObject({ isAreaAdmin: true });
  });

  it.each([
    ['too long', { description: 'x'.repeat(2001) }, 400],
    ['a control character', { description: 'bell\u0007' }, 400],
    ['not a string', { description: 42 }, 400],
    ['an unknown field', { description: 'ok', name: 'Renamed' }, 400],
    ['malformed JSON', '{"description": ', 400],
  ])('%s is a 400 problem and changes nothing', async (_, body, status) => {
    await send('PATCH', `/api/venue-admin/${mine.slug}`, await bearer('venue-manager'), { description: 'Kept.' });
    const response = await send('PATCH', `/api/venue-admin/${mine.slug}`, await bearer('venue-manager'), body);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect((await getJson(api(`/api/p/venues/${mine.slug}`))).body.description).toBe('Kept.');
  });

  it("another venue's manager, an anonymous caller, a forged and an expired token change nothing, in REST, GraphQL and MCP", async () => {
    const before = (await getJson(api(`/api/p/venues/${theirs.slug}`))).body.description;
    await expectProblem(api(`/api/venue-admin/${theirs.slug}`), 403, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...(await bearer('venue-manager')) },
      body: JSON.stringify({ description: 'Mine now' }),
    });
    await expectProblem(api(`/api/venue-admin/${theirs.slug}`), 401, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Mine now' }),
    });
    for (const key of ['stranger', 'provider'] as const) {
      const forged = await forgedToken({ key, ...(key === 'provider' ? { expiresIn: '-1m' } : {}) });
      await expectProblem(api(`/api/venue-admin/${theirs.slug}`), 401, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${forged}` },
        body: JSON.stringify({ description: 'Mine now' }),
      });
    }
    const viaGraphql = await graphql(`mutation { describeVenue(slug: "${theirs.slug}", description: "Mine now") { slug } }`, {
      headers: await bearer('venue-manager'),
    });
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const era of ERAS) {
      const client = await mcpClient(MCP_FULL, await bearer('venue-manager'), era);
      const refused = await callTool(client, 'describe_venue', { venueSlug: theirs.slug, description: 'Mine now' });
      expect(refused.isError).toBe(true);
      const allowed = await callTool(client, 'describe_venue', { venueSlug: mine.slug, description: `Said over MCP (${era}).` });
      expect(allowed.structured).toMatchObject({ slug: mine.slug, description: `Said over MCP (${era}).` });
      await client.close();
    }
    expect((await getJson(api(`/api/p/venues/${theirs.slug}`))).body.description).toBe(before);
  });
});

describe('spottedBy: the credit a submitter chose', () => {
  const page = (name: string) =>
    servePage(
      jsonLdPage({
        name,
        startDate: `${DateTime.now().setZone('Europe/London').plus({ days: 6 }).toISODate()}T20:00`,
        location: { '@type': 'Place', name: mine.name, address: { '@type': 'PostalAddress', addressLocality: area.name } },
      }),
    );

  it('is shown with the published event, never the e-mail; without a credit it is null', async () => {
    const credit = { name: 'Ana López', org: 'Camden Jazz Fans', avatarUrl: 'https://pictures.example/ana.png' };
    const email = `spotter-${unique()}@example.org`;
    const credited = await submit({ url: await page(`Late Jazz ${unique()}`), email, credit }, { 'idempotency-key': randomUUID() });
    expect(credited.status).toBe(202);
    const plain = await submit({ url: await page(`Quiet Jazz ${unique()}`) }, { 'idempotency-key': randomUUID() });
    const settled = await Promise.all([credited, plain].map((answer) => settledSubmission(answer.body.submission.uuid)));
    const uuids = settled.map((submission) => submission.event!.uuid);
    for (const uuid of uuids) {
      const approved = await send('POST', `/api/events/${uuid}/review`, await bearer('reviewer'), { action: 'approve' });
      expect(approved.status).toBe(200);
    }
    const [shown, bare] = await Promise.all(uuids.map(detail));
    expect(shown.spottedBy).toEqual({ ...credit, spottedAt: shown.createdAt, isAreaAdmin: false });
    expect(JSON.stringify(shown)).not.toContain(email);
    expect(bare.spottedBy).toBeNull();
  });

  it('is shown to reviewers, who may publish without it, in REST and MCP alike', async () => {
    const credit = { name: 'Not A Real Name', org: 'Spam Co', avatarUrl: 'https://pictures.example/x.png' };
    const events: string[] = [];
    for (const title of [`Credit Check ${unique()}`, `Credit Check ${unique()}`]) {
      const answer = await submit({ url: await page(title), credit }, { 'idempotency-key': randomUUID() });
      events.push((await settledSubmission(answer.body.submission.uuid)).event!.uuid);
    }
    const review = await getJson(api(`/api/events/${events[0]}/review`), { headers: await bearer('reviewer') });
    expect(review.body.event.spottedBy).toMatchObject(credit);
    const approved = await send('POST', `/api/events/${events[0]}/review`, await bearer('reviewer'), {
      action: 'approve',
      withoutCredit: true,
    });
    expect(approved.status).toBe(200);
    expect((await detail(events[0]!)).spottedBy).toBeNull();
    const client = await mcpClient(MCP_FULL, await bearer('reviewer'), 'modern');
    const viaMcp = await callTool(client, 'review_event', { uuid: events[1], action: 'approve', withoutCredit: true });
    expect(viaMcp.isError).toBeFalsy();
    await client.close();
    expect((await detail(events[1]!)).spottedBy).toBeNull();
  });

  it('a picture address is kept as the browser reads it', async () => {
    const credit = { name: 'Ana', avatarUrl: 'https://Pictures.Example/a b.png' };
    const answer = await submit({ url: await page(`Normalised ${unique()}`), credit }, { 'idempotency-key': randomUUID() });
    const uuid = (await settledSubmission(answer.body.submission.uuid)).event!.uuid;
    const review = await getJson(api(`/api/events/${uuid}/review`), { headers: await bearer('reviewer') });
    expect(review.body.event.spottedBy.avatarUrl).toBe('https://pictures.example/a%20b.png');
  });

  it.each([
    ['a picture with a user name', { name: 'Ana', avatarUrl: 'https://user:pw@pictures.example/a.png' }],
    ['a picture by IP address', { name: 'Ana', avatarUrl: 'https://10.0.0.1/a.png' }],
    ['a picture on another port', { name: 'Ana', avatarUrl: 'https://pictures.example:8443/a.png' }],
    ['an http picture', { name: 'Ana', avatarUrl: 'http://pictures.example/ana.png' }],
    ['a javascript: picture', { name: 'Ana', avatarUrl: 'javascript:alert(1)' }],
    ['an empty name', { name: '   ' }],
    ['a name too long', { name: 'n'.repeat(81) }],
    ['a control character', { name: 'Ana\u0000' }],
    ['an unknown field', { name: 'Ana', email: 'ana@example.org' }],
    ['not an object', 'Ana'],
  ])('%s in the credit is a 400 problem naming it, and nothing is stored', async (_, credit) => {
    const url = await page(`Refused ${unique()}`);
    const answer = await submit({ url, credit }, { 'idempotency-key': randomUUID() });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.errors ?? answer.body)).toContain('credit');
    expect(await submissionCount(url)).toBe(0);
  });
});

describe("a zone's activeUsers", () => {
  it('counts each person who submitted, reviewed or managed an event of the zone or its neighbourhoods in 30 days, once', async () => {
    // Above: a venue manager made an event, an administrator one, a submitter by e-mail and four anonymous ones (each
    // a person of their own) sent five, and a reviewer approved some: eight people in the neighbourhood, and its city.
    expect((await zoneInList(area.id)).activeUsers).toBe(8);
    expect((await zoneInList(city.id)).activeUsers).toBe(8);
    const quiet = await createZone({ timezone: 'Europe/London' });
    expect((await zoneInList(quiet.id)).activeUsers).toBe(0);
    const { body } = await getJson(api(`/api/locations/get-by-slug?slug=${city.slug}`));
    expect(body.activeUsers).toBe(8);
  });
});
