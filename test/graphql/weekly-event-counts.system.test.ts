import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createZone, type ZoneFixture } from '../support/fixtures.ts';
import { errorCode, graphql } from '../support/graphql.ts';

afterAll(closeFixtures);

describe('Query.weeklyEventCounts', () => {
  let city: ZoneFixture;
  let quarter: ZoneFixture;
  let quiet: ZoneFixture;

  beforeAll(async () => {
    city = await createZone({ countryCode: 'PT', timezone: 'Europe/Lisbon' });
    quarter = await createZone({ countryCode: 'PT', timezone: 'Europe/Lisbon', parentId: city.id });
    quiet = await createZone({ countryCode: 'PT', timezone: 'Europe/Lisbon' });
    const [soon, later] = [DateTime.now().plus({ days: 2 }).toJSDate(), DateTime.now().plus({ days: 9 }).toJSDate()];
    await createEvents([
      { zone: city, start: soon },
      { zone: quarter, start: soon },
      { zone: quarter, start: soon },
      { zone: quarter, start: soon, status: 'ready_for_review' },
      { zone: city, start: later },
    ]);
  });

  it("answers each zone's own count in the order asked; a zone's Location.weeklyEventsCount is the sum over its zoneIds", async () => {
    const zones = await graphql<{ locations: { id: number; zoneIds: number[]; weeklyEventsCount: number }[] }>(
      `query ($country: String) { locations(country: $country) { id zoneIds weeklyEventsCount } }`,
      { variables: { country: 'PT' } },
    );
    const asked = [city.id, quarter.id, quiet.id].map((id) => zones.data!.locations.find((zone) => zone.id === id)!);
    const counts = await graphql<{ weeklyEventCounts: number[] }>(`query ($zoneIds: [Int!]!) { weeklyEventCounts(zoneIds: $zoneIds) }`, {
      variables: { zoneIds: [quarter.id, city.id, quiet.id, 2_000_000_000, quarter.id] },
    });
    expect(counts.errors).toBeUndefined();
    expect(counts.data!.weeklyEventCounts).toEqual([2, 1, 0, 0, 2]);
    const own = new Map([
      [city.id, 1],
      [quarter.id, 2],
      [quiet.id, 0],
    ]);
    expect(asked.map((zone) => zone.weeklyEventsCount)).toEqual([3, 2, 0]);
    expect(asked.map((zone) => zone.zoneIds.reduce((sum, id) => sum + own.get(id)!, 0))).toEqual([3, 2, 0]);
  });

  it('refuses more zone ids than any guide holds with BAD_USER_INPUT', async () => {
    const answer = await graphql(`query ($zoneIds: [Int!]!) { weeklyEventCounts(zoneIds: $zoneIds) }`, {
      variables: { zoneIds: Array.from({ length: 20_001 }, () => quiet.id) },
    });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
  });
});
