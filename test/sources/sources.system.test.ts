import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvent, createVenue, createZone, type ZoneFixture } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { api, expectProblem, getJson } from '../support/http.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../support/submissions.ts';
import type { DemoRole } from '../../infra/src/identity/demo-clients.ts';
import { bearer } from '../support/tokens.ts';

afterAll(closeFixtures);

interface Run {
  status: string;
  created: number;
  updated: number;
  cancelled: number;
  unchanged: number;
  error: string | null;
}

let zone: ZoneFixture;
let admin: Record<string, string>;
/** Feeds served by the test stack's page server (allowed by SCRAPE_ALLOW_HOSTS), rewritten between runs. */
const feed = async (name: string, body: string) => {
  const { fixtures } = inject('stack');
  await writeFile(join(fixtures.dir, name), body);
  return `${fixtures.url}/pages/${name}`;
};
const send = (method: string, path: string, body?: unknown, headers = admin) =>
  getJson(api(path), {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Starts a run and waits for it to end; answers the source as it is then. */
async function runAndWait(id: string, path = `/api/admin/sources/${id}`) {
  const before = (await send('GET', path)).body.runs?.length ?? 0;
  const started = await send('POST', `${path}/run`);
  expect(started.status).toBe(202);
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const { body } = await send('GET', path);
    if (body.runs.length > before && body.lastRun && body.lastRun.status !== 'running')
      return body as { lastRun: Run; runs: Run[]; failuresInARow: number; backingOff: boolean };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the run did not end within 30 s');
}

/** Published events of the zone over the next year, as the public graph lists them (31 days at a time). */
async function published() {
  const events: { uuid: string; title: string; startTime: string; seriesUuid: string | null }[] = [];
  for (let month = 0; month < 12; month++) {
    const from = DateTime.now().plus({ days: 31 * month });
    const { data, errors } = await graphql(
      `{ eventsInZones(zoneIds: [${zone.id}], timezone: "Europe/London", date: "${from.toISODate()}", until: "${from.plus({ days: 30 }).toISODate()}", limit: 500) { uuid title startTime seriesUuid } }`,
    );
    expect(errors).toBeUndefined();
    events.push(...((data?.eventsInZones ?? []) as typeof events));
  }
  return events;
}

const ics = (events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//feed//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const stamp = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");

describe('an iCalendar feed an administrator follows', () => {
  const soon = DateTime.now().setZone('Europe/London').startOf('day').plus({ days: 3 });
  // Weekly from the first Tuesday of March: the clocks go forward on the last Sunday of March.
  const march = DateTime.fromObject(
    { year: soon.year + (soon.month > 2 ? 1 : 0), month: 3, day: 1, hour: 19, minute: 30 },
    { zone: 'Europe/London' },
  );
  const tuesday = march.plus({ days: (2 - march.weekday + 7) % 7 });
  const quiz = (title = 'Pub Quiz') =>
    vevent([
      'UID:quiz@test',
      `SUMMARY:${title}`,
      `DTSTART;TZID=Europe/London:${stamp(tuesday)}`,
      `DTEND;TZID=Europe/London:${stamp(tuesday.plus({ hours: 2 }))}`,
      'RRULE:FREQ=WEEKLY;COUNT=6',
      `EXDATE;TZID=Europe/London:${stamp(tuesday.plus({ weeks: 1 }))}`,
    ]);
  const special = vevent([
    'UID:quiz@test',
    `RECURRENCE-ID;TZID=Europe/London:${stamp(tuesday.plus({ weeks: 2 }))}`,
    'SUMMARY:Pub Quiz: Christmas in March',
    `DTSTART;TZID=Europe/London:${stamp(tuesday.plus({ weeks: 2, minutes: 30 }))}`,
  ]);
  const gig = (uid: string, title: string, days: number) =>
    vevent([
      `UID:${uid}`,
      `SUMMARY:${title}`,
      `DTSTART:${soon.plus({ days, hours: 20 }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
      'LOCATION:The Lamb',
    ]);
  let id: string;
  let url: string;

  beforeAll(async () => {
    admin = await bearer('admin');
    zone = await createZone({ timezone: 'Europe/London' });
    url = await feed(`feed-${randomUUID()}.ics`, ics([gig('a@test', 'Folk Night', 0), gig('b@test', 'Blues Night', 1), quiz(), special]));
  });

  it('is registered, runs, and puts every event in: single ones, a weekly series across the change of the clocks, and its changed date', async () => {
    const registered = await send('POST', '/api/admin/sources', { url, zoneId: zone.id, trust: 'publish' });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ url, zoneId: zone.id, trust: 'publish', everyMinutes: 60, paused: false, lastRun: null });
    id = registered.body.id;
    const source = await runAndWait(id);
    expect(source.lastRun).toMatchObject({ status: 'ok', created: 2 + 5, error: null });
    const events = await published();
    expect(events.map((event) => event.title).sort()).toEqual(
      ['Blues Night', 'Folk Night', 'Pub Quiz', 'Pub Quiz', 'Pub Quiz', 'Pub Quiz: Christmas in March', 'Pub Quiz'].sort(),
    );
    const quizzes = events.filter((event) => event.seriesUuid);
    expect(new Set(quizzes.map((event) => event.seriesUuid)).size).toBe(1);
    const local = quizzes.map((event) => DateTime.fromISO(event.startTime).setZone('Europe/London').toFormat('HH:mm'));
    expect(local.filter((time) => time === '19:30')).toHaveLength(4);
    // The changed date starts at 20:00, before the clocks change.
    expect(local).toContain('20:00');
    expect(new Set(quizzes.map((event) => DateTime.fromISO(event.startTime).toUTC().toFormat('HH:mm')))).toEqual(
      new Set(['19:30', '18:30', '20:00']),
    );
  });

  it('runs again on an unchanged feed: the conditional request is answered 304 and nothing changes', async () => {
    const before = await published();
    const source = await runAndWait(id);
    expect(source.lastRun).toMatchObject({ status: 'not_modified', created: 0, updated: 0, cancelled: 0 });
    expect(await published()).toEqual(before);
  });

  it('follows changes: a changed title is updated, an event that left the feed is cancelled, the rest is unchanged', async () => {
    await feed(new URL(url).pathname.split('/').pop()!, ics([gig('a@test', 'Folk Night (sold out)', 0), quiz(), special]));
    const source = await runAndWait(id);
    expect(source.lastRun).toMatchObject({ status: 'ok', created: 0, updated: 1, cancelled: 1, unchanged: 2 });
    const titles = (await published()).map((event) => event.title);
    expect(titles).toContain('Folk Night (sold out)');
    expect(titles).not.toContain('Blues Night');
    expect(titles).not.toContain('Folk Night');
  });

  it('is listed, changed, paused and removed by an administrator, and refused to anyone else', async () => {
    const listed = await send('GET', '/api/admin/sources');
    expect(listed.body.results.map((source: { id: string }) => source.id)).toContain(id);
    const paused = await send('PATCH', `/api/admin/sources/${id}`, { paused: true, everyMinutes: 30 });
    expect(paused.body).toMatchObject({ paused: true, everyMinutes: 30, nextRunAt: null });
    for (const headers of [{}, await bearer('reviewer'), await bearer('venue-manager')]) {
      const { status } = await send('GET', `/api/admin/sources/${id}`, undefined, headers);
      expect([401, 403]).toContain(status);
    }
    const { data, errors } = await graphql(`{ sources { id } }`, { headers: await bearer('reviewer') });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await expectProblem(api(`/api/admin/sources/${id}`), 400, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ everyMinutes: 1 }),
    });
    expect((await send('DELETE', `/api/admin/sources/${id}`)).body).toEqual({ id, removed: true });
    await expectProblem(api(`/api/admin/sources/${id}`), 404, { headers: admin });
    // Its events stay.
    expect((await published()).map((event) => event.title)).toContain('Folk Night (sold out)');
  });
});

describe('a feed and the people who keep the guide', () => {
  beforeAll(async () => {
    admin = await bearer('admin');
    zone ??= await createZone({ timezone: 'Europe/London' });
  });

  it("keeps a reviewer's edit through later runs, brings back an event that returns to the feed, and reads past a bad or repeated item", async () => {
    const at = (days: number) => DateTime.now().plus({ days }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    const name = `people-${randomUUID()}.ics`;
    const edited = (title: string) => vevent(['UID:edited@test', `SUMMARY:${title}`, `DTSTART:${at(10)}`]);
    const returning = vevent(['UID:returning@test', 'SUMMARY:Returning Night', `DTSTART:${at(11)}`]);
    const twice = vevent(['URL:https://tickets.example.org/shared', 'SUMMARY:Shared Page Gig', `DTSTART:${at(12)}`]);
    // A rule the guide refuses (more often than daily): that event is skipped, not the feed.
    const bad = vevent(['UID:bad@test', 'SUMMARY:Every Hour', `DTSTART:${at(13)}`, 'RRULE:FREQ=HOURLY;COUNT=5']);
    const url = await feed(name, ics([edited('Feed Title'), returning, twice, twice, bad]));
    const registered = await send('POST', '/api/admin/sources', { url, zoneId: zone.id, trust: 'publish' });
    const first = await runAndWait(registered.body.id);
    expect(first.lastRun).toMatchObject({ status: 'ok', created: 3 });
    const titles = async () => (await published()).map((event) => event.title);
    expect(await titles()).toEqual(expect.arrayContaining(['Feed Title', 'Returning Night', 'Shared Page Gig']));
    expect((await titles()).filter((title) => title === 'Shared Page Gig')).toHaveLength(1);
    expect(await titles()).not.toContain('Every Hour');

    const mine = (await published()).find((event) => event.title === 'Feed Title')!;
    const review = await send('POST', `/api/events/${mine.uuid}/review`, { action: 'edit', changes: { title: 'Reviewer Title' } });
    expect(review.status).toBe(200);
    await feed(name, ics([edited('Feed Title, changed'), twice]));
    await runAndWait(registered.body.id);
    expect(await titles()).toContain('Reviewer Title');
    expect(await titles()).not.toContain('Feed Title, changed');
    expect(await titles()).not.toContain('Returning Night');

    await feed(name, ics([edited('Feed Title, changed'), returning, twice]));
    const back = await runAndWait(registered.body.id);
    expect(back.lastRun.status).toBe('ok');
    expect(await titles()).toContain('Returning Night');
    expect(await titles()).toContain('Reviewer Title');
  });
});

describe('the ways in to sources and bulk rejection, behind the facades', () => {
  const id = randomUUID();
  /** Each operation, and the roles refused it (anonymous callers always are). */
  const asked: [string, string, DemoRole[]][] = [
    ['submissions', '{ sources { id } }', ['reviewer', 'venue-manager']],
    ['submissions', `{ source(id: "${id}") { id } }`, ['reviewer', 'venue-manager']],
    [
      'submissions',
      'mutation { registerSource(input: { url: "https://example.org/feed.ics", zoneId: 1 }) { id } }',
      ['reviewer', 'venue-manager'],
    ],
    ['submissions', `mutation { runSource(id: "${id}") { id } }`, ['reviewer', 'venue-manager']],
    ['submissions', `{ sameSubmitter(submissionUuid: "${id}") }`, ['venue-manager']],
    ['events', `mutation { importSourceEvents(sourceId: "${id}", trusted: true, items: []) { created } }`, ['reviewer', 'admin']],
    ['events', `mutation { cancelMissingSourceEvents(sourceId: "${id}", seenKeys: []) }`, ['reviewer', 'admin']],
    ['events', `mutation { rejectPendingEvents(sourceId: "${id}") }`, ['reviewer', 'venue-manager']],
  ];

  it.each(asked)('%s refuses %s without the scope, at its own port and through the gateway', async (subgraph, query, roles) => {
    for (const headers of [{}, ...(await Promise.all(roles.map((role) => bearer(role))))]) {
      for (const through of [{ subgraph }, {}]) {
        const { data, errors } = await graphql(query, { ...through, headers });
        // Nothing answered: no data, or the (nullable) field null beside the error.
        expect(
          Object.values(data ?? {}).every((value) => value === null),
          query,
        ).toBe(true);
        expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errors?.[0]?.extensions?.code);
      }
    }
  });
});

describe('feeds that are hostile or broken', () => {
  beforeAll(async () => {
    admin = await bearer('admin');
    zone ??= await createZone({ timezone: 'Europe/London' });
  });
  const { fixtures } = inject('stack');

  it.each([
    ['a private address', `${fixtures.privateUrl}/feed.ics`],
    ['a loopback name', 'http://localhost/feed.ics'],
    ['a file URL', 'file:///etc/passwd'],
  ])('refuses to register %s', async (_name, url) => {
    const { status, body } = await send('POST', '/api/admin/sources', { url, zoneId: zone.id });
    expect([400, 422]).toContain(status);
    expect(body.status).toBe(status);
  });

  it('fails the run with a reason, harms nothing, and backs off after three failures in a row', async () => {
    const many = Array.from({ length: 51 }, (_, i) =>
      vevent([
        `UID:many-${i}@test`,
        `SUMMARY:Many ${i}`,
        `DTSTART:${DateTime.now()
          .plus({ days: 2 + i })
          .toUTC()
          .toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
      ]),
    );
    const cases: [string, string, RegExp][] = [
      ['too large', `${fixtures.url}/huge?${randomUUID()}`, /larger than/],
      ['too slow', `${fixtures.url}/slow?${randomUUID()}`, /did not answer within 3 s/],
      ['not a calendar', await feed(`broken-${randomUUID()}.ics`, 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage'), /calendar/],
      ['wrong type', await feed(`image-${randomUUID()}.png`, 'PNG'), /not read/],
      ['too many events', await feed(`many-${randomUUID()}.ics`, ics(many)), /51 events, more than 50/],
      [
        'a redirect to a refused address',
        `${fixtures.url}/redirect?to=${encodeURIComponent(`${fixtures.privateUrl}/x`)}&n=${randomUUID()}`,
        /port|address/,
      ],
    ];
    const before = (await published()).length;
    for (const [name, url, reason] of cases) {
      const registered = await send('POST', '/api/admin/sources', { url, zoneId: zone.id, trust: 'publish' });
      expect(registered.status, name).toBe(201);
      const source = await runAndWait(registered.body.id);
      expect(source.lastRun.status, name).toBe('failed');
      expect(source.lastRun.error, name).toMatch(reason);
    }
    expect((await published()).length).toBe(before);

    const broken = await send('POST', '/api/admin/sources', { url: `${fixtures.url}/pages/missing-${randomUUID()}.ics`, zoneId: zone.id });
    let source = await runAndWait(broken.body.id);
    source = await runAndWait(broken.body.id);
    expect(source).toMatchObject({ failuresInARow: 2, backingOff: false });
    source = await runAndWait(broken.body.id);
    expect(source).toMatchObject({ failuresInARow: 3, backingOff: true });
  });
});

describe('sources of a venue and sources that need review', () => {
  beforeAll(async () => {
    admin = await bearer('admin');
    zone ??= await createZone({ timezone: 'Europe/London' });
  });

  it("a venue's manager follows the venue's own feed: its events are published at the venue", async () => {
    const venue = await createVenue(zone.id, 'Feed Hall');
    const start = DateTime.now().plus({ days: 5 }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    const url = await feed(`venue-${randomUUID()}.ics`, ics([vevent(['UID:hall@test', 'SUMMARY:Hall Dance', `DTSTART:${start}`])]));
    const registered = await send('POST', `/api/venue-admin/${venue.slug}/sources`, { url });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ trust: 'publish', venueSlug: venue.slug, zoneId: zone.id });
    const source = await runAndWait(registered.body.id, `/api/venue-admin/${venue.slug}/sources/${registered.body.id}`);
    expect(source.lastRun).toMatchObject({ status: 'ok', created: 1 });
    const events = await getJson(api(`/api/venue-admin/${venue.slug}/events`), { headers: admin });
    expect(events.body.results.map((event: { title: string }) => event.title)).toEqual(['Hall Dance']);
    // A venue follows at most ten feeds; its managers cannot make the guide fetch more.
    for (let more = 1; more < 10; more++)
      expect((await send('POST', `/api/venue-admin/${venue.slug}/sources`, { url: `${url}?more=${more}` })).status).toBe(201);
    const eleventh = await send('POST', `/api/venue-admin/${venue.slug}/sources`, { url: `${url}?more=10` });
    expect(eleventh.status).toBe(409);
    expect((await getJson(api(`/api/venue-admin/${venue.slug}/sources`), { headers: admin })).body.results).toHaveLength(10);
    const other = await createVenue(zone.id, 'Not Theirs');
    await expectProblem(api(`/api/venue-admin/${other.slug}/sources/${registered.body.id}`), 404, { headers: admin });
  });

  it('an event already in the guide from another way in is linked, not listed twice', async () => {
    const venue = await createVenue(zone.id, 'Twin Club');
    const start = DateTime.now().setZone('Europe/London').startOf('day').plus({ days: 8, hours: 21 });
    const existing = await createEvent({ zone, venueId: venue.id, start: start.toJSDate(), title: 'Late Jazz Night' });
    const at = (time: DateTime) => time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    const url = await feed(
      `twin-${randomUUID()}.ics`,
      ics([
        vevent(['UID:twin@test', 'SUMMARY:LATE JAZZ NIGHT!', `DTSTART:${at(start.plus({ minutes: 10 }))}`]),
        vevent(['UID:other@test', 'SUMMARY:Late Jazz Night', `DTSTART:${at(start.plus({ hours: 2 }))}`]),
      ]),
    );
    const registered = await send('POST', `/api/venue-admin/${venue.slug}/sources`, { url });
    const source = await runAndWait(registered.body.id, `/api/venue-admin/${venue.slug}/sources/${registered.body.id}`);
    expect(source.lastRun).toMatchObject({ status: 'ok', created: 1, unchanged: 1 });
    const events = (await getJson(api(`/api/venue-admin/${venue.slug}/events`), { headers: admin })).body.results as {
      uuid: string;
      status: string;
    }[];
    expect(events.map((event) => event.status).sort()).toEqual(['duplicate', 'published', 'published']);
    const twin = events.find((event) => event.status === 'duplicate')!;
    const { data } = await graphql(`{ eventReview(uuid: "${twin.uuid}") { event { duplicateOf } } }`, { headers: admin });
    expect(data?.eventReview).toEqual({ event: { duplicateOf: existing.uuid } });
    const day = start.toISODate();
    const listed = (await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day}`))).body.results as { uuid: string }[];
    // The one already there and the feed's other night, two hours later; not the twin.
    expect(listed.map((event) => event.uuid)).toContain(existing.uuid);
    expect(listed.map((event) => event.uuid)).not.toContain(twin.uuid);
    expect(listed.filter((event) => events.some((mine) => mine.uuid === event.uuid))).toHaveLength(2);
  });

  it('a source that is not trusted sends its new events to the review queue, not to the guide', async () => {
    const start = DateTime.now().plus({ days: 6 }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    const url = await feed(`review-${randomUUID()}.ics`, ics([vevent(['UID:unsure@test', 'SUMMARY:Unsure Gig', `DTSTART:${start}`])]));
    const registered = await send('POST', '/api/admin/sources', { url, zoneId: zone.id });
    expect(registered.body.trust).toBe('review');
    const source = await runAndWait(registered.body.id);
    expect(source.lastRun).toMatchObject({ status: 'ok', created: 1 });
    expect((await published()).map((event) => event.title)).not.toContain('Unsure Gig');
    const queue = await getJson(api(`/api/review/queue?zone_id=${zone.id}`), { headers: await bearer('reviewer') });
    expect(JSON.stringify(queue.body)).toContain('Unsure Gig');
  });
});

describe('spam and mistakes at scale, from the review queue', () => {
  beforeAll(async () => {
    admin = await bearer('admin');
    zone ??= await createZone({ timezone: 'Europe/London' });
  });
  const reject = (body: unknown, headers = admin) => send('POST', '/api/review/reject-pending', body, headers);
  const statusOf = async (uuid: string) => (await getJson(api(`/api/events/${uuid}/review`), { headers: admin })).body.event.status;

  it("rejects every pending event of a source in one action and pauses it; another source's stay", async () => {
    const day = (days: number) => DateTime.now().plus({ days }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    const spam = Array.from({ length: 3 }, (_, i) => vevent([`UID:spam-${i}@test`, `SUMMARY:Cheap Pills ${i}`, `DTSTART:${day(3 + i)}`]));
    const spammy = await send('POST', '/api/admin/sources', { url: await feed(`spam-${randomUUID()}.ics`, ics(spam)), zoneId: zone.id });
    const honest = await send('POST', '/api/admin/sources', {
      url: await feed(`honest-${randomUUID()}.ics`, ics([vevent(['UID:honest@test', 'SUMMARY:Choir Practice', `DTSTART:${day(4)}`])])),
      zoneId: zone.id,
    });
    expect((await runAndWait(spammy.body.id)).lastRun.created).toBe(3);
    expect((await runAndWait(honest.body.id)).lastRun.created).toBe(1);

    expect((await reject({ sourceId: spammy.body.id }, await bearer('reviewer'))).status).toBe(403);
    const done = await reject({ sourceId: spammy.body.id, pauseSource: true, message: 'Spam' });
    expect(done.body).toEqual({ rejected: 3, sourcePaused: true });
    expect((await send('GET', `/api/admin/sources/${spammy.body.id}`)).body.paused).toBe(true);
    const queue = JSON.stringify((await getJson(api(`/api/review/queue?zone_id=${zone.id}`), { headers: admin })).body);
    expect(queue).not.toContain('Cheap Pills');
    expect(queue).toContain('Choir Practice');
    expect((await reject({ sourceId: spammy.body.id })).body.rejected).toBe(0);
  });

  it("rejects every pending event of one submitter, found by any of their events; another submitter's stay", async () => {
    const submitted = async (email: string, name: string) => {
      const page = await servePage(jsonLdPage({ name, startDate: DateTime.now().plus({ days: 9 }).toISO() }));
      const answer = await submit({ url: page, email });
      return (await settledSubmission(answer.body.submission.uuid)).event!.uuid;
    };
    const flooder = `flood-${randomUUID().slice(0, 8)}@example.org`;
    const first = await submitted(flooder, 'Flood One');
    const second = await submitted(flooder.toUpperCase(), 'Flood Two');
    const other = await submitted(`other-${randomUUID().slice(0, 8)}@example.org`, 'Somebody Else');
    const done = await reject({ submitterOf: second });
    expect(done.body).toEqual({ rejected: 2, sourcePaused: false });
    expect([await statusOf(first), await statusOf(second), await statusOf(other)]).toEqual(['rejected', 'rejected', 'ready_for_review']);
  });

  it('refuses a body that names both, neither, or an unknown event', async () => {
    for (const body of [{}, { sourceId: randomUUID(), submitterOf: randomUUID() }, { submitterOf: randomUUID(), pauseSource: true }])
      expect((await reject(body)).status).toBe(400);
    expect((await reject({ submitterOf: randomUUID() })).status).toBe(404);
  });
});
