import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  closeFixtures,
  createEvent,
  createEvents,
  createVenue,
  createZone,
  unique,
  type ZoneFixture,
} from '../../../../test/support/fixtures.ts';
import { errorCode, graphql } from '../../../../test/support/graphql.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { callTool, MCP_FULL, mcpClient } from '../../../../test/support/mcp.ts';
import { bearer, tokenFor } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

interface QueueItem {
  uuid: string;
  title: string;
  status: string;
  zoneId: number;
  zoneName: string;
  venueName: string | null;
  possibleDuplicates: { uuid: string }[];
  actions: string[];
  submittedAt: string;
  reviewUrl: string;
}
interface Queue {
  results: QueueItem[];
  nextCursor: string | null;
  counts: { ready_for_review: number; needs_info: number };
}

const queue = async (query: string, role: 'reviewer' | 'admin' = 'reviewer') => {
  const { status, body } = await getJson(api(`/api/review/queue?${query}`), { headers: await bearer(role) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Queue;
};

/** A city with a neighbourhood, and events entered into review a minute apart (oldest first: a, b, c). */
let city: ZoneFixture;
let neighbourhood: ZoneFixture;
let elsewhere: ZoneFixture;
const entered = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
const start = DateTime.now().plus({ days: 5 }).set({ hour: 19, minute: 0 });
let a: { uuid: string }, b: { uuid: string }, c: { uuid: string };

beforeAll(async () => {
  city = await createZone({ timezone: 'Australia/Sydney', countryCode: 'AU' });
  neighbourhood = await createZone({ timezone: 'Australia/Sydney', countryCode: 'AU', parentId: city.id, name: `Newtown ${unique()}` });
  elsewhere = await createZone({ timezone: 'Europe/London' });
  a = await createEvent({
    zone: city,
    title: 'Harbour Lights',
    status: 'ready_for_review',
    start: start.toJSDate(),
    placeName: 'Acceptance Hall',
    createdAt: entered(30),
  });
  b = await createEvent({
    zone: neighbourhood,
    title: 'Poetry Slam',
    status: 'needs_info',
    start: start.toJSDate(),
    createdAt: entered(20),
  });
  c = await createEvent({ zone: city, title: 'Night Market', status: 'ready_for_review', start: start.toJSDate(), createdAt: entered(10) });
  await createEvent({ zone: city, title: 'Already Out', status: 'published', start: start.toJSDate(), createdAt: entered(40) });
  await createEvent({ zone: city, title: 'Turned Down', status: 'rejected', start: start.toJSDate(), createdAt: entered(40) });
  await createEvent({ zone: elsewhere, title: 'Far Away', status: 'ready_for_review', start: start.toJSDate(), createdAt: entered(50) });
});

describe('GET /api/review/queue', () => {
  it("a city's queue: its own and its neighbourhoods' events awaiting review, oldest first, with counts per status", async () => {
    const page = await queue(`zone_id=${city.id}`);
    expect(page.results.map((item) => item.uuid)).toEqual([a.uuid, b.uuid, c.uuid]);
    expect(page.counts).toEqual({ ready_for_review: 2, needs_info: 1 });
    expect(page.nextCursor).toBeNull();
    const [first, second] = page.results;
    expect(first).toMatchObject({
      title: 'Harbour Lights',
      status: 'ready_for_review',
      zoneId: city.id,
      zoneName: city.name,
      venueName: 'Acceptance Hall',
      sourceUrl: null,
      missingFields: [],
      possibleDuplicates: [],
      actions: ['approve', 'edit', 'request_more_info'],
      reviewUrl: api(`/api/events/${a.uuid}/review`),
    });
    expect(first!.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first).toHaveProperty('startTimeLocal', start.setZone('Australia/Sydney').toISO({ suppressMilliseconds: true }));
    expect(second).toMatchObject({ status: 'needs_info', zoneId: neighbourhood.id, actions: ['approve', 'edit'] });
  });

  it("a neighbourhood's queue holds only its own; status narrows the page but not the counts", async () => {
    expect((await queue(`zone_id=${neighbourhood.id}`)).results.map((item) => item.uuid)).toEqual([b.uuid]);
    const needsInfo = await queue(`zone_id=${city.id}&status=needs_info`);
    expect(needsInfo.results.map((item) => item.uuid)).toEqual([b.uuid]);
    expect(needsInfo.counts).toEqual({ ready_for_review: 2, needs_info: 1 });
  });

  it('pages follow nextCursor without gaps or repeats', async () => {
    const first = await queue(`zone_id=${city.id}&limit=2`);
    expect(first.results.map((item) => item.uuid)).toEqual([a.uuid, b.uuid]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await queue(`zone_id=${city.id}&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.results.map((item) => item.uuid)).toEqual([c.uuid]);
    expect(second.nextCursor).toBeNull();
  });

  it('every zone: the whole queue, oldest first, administrators offered reject', async () => {
    const uuids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Queue = await queue(`limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, 'admin');
      uuids.push(...page.results.map((item) => item.uuid));
      if (page.results.some((item) => item.uuid === a.uuid))
        expect(page.results.find((item) => item.uuid === a.uuid)!.actions).toContain('reject');
      cursor = page.nextCursor;
    } while (cursor);
    const ours = uuids.filter((uuid) => [a.uuid, b.uuid, c.uuid].includes(uuid));
    expect(ours).toEqual([a.uuid, b.uuid, c.uuid]);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('possible duplicates: the same source URL, or the same title at the same venue on the same local day', async () => {
    const zone = await createZone({ timezone: 'Europe/Berlin', countryCode: 'DE' });
    const venue = await createVenue(zone.id, 'Kulturhaus');
    const day = DateTime.fromISO('2026-12-12T20:00', { zone: 'Europe/Berlin' });
    const source = `https://example.org/events/${unique()}`;
    const queued = await createEvent({
      zone,
      venueId: venue.id,
      title: 'Winter Concert',
      status: 'ready_for_review',
      start: day.toJSDate(),
      sourceUrl: source,
    });
    const sameSource = await createEvent({
      zone,
      title: 'Another Name',
      status: 'published',
      start: day.plus({ days: 9 }).toJSDate(),
      sourceUrl: source,
    });
    const sameTitleVenueDay = await createEvent({
      zone,
      venueId: venue.id,
      title: 'WINTER CONCERT',
      status: 'published',
      start: day.set({ hour: 23, minute: 30 }).toJSDate(),
    });
    await createEvent({ zone, venueId: venue.id, title: 'Winter Concert', status: 'published', start: day.plus({ days: 1 }).toJSDate() });
    await createEvent({ zone, title: 'Winter Concert', status: 'published', start: day.toJSDate() });
    await createEvent({ zone, venueId: venue.id, title: 'Winter Concert', status: 'rejected', start: day.toJSDate() });

    const [item] = (await queue(`zone_id=${zone.id}`)).results;
    expect(item!.uuid).toBe(queued.uuid);
    expect(item!.possibleDuplicates.map((duplicate) => duplicate.uuid).sort()).toEqual([sameSource.uuid, sameTitleVenueDay.uuid].sort());
    expect(item!.possibleDuplicates[0]).toEqual({
      uuid: expect.any(String),
      title: expect.any(String),
      status: 'published',
      startTime: expect.stringMatching(/Z$/),
    });
  });

  it.each([
    ['an unknown status', 'status=published', 400],
    ['a status given twice', 'status=needs_info&status=needs_info', 400],
    ['a zone id that is not a number', 'zone_id=abc', 400],
    ['a limit over 50', 'limit=51', 400],
    ['a limit of 0', 'limit=0', 400],
    ['a forged cursor', `cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`, 400],
    ['garbage for a cursor', 'cursor=%00%01', 400],
    [
      'a cursor naming no uuid',
      `cursor=${Buffer.from(JSON.stringify([new Date().toISOString(), '-'.repeat(36)])).toString('base64url')}`,
      400,
    ],
    [
      'a cursor from before time',
      `cursor=${Buffer.from(JSON.stringify(['-271821-04-20T00:00:00.000Z', '0f8fad5b-d9cb-469f-a165-70867728950e'])).toString('base64url')}`,
      400,
    ],
    ['an unknown zone', 'zone_id=2147483000', 404],
  ])('%s: %i problem', async (_label, query, status) => {
    const problem = await expectProblem(api(`/api/review/queue?${query}`), status, { headers: await bearer('reviewer') });
    expect(problem.detail).toBeTruthy();
  });

  it('needs a token with review rights: 401 without one, 403 for a venue manager', async () => {
    const anonymous = await fetch(api('/api/review/queue'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('resource_metadata=');
    await expectProblem(api('/api/review/queue'), 403, { headers: await bearer('venue-manager') });
  });
});

describe('the queue over GraphQL and MCP', () => {
  const QUERY = `query ($zoneId: Int!, $after: String) {
    location(id: $zoneId) { reviewQueue(limit: 2, after: $after) { edges { cursor node { event { uuid status } actions } } pageInfo { hasNextPage endCursor } counts { ready_for_review needs_info } } }
  }`;
  type Answer = {
    location: { reviewQueue: { edges: { node: { event: { uuid: string } } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
  };

  it('a cursor connection on a zone, for reviewers only', async () => {
    const refused = await graphql(QUERY, { variables: { zoneId: city.id } });
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    expect((refused.data as Answer | undefined)?.location?.reviewQueue ?? null).toBeNull();
    expect(errorCode(await graphql(`{ reviewQueue { counts { needs_info } } }`, { headers: await bearer('venue-manager') }))).toBe(
      'FORBIDDEN',
    );

    const first = await graphql<Answer>(QUERY, { variables: { zoneId: city.id }, headers: await bearer('reviewer') });
    expect(first.errors).toBeUndefined();
    expect(first.data!.location.reviewQueue.edges.map((edge) => edge.node.event.uuid)).toEqual([a.uuid, b.uuid]);
    expect(first.data!.location.reviewQueue.pageInfo.hasNextPage).toBe(true);
    const second = await graphql<Answer>(QUERY, {
      variables: { zoneId: city.id, after: first.data!.location.reviewQueue.pageInfo.endCursor },
      headers: await bearer('reviewer'),
    });
    expect(second.data!.location.reviewQueue.edges.map((edge) => edge.node.event.uuid)).toEqual([c.uuid]);
    expect(second.data!.location.reviewQueue.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
  });

  it('list_review_queue on /api/mcp: the REST answer, for reviewers only', async () => {
    // Without a token the endpoint answers 401 with a challenge naming events:review, and the client stops.
    const anonymous = await mcpClient(MCP_FULL);
    await expect(callTool(anonymous, 'list_review_queue', { zoneId: city.id })).rejects.toThrow(/401|Unauthorized/i);
    await anonymous.close();

    const reviewer = await mcpClient(MCP_FULL, { authorization: `Bearer ${await tokenFor('reviewer')}` });
    const listed = await callTool<Queue>(reviewer, 'list_review_queue', { zoneId: city.id });
    expect(listed.isError).toBeFalsy();
    expect(listed.structured).toEqual(await queue(`zone_id=${city.id}`));
    expect(listed.content).toEqual([
      expect.objectContaining({ type: 'text', text: expect.stringContaining('2 ready for review, 1 waiting for the submitter') }),
    ]);
    expect(await callTool(reviewer, 'list_review_queue', { zoneId: 2147483000 })).toMatchObject({
      isError: true,
      _meta: { 'local-events/error': { code: 'not_found' } },
    });
    await reviewer.close();
  });
});

describe('the queue searched, sorted and narrowed (GraphQL)', () => {
  const QUEUE = `query ($zoneId: Int!, $q: String, $order: String!, $sourceId: String, $submitter: String) {
    location(id: $zoneId) { reviewQueue(q: $q, order: $order, sourceId: $sourceId, submitter: $submitter) { nodes { event { uuid } } } }
  }`;
  type Answer = { location: { reviewQueue: { nodes: { event: { uuid: string } }[] } } };

  it('finds words of the title or the place, orders by entry or by start, and narrows to a source or a submitter', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const [source, submitter] = [crypto.randomUUID(), `submitter:${crypto.randomUUID()}`];
    const [jazz, market, walk] = await createEvents([
      {
        zone,
        status: 'ready_for_review',
        title: 'Late Jazz Session',
        start: start.plus({ days: 2 }).toJSDate(),
        createdAt: entered(30),
        sourceId: source,
      },
      {
        zone,
        status: 'ready_for_review',
        title: 'Market',
        placeName: 'Jazz Cellar',
        start: start.toJSDate(),
        createdAt: entered(20),
        submitter,
      },
      { zone, status: 'needs_info', title: 'Town walk', start: start.plus({ days: 1 }).toJSDate(), createdAt: entered(10), submitter },
    ]);
    const ask = async (variables: Record<string, unknown>) => {
      const answer = await graphql<Answer>(QUEUE, {
        variables: { zoneId: zone.id, order: 'oldest', ...variables },
        headers: await bearer('reviewer'),
      });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data!.location.reviewQueue.nodes.map((node) => node.event.uuid);
    };
    expect(await ask({ q: 'jazz' })).toEqual([jazz!.uuid, market!.uuid]);
    expect(await ask({ q: '100%_' })).toEqual([]);
    expect(await ask({ order: 'newest' })).toEqual([walk!.uuid, market!.uuid, jazz!.uuid]);
    expect(await ask({ order: 'starts' })).toEqual([market!.uuid, walk!.uuid, jazz!.uuid]);
    expect(await ask({ sourceId: source })).toEqual([jazz!.uuid]);
    expect(await ask({ submitter })).toEqual([market!.uuid, walk!.uuid]);

    // The same over REST.
    const rest = async (query: string) =>
      (await getJson(api(`/api/review/queue?zone_id=${zone.id}&${query}`), { headers: await bearer('reviewer') })).body.results.map(
        (item: { uuid: string }) => item.uuid,
      );
    expect(await rest('q=jazz&order=newest')).toEqual([market!.uuid, jazz!.uuid]);
    expect(await rest(`source_id=${source}`)).toEqual([jazz!.uuid]);
    expect(await rest(`submitter=${submitter}&order=starts`)).toEqual([market!.uuid, walk!.uuid]);
    await expectProblem(api(`/api/review/queue?order=random`), 400, { headers: await bearer('reviewer') });
    await expectProblem(api(`/api/review/queue?submitter=alice`), 400, { headers: await bearer('reviewer') });
  });

  it.each([
    [{ order: 'random' }, 'order'],
    [{ order: 'oldest', submitter: 'someone@example.org' }, 'submitter'],
    [{ order: 'oldest', sourceId: 'not-a-uuid' }, 'sourceId'],
    [{ order: 'oldest', q: 'bad\u0000words' }, 'q'],
  ])('%j is BAD_USER_INPUT naming %s', async (variables, field) => {
    const answer = await graphql(QUEUE, { variables: { zoneId: 1, ...variables }, headers: await bearer('reviewer') });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(answer.errors)).toContain(field);
  });
});
