import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFixtures, createEvents, createZone, type ZoneFixture } from '../support/fixtures.ts';
import { errorCode, graphql } from '../support/graphql.ts';

afterAll(closeFixtures);

const EVENTS_IN_ZONES = `query ($zoneIds: [Int!]!, $timezone: String!, $date: String, $until: String) {
  eventsInZones(zoneIds: $zoneIds, timezone: $timezone, date: $date, until: $until) { uuid zoneId startTime }
}`;

describe('Query.eventsInZones', () => {
  let city: ZoneFixture;
  let quarter: ZoneFixture;

  beforeAll(async () => {
    city = await createZone({ countryCode: 'NZ', timezone: 'Pacific/Auckland' });
    quarter = await createZone({ countryCode: 'NZ', timezone: 'Pacific/Auckland', parentId: city.id });
    await createEvents([
      { zone: city, localStart: '2031-03-01T23:30' },
      { zone: quarter, localStart: '2031-03-01T00:15' },
      { zone: quarter, localStart: '2031-03-02T00:15' },
      { zone: quarter, localStart: '2031-03-01T12:00', status: 'ready_for_review' },
    ]);
  });

  it("answers what Location.events answers when given the zone's ids and time zone", async () => {
    const viaZone = await graphql<{ location: { zoneIds: number[]; events: unknown[] } }>(
      `query ($id: Int!) { location(id: $id) { zoneIds events(date: "2031-03-01") { uuid zoneId startTime } } }`,
      { variables: { id: city.id } },
    );
    const direct = await graphql<{ eventsInZones: { zoneId: number }[] }>(EVENTS_IN_ZONES, {
      variables: { zoneIds: viaZone.data!.location.zoneIds, timezone: 'Pacific/Auckland', date: '2031-03-01' },
    });
    expect(direct.errors).toBeUndefined();
    expect(direct.data!.eventsInZones).toHaveLength(2);
    expect(direct.data!.eventsInZones).toEqual(viaZone.data!.location.events);
  });

  it("counts days in the time zone given: the same zones' UTC day holds other events", async () => {
    const answer = await graphql<{ eventsInZones: { zoneId: number }[] }>(EVENTS_IN_ZONES, {
      variables: { zoneIds: [city.id, quarter.id], timezone: 'UTC', date: '2031-03-01' },
    });
    expect(answer.data!.eventsInZones.map((event) => event.zoneId)).toEqual([city.id, quarter.id]);
  });

  it('refuses an unknown time zone, a bad date, a range over 31 days and too many zones with BAD_USER_INPUT', async () => {
    const asks = [
      { zoneIds: [city.id], timezone: 'Mars/Olympus_Mons' },
      { zoneIds: [city.id], timezone: 'UTC', date: '2031-02-30' },
      { zoneIds: [city.id], timezone: 'UTC', date: '2031-03-01', until: '2031-04-15' },
      { zoneIds: Array.from({ length: 1001 }, (_, index) => index + 1), timezone: 'UTC' },
    ];
    for (const variables of asks)
      expect(errorCode(await graphql(EVENTS_IN_ZONES, { variables })), JSON.stringify(variables).slice(0, 80)).toBe('BAD_USER_INPUT');
  });
});
