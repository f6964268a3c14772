import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { closeFixtures, createEvent, createVenue, createZone, unique } from '../support/fixtures.ts';
import { errorCode, graphql } from '../support/graphql.ts';
import { api, getJson } from '../support/http.ts';
import { callTool, ERAS, MCP_FULL, mcpClient } from '../support/mcp.ts';
import { bearer, forgedToken } from '../support/tokens.ts';

afterAll(closeFixtures);

const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(api(path), {
    method,
    headers: { ...(await bearer('admin')), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: text ? JSON.parse(text) : null };
};

const audit = async (query: string) => (await getJson(api(`/api/admin/audit?${query}`), { headers: await bearer('admin') })).body;

describe('administrators: venues', () => {
  it('adds a venue, finds it, changes it, and records each step with what changed', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const name = `Assembly Rooms ${unique()}`;
    const created = await send('POST', '/api/admin/venues', { name, address: '1 High Street', lat: 51.5, lng: -0.1, zoneId: zone.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name, status: 'active', zoneName: zone.name, managers: [], tokens: [] });
    const slug = created.body.slug as string;

    const found = await getJson(api(`/api/admin/venues?q=${encodeURIComponent(name.split(' ')[2]!)}`), { headers: await bearer('admin') });
    expect(found.body.results.map((venue: { slug: string }) => venue.slug)).toEqual([slug]);
    const inZone = await getJson(api(`/api/admin/venues?zone_id=${zone.id}`), { headers: await bearer('admin') });
    expect(inZone.body).toMatchObject({ total: 1, nextOffset: null });

    const changed = await send('PATCH', `/api/admin/venues/${slug}`, { name: `${name} (upstairs)`, website: 'https://rooms.example/' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: `${name} (upstairs)`, website: 'https://rooms.example/', slug });
    expect((await getJson(api(`/api/p/venues/${slug}`))).body.name).toBe(`${name} (upstairs)`);

    const entries = (await audit(`object=${slug}&object_type=venue`)).results;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({ actor: 'demo-admin', objectType: 'venue', objectId: slug });
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: name, to: `${name} (upstairs)` },
        { field: 'website', from: null, to: 'https://rooms.example/' },
      ]),
    );
  });

  it.each([
    ['malformed JSON', '{"name": "x",'],
    ['a name of the wrong type', { name: 42 }],
    ['an empty name', { name: '   ' }],
    ['control characters', { name: 'Bad\u0007Name' }],
    ['a latitude off the globe', { lat: 91 }],
    ['a website that is not http(s)', { website: 'javascript:alert(1)' }],
    ['an unknown field', { status: 'proposed' }],
    ['nothing to change', {}],
  ])('a change with %s is a 400 problem, and the venue stays as it was', async (_name, body) => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    const answer = await send('PATCH', `/api/admin/venues/${venue.slug}`, body);
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/application\/problem\+json/);
    const after = await send('GET', `/api/admin/venues/${venue.slug}`);
    expect(after.body).toMatchObject({ name: venue.name, address: venue.address, lat: venue.lat, website: null });
  });

  it('refuses a venue in a zone that does not exist, and one of an unknown slug is a 404', async () => {
    const answer = await send('POST', '/api/admin/venues', { name: 'Nowhere Hall', lat: 1, lng: 1, zoneId: 2_000_000_000 });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/zone/);
    expect((await send('PATCH', '/api/admin/venues/no-such-venue-here', { name: 'X' })).status).toBe(404);
  });

  it('adds and removes managers, and issues a token that manages the venue until it is revoked', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    const subject = `person-${unique()}`;
    expect((await send('POST', `/api/admin/venues/${venue.slug}/managers`, { subject })).body.managers).toEqual([subject]);
    expect((await send('DELETE', `/api/admin/venues/${venue.slug}/managers/${subject}`)).body.managers).toEqual([]);

    const issued = await send('POST', `/api/admin/venues/${venue.slug}/tokens`, { label: 'front desk' });
    expect(issued.status).toBe(201);
    const asVenue = () => fetch(api(`/api/venue-admin/${venue.slug}/events`), { headers: { 'x-venue-token': issued.body.token } });
    expect((await asVenue()).status).toBe(200);
    const detail = await send('GET', `/api/admin/venues/${venue.slug}`);
    expect(detail.body.tokens).toEqual([
      expect.objectContaining({ id: issued.body.id, label: 'front desk', createdBy: 'demo-admin', revokedAt: null }),
    ]);
    expect(JSON.stringify(detail.body)).not.toContain(issued.body.token);

    expect((await send('DELETE', `/api/admin/venues/${venue.slug}/tokens/${issued.body.id}`)).status).toBe(200);
    expect((await asVenue()).status).toBe(401);
    expect((await send('DELETE', `/api/admin/venues/${venue.slug}/tokens/${issued.body.id}`)).status).toBe(404);
    const actions = (await audit(`object=${venue.slug}`)).results.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['revoke token', 'issue token', 'remove manager', 'add manager']);
  });

  it('merges a duplicate into the venue kept: its events and managers move, and it is gone', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const [kept, duplicate] = [await createVenue(zone.id, 'Corn Exchange'), await createVenue(zone.id, 'The Corn Exchange')];
    const event = await createEvent({ zone, venueId: duplicate.id, localStart: '2031-03-01T19:30', status: 'published' });
    await send('POST', `/api/admin/venues/${duplicate.slug}/managers`, { subject: 'corn-manager' });

    const merged = await send('POST', `/api/admin/venues/${duplicate.slug}/merge`, { into: kept.slug });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body).toMatchObject({ eventsMoved: 1, sourcesMoved: 0, venue: { slug: kept.slug, managers: ['corn-manager'] } });
    expect((await send('GET', `/api/admin/venues/${duplicate.slug}`)).status).toBe(404);
    const moved = await graphql<{ event: { venue: { slug: string } } }>(`{ event(uuid: "${event.uuid}") { venue { slug } } }`);
    expect(moved.data?.event.venue.slug).toBe(kept.slug);

    const other = await createVenue((await createZone({ timezone: 'Europe/London' })).id);
    expect((await send('POST', `/api/admin/venues/${kept.slug}/merge`, { into: other.slug })).status).toBe(409);
    expect((await send('POST', `/api/admin/venues/${kept.slug}/merge`, { into: kept.slug })).status).toBe(400);
  });
});

describe('administrators: towns and neighbourhoods', () => {
  it('adds a hidden town, shows it, adds a neighbourhood that takes its time zone, and names it in other languages', async () => {
    const name = `Lewes ${unique()}`;
    const town = await send('POST', '/api/admin/towns', {
      name,
      countryCode: 'gb',
      timezone: 'Europe/London',
      lat: 50.87,
      lng: 0.01,
      hidden: true,
    });
    expect(town.status, JSON.stringify(town.body)).toBe(201);
    expect(town.body).toMatchObject({ name, countryCode: 'GB', kind: 'city', hidden: true, parentId: null });
    const publicList = async () => (await getJson(api('/api/locations/list?country=GB'))).body as { id: number }[];
    expect((await publicList()).some((zone) => zone.id === town.body.id)).toBe(false);

    const shown = await send('PATCH', `/api/admin/towns/${town.body.id}`, { hidden: false, localNames: { es: `${name} (es)` } });
    expect(shown.body).toMatchObject({ hidden: false, localNames: { es: `${name} (es)` } });
    expect((await publicList()).some((zone) => zone.id === town.body.id)).toBe(true);

    const quarter = await send('POST', '/api/admin/towns', { name: 'Cliffe', countryCode: 'GB', parentId: town.body.id });
    expect(quarter.body).toMatchObject({ kind: 'neighbourhood', parentId: town.body.id, timezone: 'Europe/London' });
    expect((await send('PATCH', `/api/admin/towns/${town.body.id}`, { parentId: quarter.body.id })).status).toBe(400);

    const actions = (await audit(`object_type=zone&object=${town.body.id}`)).results.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['update', 'create']);
  });

  it.each([
    ['a time zone that does not exist', { timezone: 'Europe/Atlantis' }],
    ['a language that is not one', { localNames: { 'not a language': 'x' } }],
    ['a centre without its longitude', { lat: 10, lng: null }],
    ['a parent in another country', 'parent'],
    ['a hidden flag of the wrong type', { hidden: 'yes' }],
  ])('a change with %s is a 400 problem, and the town stays as it was', async (_name, change) => {
    const zone = await createZone({ timezone: 'Europe/London', centre: { lat: 51, lng: 0 } });
    const body = change === 'parent' ? { parentId: (await createZone({ timezone: 'America/New_York', countryCode: 'US' })).id } : change;
    const answer = await send('PATCH', `/api/admin/towns/${zone.id}`, body);
    expect(answer.status).toBe(400);
    const after = (await send('GET', '/api/admin/towns')).body.results.find((row: { id: number }) => row.id === zone.id);
    expect(after).toMatchObject({ timezone: 'Europe/London', lat: 51, lng: 0, parentId: null, localNames: {} });
  });

  it('refuses a slug its country already has (409) and an unknown zone (404)', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    expect(
      (await send('POST', '/api/admin/towns', { name: 'Again', slug: zone.slug, countryCode: 'GB', timezone: 'Europe/London' })).status,
    ).toBe(409);
    expect((await send('PATCH', '/api/admin/towns/2000000000', { hidden: true })).status).toBe(404);
  });
});

describe('administrators: the waitlist and the audit log', () => {
  it('marks a request done, which leaves the list unless asked for, and records who did it', async () => {
    const email = `waiting-${randomUUID()}@example.org`;
    await fetch(api('/api/waitlist'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, location: 'Frome' }),
    });
    const list = async (all: boolean) =>
      (await getJson(api(`/api/admin/waitlist?limit=100${all ? '&include_done=true' : ''}`), { headers: await bearer('admin') })).body
        .results as {
        uuid: string;
        email: string;
        doneBy: string | null;
      }[];
    const request = (await list(false)).find((entry) => entry.email === email)!;
    const marked = await send('PATCH', `/api/admin/waitlist/${request.uuid}`, { done: true });
    expect(marked.body).toMatchObject({ doneBy: 'demo-admin' });
    expect((await list(false)).some((entry) => entry.email === email)).toBe(false);
    expect((await list(true)).find((entry) => entry.email === email)?.doneBy).toBe('demo-admin');
    expect((await send('PATCH', `/api/admin/waitlist/${randomUUID()}`, { done: true })).status).toBe(404);
    expect((await audit(`object=${request.uuid}`)).results[0]).toMatchObject({
      action: 'mark done',
      objectType: 'waitlist',
      objectName: 'Frome',
    });
  });

  it('pages the log newest first without repeating or skipping an entry, and filters by person and day', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    for (let n = 0; n < 5; n++) await send('PATCH', `/api/admin/venues/${venue.slug}`, { address: `${n} Page Street` });
    const first = await audit(`object=${venue.slug}&limit=2`);
    const second = await audit(`object=${venue.slug}&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`);
    const third = await audit(`object=${venue.slug}&limit=2&cursor=${encodeURIComponent(second.nextCursor)}`);
    const addresses = [...first.results, ...second.results, ...third.results].map(
      (entry: { changes: { to: string }[] }) => entry.changes[0]!.to,
    );
    expect(addresses).toEqual(['4 Page Street', '3 Page Street', '2 Page Street', '1 Page Street', '0 Page Street']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`object=${venue.slug}&actor=demo-admin&from=${today}&to=${today}`)).results).toHaveLength(5);
    expect((await audit(`object=${venue.slug}&actor=demo-reviewer`)).results).toHaveLength(0);
    expect((await audit(`object=${venue.slug}&to=2020-01-01`)).results).toHaveLength(0);

    // Events' entries (their transitions) page the same way.
    const event = await createEvent({ zone, status: 'ready_for_review', start: new Date(Date.now() + 86_400_000) });
    for (const title of ['First title', 'Second title', 'Third title'])
      expect((await send('POST', `/api/events/${event.uuid}/review`, { action: 'edit', changes: { title } })).status).toBe(200);
    const firstPage = await audit(`object=${event.uuid}&limit=2`);
    const rest = await audit(`object=${event.uuid}&limit=2&cursor=${encodeURIComponent(firstPage.nextCursor)}`);
    const titles = [...firstPage.results, ...rest.results].map((entry: { changes: { to: string }[] }) => entry.changes[0]!.to);
    expect(titles).toEqual(['Third title', 'Second title', 'First title']);
  });

  it.each(['from=yesterday', 'cursor=not-a-cursor', 'limit=1000', 'object_type=planet'])('?%s is a 400 problem', async (query) => {
    const response = await fetch(api(`/api/admin/audit?${query}`), { headers: await bearer('admin') });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });
});

describe('who may administer', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/venues'],
    ['POST', '/api/admin/venues', { name: 'X', lat: 1, lng: 1, zoneId: 1 }],
    ['GET', '/api/admin/venues/some-venue'],
    ['PATCH', '/api/admin/venues/some-venue', { name: 'X' }],
    ['POST', '/api/admin/venues/some-venue/merge', { into: 'other-venue' }],
    ['POST', '/api/admin/venues/some-venue/tokens', {}],
    ['GET', '/api/admin/towns'],
    ['POST', '/api/admin/towns', { name: 'X', countryCode: 'GB', timezone: 'Europe/London' }],
    ['PATCH', '/api/admin/towns/1', { hidden: true }],
    ['PATCH', `/api/admin/waitlist/${randomUUID()}`, { done: true }],
    ['GET', '/api/admin/audit'],
  ];

  it.each(routes)('%s %s: 401 without a token or with a forged one, 403 for a reviewer or a venue manager', async (method, path, body) => {
    const json = body === undefined ? {} : { 'content-type': 'application/json' };
    const call = (headers: Record<string, string>) =>
      fetch(api(path), { method, headers: { ...json, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await call({})).status).toBe(401);
    expect((await call({ authorization: `Bearer ${await forgedToken({ key: 'stranger' })}` })).status).toBe(401);
    for (const role of ['reviewer', 'venue-manager'] as const) {
      const refused = await call(await bearer(role));
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    }
  });

  it('the gateway refuses the same to a reviewer, and each subgraph to a caller without the scope', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    const asReviewer = { headers: await bearer('reviewer') };
    for (const [query, subgraph] of [
      [`mutation { updateVenue(slug: "${venue.slug}", changes: { name: "Taken" }) { slug } }`, 'venues'],
      [`mutation { updateZone(id: ${zone.id}, changes: { hidden: true }) { id } }`, 'locations'],
      ['{ venueAudit { id } }', 'venues'],
      ['{ eventAudit { id } }', 'events'],
      ['{ zoneAudit { id } }', 'locations'],
      ['{ sourceAudit { id } }', 'submissions'],
    ] as const) {
      expect(errorCode(await graphql(query, asReviewer)), query).toBe('FORBIDDEN');
      expect(errorCode(await graphql(query, { ...asReviewer, subgraph })), `${subgraph}: ${query}`).toBe('FORBIDDEN');
    }
    expect((await send('GET', `/api/admin/venues/${venue.slug}`)).body.name).toBe(venue.name);
  });
});

describe.each(ERAS)('the write MCP endpoint for administrators (%s SDK)', (era) => {
  it('finds and changes a venue, hides a town, and reads the log; a reviewer is refused', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id, `Drill Hall ${unique()}`);
    const client = await mcpClient(MCP_FULL, await bearer('admin'), era);
    try {
      const found = await callTool<{ results: { slug: string }[] }>(client, 'find_venues', { q: venue.name });
      expect(found.structured.results.map((row) => row.slug)).toEqual([venue.slug]);
      const changed = await callTool(client, 'update_venue', { venueSlug: venue.slug, address: '2 Drill Lane' });
      expect(changed.structured).toMatchObject({ slug: venue.slug, address: '2 Drill Lane' });
      expect((await callTool(client, 'update_town', { zoneId: zone.id, hidden: true })).structured).toMatchObject({ hidden: true });
      const log = await callTool<{ results: { action: string }[] }>(client, 'read_audit_log', { object: venue.slug });
      expect(log.structured.results.map((entry) => entry.action)).toEqual(['update']);
      expect((await callTool(client, 'update_town', { zoneId: zone.id, timezone: 'Mars/Olympus' })).isError).toBe(true);
    } finally {
      await client.close();
    }
    const reviewer = await mcpClient(MCP_FULL, await bearer('reviewer'), era);
    try {
      await expect(callTool(reviewer, 'update_venue', { venueSlug: venue.slug, name: 'Taken over' })).rejects.toThrow(/events:admin/);
    } finally {
      await reviewer.close();
    }
    expect((await send('GET', `/api/admin/venues/${venue.slug}`)).body.name).toBe(venue.name);
  });
});
