import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { DemoRole } from '../../../../infra/src/identity/demo-clients.ts';
import { closeFixtures, createEvent, createVenue, createZone, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { graphql } from '../../../../test/support/graphql.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { callTool, MCP_FULL, mcpClient } from '../../../../test/support/mcp.ts';
import { bearer } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

interface Occurrence {
  uuid: string;
  title: string;
  status: string;
  startTimeLocal: string;
  seriesUuid: string;
}

interface SeriesAnswer {
  uuid: string;
  events: Occurrence[];
  recurrence: { rule: string; text: string; excludedDates: string[] };
  created?: number;
  updated?: number;
  cancelled?: number;
}

let zone: ZoneFixture;
let venue: { slug: string; id: number };
let reviewer: Record<string, string>;

const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = reviewer) => {
  const response = await fetch(api(path), {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as SeriesAnswer & Record<string, unknown>,
  };
};

/** A Tuesday a week or two ahead in London, 19:30 local time. */
const nextTuesday = () => {
  const today = DateTime.now().setZone('Europe/London').startOf('day');
  return today.plus({ days: ((2 - today.weekday + 7) % 7) + 7 }).set({ hour: 19, minute: 30 });
};

/** An event as a submitted page leaves it: waiting for review, at the venue, on a Tuesday evening. */
const waitingEvent = (title: string, status: 'ready_for_review' | 'published' | 'rejected' = 'ready_for_review') =>
  createEvent({ zone, venueId: venue.id, title, status, start: nextTuesday().toJSDate() });

beforeAll(async () => {
  zone = await createZone({ timezone: 'Europe/London' });
  venue = await createVenue(zone.id, 'Ceilidh Hall');
  reviewer = await bearer('reviewer');
});

describe('reviewers and repeating events, over REST', () => {
  let event: { uuid: string };
  let series: SeriesAnswer;

  it('a submitted event that says "every Tuesday" is made to repeat: it keeps its uuid, its other dates wait for review with it', async () => {
    event = await waitingEvent('Ceilidh Night');
    const { status, body } = await send('POST', `/api/review/events/${event.uuid}/repeat`, {
      recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6',
    });
    expect(status).toBe(201);
    series = body;
    expect(series.events).toHaveLength(6);
    expect(series.events[0]!.uuid).toBe(event.uuid);
    expect(series.events.every((one) => one.status === 'ready_for_review' && one.seriesUuid === series.uuid)).toBe(true);
    expect(series.events.every((one) => one.startTimeLocal.slice(11, 16) === '19:30')).toBe(true);
    expect(series).toMatchObject({ created: 5, recurrence: { rule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=6' } });
    expect(series.recurrence.text).toMatch(/Tuesday/);
    const review = await getJson(api(`/api/events/${series.events[1]!.uuid}/review`), { headers: reviewer });
    expect(review.body).toMatchObject({ event: { seriesUuid: series.uuid }, actions: ['approve', 'edit', 'request_more_info'] });
    expect((await send('GET', `/api/review/series/${series.uuid}`)).body.events.map((one) => one.uuid)).toEqual(
      series.events.map((one) => one.uuid),
    );
  });

  it('takes an event whose start has seconds, on its own date', async () => {
    const start = nextTuesday().set({ second: 15 }).toJSDate();
    const odd = await createEvent({ zone, venueId: venue.id, title: 'Odd Seconds', status: 'published', start });
    const { status, body } = await send('POST', `/api/review/events/${odd.uuid}/repeat`, { recurrence: 'RRULE:FREQ=WEEKLY;COUNT=2' });
    expect(status).toBe(201);
    expect(body.events.map((event) => event.uuid)[0]).toBe(odd.uuid);
  });

  it('refuses an event that is over when its rule gives no date to come', async () => {
    const past = DateTime.now().minus({ weeks: 3 }).toJSDate();
    const over = await createEvent({ zone, venueId: venue.id, title: 'Long Gone', status: 'published', start: past });
    const { status, body } = await send('POST', `/api/review/events/${over.uuid}/repeat`, { recurrence: 'RRULE:FREQ=WEEKLY;COUNT=2' });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/over/);
  });

  it('is refused a second time, and for an event in another status', async () => {
    const again = await send('POST', `/api/review/events/${event.uuid}/repeat`, { recurrence: 'RRULE:FREQ=DAILY;COUNT=3' });
    expect(again.status).toBe(409);
    expect(again.type).toMatch(/application\/problem\+json/);
    const rejected = await waitingEvent('Rejected Night', 'rejected');
    expect((await send('POST', `/api/review/events/${rejected.uuid}/repeat`, { recurrence: 'RRULE:FREQ=WEEKLY' })).status).toBe(409);
  });

  it('one approval publishes every date, and the public detail says how it repeats', async () => {
    const { status, body } = await send('POST', `/api/review/series/${series.uuid}/review`, { action: 'approve' });
    expect(status).toBe(200);
    expect(body.updated).toBe(6);
    expect(body.events.every((one) => one.status === 'published')).toBe(true);
    const detail = await getJson(api(`/api/events/get?eventUuid=${body.events[3]!.uuid}`));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ seriesUuid: series.uuid, recurrence: { text: series.recurrence.text } });
  });

  it('an edit of the series changes every date but the one edited on its own, and cancels a date it now skips', async () => {
    const own = series.events[2]!;
    const edited = await send('POST', `/api/events/${own.uuid}/review`, {
      action: 'edit',
      changes: { title: 'Ceilidh Night: Burns Special' },
    });
    expect(edited.status).toBe(200);
    const { status, body } = await send('PATCH', `/api/review/series/${series.uuid}`, {
      title: 'Ceilidh Night with Live Band',
      excludedDates: [series.events[4]!.startTimeLocal.slice(0, 10)],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ updated: 4, cancelled: 1 });
    const titles = Object.fromEntries(body.events.map((one) => [one.uuid, `${one.title} (${one.status})`]));
    expect(titles[own.uuid]).toBe('Ceilidh Night: Burns Special (published)');
    expect(titles[series.events[4]!.uuid]).toBe('Ceilidh Night (cancelled)');
    expect(titles[series.events[5]!.uuid]).toBe('Ceilidh Night with Live Band (published)');
  });

  it.each([
    ['a rule more frequent than daily', { recurrence: 'RRULE:FREQ=HOURLY' }, /FREQ=HOURLY/],
    ['a rule that does not give its own date', { recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=WE' }, /own date/],
    ['an unknown field', { recurrence: 'RRULE:FREQ=WEEKLY', everyone: true }, /everyone|unrecognized/i],
    ['a rule of the wrong type', { recurrence: 7 }, /recurrence/],
    ['excluded dates that are not dates', { recurrence: 'RRULE:FREQ=WEEKLY', excludedDates: ['next week'] }, /excludedDates|date/],
  ])('making an event repeat: %s is a 400 problem naming it, and nothing changes', async (_name, body, detail) => {
    const one = await waitingEvent(`Quiz ${Math.random()}`);
    const { status, type, body: problem } = await send('POST', `/api/review/events/${one.uuid}/repeat`, body);
    expect(status).toBe(400);
    expect(type).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(problem)).toMatch(detail);
    const review = await getJson(api(`/api/events/${one.uuid}/review`), { headers: reviewer });
    expect(review.body.event).toMatchObject({ status: 'ready_for_review', seriesUuid: null });
  });

  it('malformed JSON, a series moved elsewhere, an unknown series and a bad uuid are problems', async () => {
    expect((await send('PATCH', `/api/review/series/${series.uuid}`, '{"title": ')).status).toBe(400);
    expect((await send('PATCH', `/api/review/series/${series.uuid}`, { venueSlug: 'elsewhere' })).status).toBe(400);
    expect((await send('PATCH', `/api/review/series/${series.uuid}`, { title: 'x'.repeat(400) })).status).toBe(400);
    await expectProblem(api(`/api/review/series/${crypto.randomUUID()}`), 404, { headers: reviewer });
    await expectProblem(api('/api/review/series/not-a-uuid'), 400, { headers: reviewer });
    const after = await send('GET', `/api/review/series/${series.uuid}`);
    expect(after.body.events.filter((one) => one.title === 'Ceilidh Night with Live Band')).toHaveLength(4);
  });

  it('is for reviewers: no token is a 401, a venue manager a 403', async () => {
    await expectProblem(api(`/api/review/series/${series.uuid}`), 401);
    await expectProblem(api(`/api/review/series/${series.uuid}`), 403, { headers: await bearer('venue-manager') });
    const manager = await send('POST', `/api/review/series/${series.uuid}/review`, { action: 'approve' }, await bearer('venue-manager'));
    expect(manager.status).toBe(403);
  });
});

describe('reviewers and repeating events, over MCP (SDK 2.x client)', () => {
  it('repeat_event, review_event_series, edit_event_series and get_event_series', async () => {
    const client = await mcpClient(MCP_FULL, reviewer, 'modern');
    const one = await waitingEvent('Folk Session');
    const repeated = await callTool<SeriesAnswer>(client, 'repeat_event', {
      uuid: one.uuid,
      recurrence: 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=4',
    });
    expect(repeated.isError).toBeFalsy();
    expect(repeated.structured.events).toHaveLength(4);
    const approved = await callTool<SeriesAnswer>(client, 'review_event_series', {
      seriesUuid: repeated.structured.uuid,
      action: 'approve',
    });
    expect(approved.structured.events.map((event) => event.status)).toEqual(Array(4).fill('published'));
    const edited = await callTool<SeriesAnswer>(client, 'edit_event_series', {
      seriesUuid: repeated.structured.uuid,
      changes: { title: 'Folk Session in the Snug' },
    });
    expect(edited.structured.updated).toBe(4);
    const read = await callTool<SeriesAnswer>(client, 'get_event_series', { seriesUuid: repeated.structured.uuid });
    expect(read.structured.events.every((event) => event.title === 'Folk Session in the Snug')).toBe(true);
    const wrong = await callTool(client, 'repeat_event', { uuid: one.uuid, recurrence: 'RRULE:FREQ=MINUTELY' });
    expect(wrong.isError).toBe(true);
    const nothing = await callTool(client, 'edit_event_series', { seriesUuid: repeated.structured.uuid });
    expect(nothing.isError).toBe(true);
    await client.close();
  });
});

describe('the series operations behind the facades', () => {
  const id = crypto.randomUUID();
  const asked: [string, DemoRole[]][] = [
    [`{ eventSeries(uuid: "${id}") { uuid } }`, ['venue-manager']],
    [`mutation { updateEventSeries(uuid: "${id}", recurrence: "RRULE:FREQ=DAILY") { uuid } }`, ['venue-manager']],
    [`mutation { reviewEventSeries(uuid: "${id}", action: approve) { uuid } }`, ['venue-manager']],
    [`mutation { repeatEvent(uuid: "${id}", recurrence: "RRULE:FREQ=DAILY") { uuid } }`, ['venue-manager']],
  ];

  it.each(asked)('%s is refused without events:review, at the events port and through the gateway', async (query, roles) => {
    for (const headers of [{}, ...(await Promise.all(roles.map((role) => bearer(role))))]) {
      for (const through of [{ subgraph: 'events' }, {}]) {
        const { data, errors } = await graphql(query, { ...through, headers });
        expect(Object.values(data ?? {}).every((value) => value === null)).toBe(true);
        expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errors?.[0]?.extensions?.code);
      }
    }
  });
});
