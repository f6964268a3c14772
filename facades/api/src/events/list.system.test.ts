import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvent, createEvents, createVenue, createZone, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';

const list = (zoneId: number, date?: string) => getJson(api(`/api/events/list?zone_id=${zoneId}${date ? `&date=${date}` : ''}`));
const uuids = (body: { results: { uuid: string }[] }) => body.results.map((event) => event.uuid);

afterAll(closeFixtures);

describe('GET /api/events/list', () => {
  let town: ZoneFixture;
  let venueName: string;

  beforeAll(async () => {
    town = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(town.id, 'The Blue Room');
    venueName = venue.name;
    await createEvents([
      { zone: town, venueId: venue.id, localStart: '2026-05-09T20:00', title: 'Late show' },
      { zone: town, venueId: venue.id, localStart: '2026-05-09T11:00', title: 'Morning market' },
      { zone: town, venueId: null, localStart: '2026-05-09T15:00', title: 'Walk without a venue' },
      { zone: town, venueId: venue.id, localStart: '2026-05-09T12:00', title: 'Under review', status: 'ready_for_review' },
      { zone: town, venueId: venue.id, localStart: '2026-05-09T13:00', title: 'Called off', status: 'cancelled' },
      { zone: town, venueId: venue.id, localStart: '2026-05-09T14:00', title: 'Refused', status: 'rejected' },
    ]);
  });

  it('answers exactly the five summary fields, sorted by start time, published only', async () => {
    const { status, headers, body } = await list(town.id, '2026-05-09');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(body)).toEqual(['results']);
    expect(body.results.map((event: { title: string }) => event.title)).toEqual(['Morning market', 'Walk without a venue', 'Late show']);
    for (const event of body.results) {
      expect(Object.keys(event).sort()).toEqual(['startTime', 'title', 'uuid', 'venueName', 'zoneId']);
      expect(event.zoneId).toBe(town.id);
    }
    expect(body.results[0]).toMatchObject({ startTime: '2026-05-09T10:00:00.000Z', venueName });
    expect(body.results[1].venueName).toBeNull();
  });

  it('formats startTime as UTC with milliseconds and Z', async () => {
    const { body } = await list(town.id, '2026-05-09');
    for (const event of body.results) expect(event.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
  });

  it('is empty on a day without events', async () => {
    const { status, body } = await list(town.id, '2026-05-10');
    expect(status).toBe(200);
    expect(body).toEqual({ results: [] });
  });
});

describe('calendar days are days in the zone', () => {
  it.each([
    ['east of UTC', 'Australia/Sydney', '2026-05-09', '2026-05-09T13:30:00.000Z'],
    ['east of UTC, Europe', 'Europe/Berlin', '2026-05-09', '2026-05-09T21:30:00.000Z'],
    ['west of UTC', 'America/Los_Angeles', '2026-05-09', '2026-05-10T06:30:00.000Z'],
  ])('an event at 23:30 local (%s) is on D, not on D-1 or D+1', async (_label, timezone, day, utc) => {
    const zone = await createZone({ timezone });
    const event = await createEvent({ zone, localStart: `${day}T23:30` });
    expect(event.startTime.toISOString()).toBe(utc);
    const dayBefore = DateTime.fromISO(day).minus({ days: 1 }).toISODate()!;
    const dayAfter = DateTime.fromISO(day).plus({ days: 1 }).toISODate()!;
    expect(uuids((await list(zone.id, day)).body)).toEqual([event.uuid]);
    expect(uuids((await list(zone.id, dayBefore)).body)).toEqual([]);
    expect(uuids((await list(zone.id, dayAfter)).body)).toEqual([]);
  });

  it.each([
    ['Europe/London', '2026-03-29', '2026-03-28', '2026-03-30'],
    ['Europe/London', '2026-10-25', '2026-10-24', '2026-10-26'],
    ['America/New_York', '2026-11-01', '2026-10-31', '2026-11-02'],
    ['Australia/Sydney', '2026-10-04', '2026-10-03', '2026-10-05'],
  ])('on a day clocks change in %s (%s), its first and last minutes belong to it', async (timezone, day, before, after) => {
    const zone = await createZone({ timezone });
    const [early, late, previous, next] = await createEvents([
      { zone, localStart: `${day}T00:00`, title: 'first minute' },
      { zone, localStart: `${day}T23:59`, title: 'last minute' },
      { zone, localStart: `${before}T23:59`, title: 'day before' },
      { zone, localStart: `${after}T00:00`, title: 'day after' },
    ]);
    expect(uuids((await list(zone.id, day)).body)).toEqual([early!.uuid, late!.uuid]);
    expect(uuids((await list(zone.id, before)).body)).toEqual([previous!.uuid]);
    expect(uuids((await list(zone.id, after)).body)).toEqual([next!.uuid]);
  });

  it('defaults to today in the zone', async () => {
    const zone = await createZone({ timezone: 'Pacific/Kiritimati' }); // UTC+14: often a day ahead of UTC
    const today = DateTime.now().setZone('Pacific/Kiritimati');
    const todays = await createEvent({ zone, start: today.endOf('day').minus({ minutes: 1 }).toJSDate() });
    await createEvent({ zone, start: today.plus({ days: 1 }).set({ hour: 12 }).toJSDate() });
    expect(uuids((await getJson(api(`/api/events/list?zone_id=${zone.id}`))).body)).toEqual([todays.uuid]);
  });
});

describe("a city's list", () => {
  it("includes its neighbourhoods' events, each with its own zoneId", async () => {
    const city = await createZone({ timezone: 'Europe/Berlin', countryCode: 'DE' });
    const north = await createZone({ timezone: 'Europe/Berlin', countryCode: 'DE', parentId: city.id });
    const south = await createZone({ timezone: 'Europe/Berlin', countryCode: 'DE', parentId: city.id });
    const elsewhere = await createZone({ timezone: 'Europe/Berlin', countryCode: 'DE' });
    const [inCity, inNorth, inSouth] = await createEvents([
      { zone: city, localStart: '2026-06-01T18:00' },
      { zone: north, localStart: '2026-06-01T19:00' },
      { zone: south, localStart: '2026-06-01T20:00' },
      { zone: elsewhere, localStart: '2026-06-01T19:30' },
    ]);
    const { body } = await list(city.id, '2026-06-01');
    expect(body.results.map((event: { uuid: string; zoneId: number }) => [event.uuid, event.zoneId])).toEqual([
      [inCity!.uuid, city.id],
      [inNorth!.uuid, north.id],
      [inSouth!.uuid, south.id],
    ]);
    expect(uuids((await list(north.id, '2026-06-01')).body)).toEqual([inNorth!.uuid]);
  });
});

describe('bad input is a clear 4xx problem', () => {
  it.each([
    ['', 'zone_id', 'is required'],
    ['?zone_id=', 'zone_id', 'must be a positive integer'],
    ['?zone_id=abc', 'zone_id', 'must be a positive integer'],
    ['?zone_id=1.5', 'zone_id', 'must be a positive integer'],
    ['?zone_id=-3', 'zone_id', 'must be a positive integer'],
    ['?zone_id=0', 'zone_id', 'must be a positive integer'],
    ['?zone_id=0x10', 'zone_id', 'must be a positive integer'],
    ['?zone_id=99999999999', 'zone_id', 'must be a positive integer'],
    ['?zone_id=1&zone_id=2', 'zone_id', 'must be given once, as a single value'],
    ['?zone_id=1&date=2026-02-30', 'date', 'is not a day of the calendar'],
    ['?zone_id=1&date=2026-13-01', 'date', 'is not a day of the calendar'],
    ['?zone_id=1&date=09/05/2026', 'date', 'must be a date as YYYY-MM-DD'],
    ['?zone_id=1&date=2026-05-09T10:00', 'date', 'must be a date as YYYY-MM-DD'],
  ])('%s -> 400 naming %s', async (query, field, detail) => {
    const problem = await expectProblem(api(`/api/events/list${query}`), 400);
    expect(problem.errors).toContainEqual({ name: field, in: 'query', detail });
  });

  it('an unknown zone is 404', async () => {
    const problem = await expectProblem(api('/api/events/list?zone_id=2147483000&date=2026-05-09'), 404);
    expect(problem.detail).toContain('2147483000');
  });

  it('a hidden zone is 404 unless includeHidden=true', async () => {
    const hidden = await createZone({ timezone: 'Europe/London', hidden: true });
    const event = await createEvent({ zone: hidden, localStart: '2026-07-01T12:00' });
    await expectProblem(api(`/api/events/list?zone_id=${hidden.id}&date=2026-07-01`), 404);
    const { status, body } = await getJson(api(`/api/events/list?zone_id=${hidden.id}&date=2026-07-01&includeHidden=true`));
    expect(status).toBe(200);
    expect(uuids(body)).toEqual([event.uuid]);
  });
});
