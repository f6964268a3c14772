import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeFixtures, createEvents, createVenue, createZone, type EventInput } from '../../../test/support/fixtures.ts';
import { api, getJson } from '../../../test/support/http.ts';
import { countStatements, metricsOf } from '../../../test/support/metrics.ts';

/** Fetches the gateway has sent to the venues service so far, from its own metrics. */
async function venuesFetchesSoFar(): Promise<number> {
  const text = await metricsOf(inject('stack').gateway);
  return [...text.matchAll(/^gateway_subgraph_request_duration_seconds_count\{subgraph="venues",[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

afterAll(closeFixtures);

/** A city with one neighbourhood, `venues` venues and `events` events on 2026-08-01 spread over them. */
async function cityWith(venueCount: number, eventCount: number) {
  const city = await createZone({ timezone: 'Europe/Madrid', countryCode: 'ES' });
  const area = await createZone({ timezone: 'Europe/Madrid', countryCode: 'ES', parentId: city.id });
  const venues: { id: number }[] = [];
  for (let i = 0; i < venueCount; i++) venues.push(await createVenue(i % 2 ? area.id : city.id));
  const inputs: EventInput[] = Array.from({ length: eventCount }, (_, i) => ({
    zone: i % 2 ? area : city,
    venueId: venues[i % venueCount]!.id,
    localStart: `2026-08-01T${String(10 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
  }));
  await createEvents(inputs);
  return city;
}

describe('SQL statements per request stay constant as lists grow', () => {
  it('an events list of 50 items across 20 venues costs the same as one of 150 across 60', async () => {
    const small = await cityWith(20, 50);
    const large = await cityWith(60, 150);

    const smallCounts = await countStatements(async () => {
      const { body } = await getJson(api(`/api/events/list?zone_id=${small.id}&date=2026-08-01`));
      expect(body.results).toHaveLength(50);
      expect(body.results.every((event: { venueName: string | null }) => event.venueName !== null)).toBe(true);
    });
    const largeCounts = await countStatements(async () => {
      const { body } = await getJson(api(`/api/events/list?zone_id=${large.id}&date=2026-08-01`));
      expect(body.results).toHaveLength(150);
    });

    expect(largeCounts).toEqual(smallCounts);
    // locations: the zone and its neighbourhoods; events: the day's events; venues: all their names at once, the
    // first time the events service names them.
    expect(smallCounts).toEqual({ locations: 2, events: 1, venues: 1, submissions: 0 });
  });

  it("asked again, a list names its venues from the events service's copy: the venues service does nothing", async () => {
    const city = await cityWith(5, 10);
    const path = api(`/api/events/list?zone_id=${city.id}&date=2026-08-01`);
    const first = await getJson(path);
    const fetchesBefore = await venuesFetchesSoFar();
    const again = await countStatements(async () => {
      const { body } = await getJson(path);
      expect(body).toEqual(first.body);
      expect(body.results.every((event: { venueName: string | null }) => typeof event.venueName === 'string')).toBe(true);
    });
    expect(again).toMatchObject({ events: 1, venues: 0 });
    expect(await venuesFetchesSoFar()).toBe(fetchesBefore);
  });

  it('the zone list with weekly counts costs a fixed number of statements', async () => {
    const first = await countStatements(() => getJson(api('/api/locations/list')));
    await cityWith(2, 4);
    await cityWith(2, 4);
    const second = await countStatements(() => getJson(api('/api/locations/list')));
    expect(second).toEqual(first);
    // The weekly counts, and the people active in each zone.
    expect(first.events).toBe(2);
  });
});
