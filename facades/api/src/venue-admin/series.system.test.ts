import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { closeFixtures, createVenue, createZone, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { graphql } from '../../../../test/support/graphql.ts';
import { bearer } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

interface Occurrence {
  uuid: string;
  title: string;
  status: string;
  startTime: string;
  startTimeLocal: string;
  endTimeLocal: string | null;
  seriesUuid: string;
}

interface SeriesAnswer {
  uuid: string;
  events: Occurrence[];
  recurrence: { rule: string; text: string; excludedDates: string[] };
  created: number;
  updated: number;
  cancelled: number;
}

let zone: ZoneFixture;
let venue: { slug: string; id: number };
let admin: Record<string, string>;
const send = async (method: string, path: string, body?: unknown) =>
  fetch(api(`/api/venue-admin/${venue.slug}/${path}`), {
    method,
    headers: { 'content-type': 'application/json', ...admin },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const venueEvents = async () =>
  (await getJson(api(`/api/venue-admin/${venue.slug}/events`), { headers: admin })).body.results as Occurrence[];

/** The next Tuesday in London, so that twenty weeks of Tuesdays cross the clocks going forward in March. */
const firstTuesday = () => {
  const today = DateTime.now().setZone('Europe/London').startOf('day');
  return today.plus({ days: ((2 - today.weekday + 7) % 7) + 7 });
};

beforeAll(async () => {
  zone = await createZone({ timezone: 'Europe/London' });
  venue = await createVenue(zone.id, 'Salsa Hall');
  admin = await bearer('admin');
});

describe('a weekly event at a venue', () => {
  const first = firstTuesday();
  const skipped = first.plus({ weeks: 2 }).toISODate()!;
  let occurrences: Occurrence[];
  let seriesUuid: string;

  it('is created from one rule: each Tuesday an event of its own at 19:30 local time, across the change of the clocks', async () => {
    const response = await send('POST', 'events', {
      title: 'Salsa for Beginners',
      startTime: first.set({ hour: 19, minute: 30 }).toISO(),
      endTime: first.set({ hour: 21, minute: 0 }).toISO(),
      recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=20',
      excludedDates: [skipped],
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Occurrence & { recurrence: { rule: string; text: string; excludedDates: string[] } };
    seriesUuid = created.seriesUuid;
    expect(created).toMatchObject({
      title: 'Salsa for Beginners',
      status: 'published',
      recurrence: { rule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=20', excludedDates: [skipped] },
    });
    expect(created.recurrence.text).toMatch(/Tuesday/);
    occurrences = (await venueEvents()).filter((event) => event.seriesUuid === seriesUuid);
    expect(occurrences).toHaveLength(19);
    expect(new Set(occurrences.map((event) => event.uuid)).size).toBe(19);
    expect(occurrences.map((event) => event.startTimeLocal.slice(0, 10))).not.toContain(skipped);
    for (const event of occurrences) {
      expect(event.startTimeLocal).toMatch(/T19:30:00\+0[01]:00$/);
      expect(event.endTimeLocal).toMatch(/T21:00:00\+0[01]:00$/);
      expect(DateTime.fromISO(event.startTimeLocal, { setZone: true }).weekday).toBe(2);
    }
    // Both sides of the clock change: 19:30 is 19:30Z in winter and 18:30Z in summer.
    expect(new Set(occurrences.map((event) => event.startTime.slice(11, 16)))).toEqual(new Set(['19:30', '18:30']));
  });

  it('lists each occurrence on its day with the list’s usual shape, and its detail names the series and the rule in words', async () => {
    const second = occurrences[1]!;
    const day = second.startTimeLocal.slice(0, 10);
    const list = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day}`));
    const listed = list.body.results.find((event: { uuid: string }) => event.uuid === second.uuid);
    expect(Object.keys(listed).sort()).toEqual(['startTime', 'title', 'uuid', 'venueName', 'zoneId']);
    const detail = await getJson(api(`/api/events/get?eventUuid=${second.uuid}`));
    expect(detail.body).toMatchObject({ seriesUuid, recurrence: { rule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=20' } });
    expect(detail.body.recurrence.text).toBe('every week on Tuesday for 20 times');
    const page = await fetch(detail.body.url);
    expect(await page.text()).toContain('Repeats every week on Tuesday for 20 times');
    const { data } = await graphql(`{ event(uuid: "${second.uuid}") { seriesUuid recurrence { rule text excludedDates } } }`);
    expect(data?.event).toEqual({ seriesUuid, recurrence: { ...detail.body.recurrence } });
  });

  it('cancels one date on its own, and changes another on its own; the venue feed then holds each occurrence once, the cancelled one marked so', async () => {
    const [, cancelled, , changed] = occurrences;
    expect((await send('DELETE', `events/${cancelled!.uuid}`)).status).toBe(200);
    const patched = await send('PATCH', `events/${changed!.uuid}`, { title: 'Salsa: Christmas Special' });
    expect(patched.status).toBe(200);
    const day = cancelled!.startTimeLocal.slice(0, 10);
    const list = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day}`));
    expect(list.body.results.map((event: { uuid: string }) => event.uuid)).not.toContain(cancelled!.uuid);

    const feed = await fetch(`${inject('stack').site}/venue/${venue.slug}/calendar.ics`);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const vevents = calendar.getAllSubcomponents('vevent');
    const uids = vevents.map((vevent) => String(vevent.getFirstPropertyValue('uid')));
    expect(uids.length).toBe(new Set(uids).size);
    // The cancelled date stays in the feed once, marked cancelled, so that subscribed calendars mark it off.
    const statusOf = (uuid: string) =>
      vevents.find((vevent) => String(vevent.getFirstPropertyValue('uid')).includes(uuid))?.getFirstPropertyValue('status') ?? null;
    expect(statusOf(cancelled!.uuid)).toBe('CANCELLED');
    expect(statusOf(changed!.uuid)).toBeNull();
    expect(uids.some((uid) => uid.includes(changed!.uuid))).toBe(true);
  });

  it('edits the series: occurrences not changed on their own follow, a newly skipped date is cancelled, and past ones stay', async () => {
    const [, cancelled, , changed, fifth] = occurrences;
    const newlySkipped = fifth!.startTimeLocal.slice(0, 10);
    const response = await send('PATCH', `series/${seriesUuid}`, {
      title: 'Salsa for Everyone',
      priceInfo: '£5',
      excludedDates: [skipped, newlySkipped],
    });
    expect(response.status).toBe(200);
    const series = (await response.json()) as SeriesAnswer;
    expect(series).toMatchObject({ uuid: seriesUuid, created: 0, cancelled: 1, recurrence: { excludedDates: [skipped, newlySkipped] } });
    const byUuid = new Map(series.events.map((event) => [event.uuid, event]));
    expect(byUuid.get(changed!.uuid)).toMatchObject({ title: 'Salsa: Christmas Special', status: 'published' });
    expect(byUuid.get(cancelled!.uuid)).toMatchObject({ title: 'Salsa for Beginners', status: 'cancelled' });
    expect(byUuid.get(fifth!.uuid)).toMatchObject({ status: 'cancelled' });
    const followers = occurrences.filter((event) => ![cancelled, changed, fifth].includes(event));
    for (const event of followers)
      expect(byUuid.get(event.uuid)).toMatchObject({ title: 'Salsa for Everyone', priceInfo: '£5', status: 'published' });
    expect(series.updated).toBe(followers.length);

    // The same change again changes nothing.
    const again = await send('PATCH', `series/${seriesUuid}`, { title: 'Salsa for Everyone', excludedDates: [skipped, newlySkipped] });
    expect(await again.json()).toMatchObject({ created: 0, updated: 0, cancelled: 0 });
  });

  it('moves to Thursdays by a new rule: the Tuesdays not changed on their own are cancelled and Thursdays added', async () => {
    const response = await send('PATCH', `series/${seriesUuid}`, { recurrence: 'FREQ=WEEKLY;BYDAY=TH;COUNT=3' });
    const series = (await response.json()) as SeriesAnswer;
    expect(response.status).toBe(200);
    const published = series.events.filter((event) => event.status === 'published');
    const weekdays = published.map((event) => DateTime.fromISO(event.startTimeLocal, { setZone: true }).weekday);
    // The Tuesday changed on its own stays; the rule's Thursdays (the first is the series' start day) are added.
    expect(weekdays.filter((weekday) => weekday === 2)).toHaveLength(1);
    expect(weekdays.filter((weekday) => weekday === 4).length).toBeGreaterThanOrEqual(2);
    expect(series.recurrence.text).toMatch(/Thursday/);
  });
});

describe('rules a guide does not keep', () => {
  const start = firstTuesday().set({ hour: 10 }).toISO();
  it.each([
    ['RRULE:FREQ=HOURLY', 'FREQ=HOURLY'],
    ['FREQ=WEEKLY;BYDAY=XX', 'BYDAY=XX'],
    ['FREQ=DAILY;BYHOUR=9,10', 'BYHOUR=9,10'],
    ['FREQ=DAILY;COUNT=2;UNTIL=20270101', 'COUNT and UNTIL'],
    ['FREQ=DAILY;COUNT=0', 'COUNT=0'],
    ['BYDAY=TU', 'FREQ'],
    ['FREQ=WEEKLY;UNTIL=19990101', 'no date'],
  ])('%s is a 400 problem naming %s, and nothing is stored', async (recurrence, part) => {
    const before = (await venueEvents()).length;
    const problem = await expectProblem(api(`/api/venue-admin/${venue.slug}/events`), 400, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ title: 'Too Often', startTime: start, recurrence }),
    });
    expect(problem.detail).toContain(part);
    expect(JSON.stringify(problem)).toContain('recurrence');
    expect((await venueEvents()).length).toBe(before);
  });

  it('a rule without an end keeps a year of occurrences, at most 366', async () => {
    const response = await send('POST', 'events', { title: 'Daily Yoga', startTime: start, recurrence: 'FREQ=DAILY' });
    expect(response.status).toBe(201);
    const { seriesUuid } = (await response.json()) as Occurrence;
    const series = (await getJson(api(`/api/venue-admin/${venue.slug}/series/${seriesUuid}`), { headers: admin })).body;
    expect(series.events.length).toBeGreaterThan(300);
    expect(series.events.length).toBeLessThanOrEqual(366);
    const last = DateTime.fromISO(series.events.at(-1).startTime);
    expect(last <= DateTime.now().plus({ days: 366 })).toBe(true);
  });

  it('excluded dates that are not dates, or without a rule, are 400 problems naming excludedDates', async () => {
    for (const body of [
      { title: 'Bad', startTime: start, recurrence: 'FREQ=WEEKLY', excludedDates: ['next tuesday'] },
      { title: 'Bad', startTime: start, excludedDates: ['2027-01-05'] },
    ]) {
      const problem = await expectProblem(api(`/api/venue-admin/${venue.slug}/events`), 400, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...admin },
        body: JSON.stringify(body),
      });
      expect(JSON.stringify(problem)).toContain('excludedDates');
    }
  });

  it('a series of another venue, or none, is 404', async () => {
    const other = await createVenue(zone.id, 'Elsewhere');
    const response = await send('POST', 'events', { title: 'Mine', startTime: start, recurrence: 'FREQ=WEEKLY;COUNT=2' });
    const { seriesUuid } = (await response.json()) as Occurrence;
    await expectProblem(api(`/api/venue-admin/${other.slug}/series/${seriesUuid}`), 404, { headers: admin });
    await expectProblem(api(`/api/venue-admin/${venue.slug}/series/00000000-0000-4000-8000-000000000000`), 404, { headers: admin });
  });
});
