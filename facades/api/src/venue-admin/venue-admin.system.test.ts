import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import pg from 'pg';
import { repoPath } from '../../../../infra/src/paths.ts';
import { closeFixtures, createEvent, createVenue, createZone, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { errorCode, graphql } from '../../../../test/support/graphql.ts';
import { bearer } from '../../../../test/support/tokens.ts';

const run = promisify(execFile);
afterAll(closeFixtures);

const adminUrl = (path: string) => api(`/api/venue-admin/${path}`);
const send = async (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(adminUrl(path), {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let zone: ZoneFixture;
let mine: { slug: string; id: number };
let theirs: { slug: string; id: number };
let myEvent: { uuid: string; startTime: Date };
let theirEvent: { uuid: string };

beforeAll(async () => {
  zone = await createZone({ timezone: 'Europe/Berlin', countryCode: 'DE' });
  mine = await createVenue(zone.id, 'Kiez Keller');
  theirs = await createVenue(zone.id, 'Other Place');
  const added = await graphql(`mutation { addVenueManager(slug: "${mine.slug}", subject: "demo-venue-manager") { slug managers } }`, {
    headers: await bearer('admin'),
  });
  expect(added.data).toEqual({ addVenueManager: { slug: mine.slug, managers: ['demo-venue-manager'] } });
  myEvent = await createEvent({ zone, venueId: mine.id, start: DateTime.now().plus({ days: 4 }).toJSDate(), title: 'Keller Jazz' });
  theirEvent = await createEvent({ zone, venueId: theirs.id, start: DateTime.now().plus({ days: 4 }).toJSDate(), title: 'Their Night' });
});

describe('a venue manager with a bearer token', () => {
  it("lists their venue's events and views one", async () => {
    const { status, body } = await getJson(adminUrl(`${mine.slug}/events`), { headers: await bearer('venue-manager') });
    expect(status).toBe(200);
    expect(body.results.map((event: { uuid: string }) => event.uuid)).toEqual([myEvent.uuid]);
    const one = await getJson(adminUrl(`${mine.slug}/events/${myEvent.uuid}`), { headers: await bearer('venue-manager') });
    expect(one.body).toMatchObject({
      uuid: myEvent.uuid,
      title: 'Keller Jazz',
      status: 'published',
      timezone: 'Europe/Berlin',
      zoneId: zone.id,
    });
    expect(one.body.url).toBe(`${inject('stack').site}/event/keller-jazz-${myEvent.uuid}`);
  });

  it("reaching another venue's event through their venue is 404, and nothing changes", async () => {
    await expectProblem(adminUrl(`${mine.slug}/events/${theirEvent.uuid}`), 404, { headers: await bearer('venue-manager') });
    expect(
      (await send('PATCH', `${mine.slug}/events/${theirEvent.uuid}`, await bearer('venue-manager'), { title: 'Hijacked' })).status,
    ).toBe(404);
    expect((await send('DELETE', `${mine.slug}/events/${theirEvent.uuid}`, await bearer('venue-manager'))).status).toBe(404);
    const { body } = await getJson(api(`/api/events/get?eventUuid=${theirEvent.uuid}`));
    expect(body.title).toBe('Their Night');
  });

  it('a venue they do not manage is 403', async () => {
    await expectProblem(adminUrl(`${theirs.slug}/events`), 403, { headers: await bearer('venue-manager') });
  });

  it("creates an event: published at once, in the venue's zone and time zone, and listed publicly", async () => {
    const response = await send('POST', `${mine.slug}/events`, await bearer('venue-manager'), {
      title: 'Sunday Session',
      startTime: '2026-12-06T16:00:00+01:00',
      endTime: '2026-12-06T19:00:00+01:00',
      categories: ['folk'],
      isFree: true,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { uuid: string; status: string; startTime: string; startTimeLocal: string; zoneId: number };
    expect(created).toMatchObject({
      status: 'published',
      startTime: '2026-12-06T15:00:00.000Z',
      startTimeLocal: '2026-12-06T16:00:00+01:00',
      zoneId: zone.id,
    });
    const { body } = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=2026-12-06`));
    expect(body.results).toEqual([
      { uuid: created.uuid, title: 'Sunday Session', startTime: '2026-12-06T15:00:00.000Z', venueName: 'Kiez Keller', zoneId: zone.id },
    ]);
  });

  it('changes an event, but not its venue', async () => {
    const response = await send('PATCH', `${mine.slug}/events/${myEvent.uuid}`, await bearer('venue-manager'), {
      title: 'Keller Jazz Trio',
      priceInfo: '€10',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'Keller Jazz Trio', priceInfo: '€10', status: 'published' });
    const moved = await send('PATCH', `${mine.slug}/events/${myEvent.uuid}`, await bearer('venue-manager'), { venueSlug: theirs.slug });
    expect(moved.status).toBe(400);
  });

  it('cancels a published event: it drops out of the lists; cancelling again is 409', async () => {
    const event = await createEvent({ zone, venueId: mine.id, localStart: '2026-12-10T20:00', title: 'Doomed Gig' });
    const response = await send('DELETE', `${mine.slug}/events/${event.uuid}`, await bearer('venue-manager'));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('cancelled');
    const { body } = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=2026-12-10`));
    expect(body.results).toEqual([]);
    await expectProblem(api(`/api/events/get?eventUuid=${event.uuid}`), 404);
    expect((await send('DELETE', `${mine.slug}/events/${event.uuid}`, await bearer('venue-manager'))).status).toBe(409);
  });

  it('bad bodies are 400 problems', async () => {
    for (const body of [
      {},
      { title: 'No start' },
      { title: 'x', startTime: 'tomorrow' },
      { title: '', startTime: '2026-12-06T16:00:00Z' },
      { title: 'x', startTime: '2026-12-06T16:00:00Z', status: 'published' },
    ]) {
      const response = await send('POST', `${mine.slug}/events`, await bearer('venue-manager'), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('others are refused', () => {
  it('no credentials: 401 with the challenge', async () => {
    const response = await fetch(adminUrl(`${mine.slug}/events`));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('resource_metadata=');
  });

  it('a reviewer (no venues:manage): 403, and nothing is created', async () => {
    await expectProblem(adminUrl(`${mine.slug}/events`), 403, { headers: await bearer('reviewer') });
    const response = await send('POST', `${mine.slug}/events`, await bearer('reviewer'), {
      title: 'Sneaky',
      startTime: '2026-12-07T10:00:00Z',
    });
    expect(response.status).toBe(403);
    const { body } = await getJson(adminUrl(`${mine.slug}/events`), { headers: await bearer('admin') });
    expect(body.results.some((event: { title: string }) => event.title === 'Sneaky')).toBe(false);
  });

  it('an administrator manages any venue', async () => {
    const { status } = await getJson(adminUrl(`${theirs.slug}/events`), { headers: await bearer('admin') });
    expect(status).toBe(200);
  });
});

describe('venue-manage tokens', () => {
  const issue = async (slug: string) => {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'venue-token', '--', slug, 'front desk'], {
      cwd: repoPath(''),
      env: { ...process.env, IDENTITY_STATE_DIR: inject('stack').identityStateDir, GATEWAY_URL: inject('stack').gateway },
    });
    return { token: stdout.trim(), id: /token id ([0-9a-f-]{36})/.exec(stderr)![1]! };
  };

  it('`npm run venue-token` prints a token that manages that venue only; it is stored as a hash', async () => {
    const { token, id } = await issue(mine.slug);
    expect(token).toMatch(/^vmt_[\w-]{43}$/);
    const { status, body } = await getJson(adminUrl(`${mine.slug}/events`), { headers: { 'x-venue-token': token } });
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    await expectProblem(adminUrl(`${theirs.slug}/events`), 403, { headers: { 'x-venue-token': token } });

    const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
    await client.connect();
    const { rows } = await client.query('select token_hash from venues.venue_token where id = $1', [id]);
    await client.end();
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a valid token presented for another venue is 403 (the caller is known, not allowed), in REST and GraphQL alike, and changes nothing', async () => {
    const { token } = await issue(mine.slug);
    const headers = { 'x-venue-token': token };
    const listed = await expectProblem(adminUrl(`${theirs.slug}/events`), 403, { headers });
    expect(listed.detail).toBe(`This venue-manage token does not manage ${theirs.slug}.`);
    await expectProblem(adminUrl(`${theirs.slug}/events/${theirEvent.uuid}`), 403, { headers });
    expect((await send('PATCH', `${theirs.slug}/events/${theirEvent.uuid}`, headers, { title: 'Hijacked' })).status).toBe(403);
    expect((await send('DELETE', `${theirs.slug}/events/${theirEvent.uuid}`, headers)).status).toBe(403);
    expect((await send('POST', `${theirs.slug}/events`, headers, { title: 'Planted', startTime: '2026-12-08T20:00:00Z' })).status).toBe(
      403,
    );

    const variables = { slug: theirs.slug, uuid: theirEvent.uuid };
    for (const query of [
      'query($slug: String!) { venueAccess(slug: $slug) { role } }',
      'query($slug: String!) { venueEvents(venueSlug: $slug) { uuid } }',
      'mutation($slug: String!, $uuid: String!) { cancelVenueEvent(venueSlug: $slug, uuid: $uuid) { status } }',
    ]) {
      expect(errorCode(await graphql(query, { variables, headers })), query).toBe('FORBIDDEN');
    }
    expect(
      errorCode(await graphql('query($slug: String!) { venueAccess(slug: $slug) { role } }', { variables, headers, subgraph: 'venues' })),
    ).toBe('FORBIDDEN');
    // Its own venue it still manages; a made-up token stays 401 / UNAUTHENTICATED everywhere.
    expect((await getJson(adminUrl(`${mine.slug}/events`), { headers })).status).toBe(200);
    const madeUp = { 'x-venue-token': `vmt_${'B'.repeat(43)}` };
    await expectProblem(adminUrl(`${theirs.slug}/events`), 401, { headers: madeUp });
    expect(errorCode(await graphql('query($slug: String!) { venueAccess(slug: $slug) { role } }', { variables, headers: madeUp }))).toBe(
      'UNAUTHENTICATED',
    );
    const { body } = await getJson(api(`/api/events/get?eventUuid=${theirEvent.uuid}`));
    expect(body.title).toBe('Their Night');
  });

  it('a revoked token is refused and changes nothing', async () => {
    const { token, id } = await issue(mine.slug);
    expect(
      (await send('PATCH', `${mine.slug}/events/${myEvent.uuid}`, { 'x-venue-token': token }, { description: 'Via the token.' })).status,
    ).toBe(200);
    const revoked = await graphql(`mutation { revokeVenueToken(id: "${id}") }`, { headers: await bearer('admin') });
    expect(revoked.data).toEqual({ revokeVenueToken: true });
    const refused = await send(
      'PATCH',
      `${mine.slug}/events/${myEvent.uuid}`,
      { 'x-venue-token': token },
      { description: 'After revocation.' },
    );
    expect(refused.status).toBe(401);
    const { body } = await getJson(adminUrl(`${mine.slug}/events/${myEvent.uuid}`), { headers: await bearer('admin') });
    expect(body.description).toBe('Via the token.');
  });

  it('made-up tokens are refused', async () => {
    for (const token of [`vmt_${'A'.repeat(43)}`, 'not-a-token', '']) {
      const response = await fetch(adminUrl(`${mine.slug}/events`), { headers: token ? { 'x-venue-token': token } : {} });
      expect(response.status).toBe(401);
    }
  });

  it('only administrators issue them', async () => {
    const answer = await graphql(`mutation { issueVenueToken(slug: "${mine.slug}") { token } }`, {
      headers: await bearer('venue-manager'),
    });
    expect(errorCode(answer)).toBe('FORBIDDEN');
  });

  it('the venues subgraph, called directly, applies the same rules', async () => {
    const direct = async (headers: Record<string, string>) =>
      errorCode(await graphql(`mutation { issueVenueToken(slug: "${mine.slug}") { token } }`, { headers, subgraph: 'venues' }));
    expect(await direct({})).toBe('UNAUTHENTICATED');
    expect(await direct(await bearer('venue-manager'))).toBe('FORBIDDEN');
    expect(await direct({ authorization: 'Bearer forged.token.here' })).toBe('UNAUTHENTICATED');
  });

  it('the events subgraph refuses a direct call without credentials', async () => {
    const answer = await graphql(`mutation { cancelVenueEvent(venueSlug: "${mine.slug}", uuid: "${myEvent.uuid}") { status } }`, {
      subgraph: 'events',
    });
    expect(errorCode(answer)).toBe('UNAUTHENTICATED');
  });
});
