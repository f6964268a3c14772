import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../../../../test/support/fixtures.ts';
import { api, getJson } from '../../../../test/support/http.ts';
import { callTool, MCP_READ, mcpClient } from '../../../../test/support/mcp.ts';

afterAll(closeFixtures);

const TZ = 'America/New_York';

/** This weekend's days in the zone, as a person there would say: the coming Saturday and Sunday, or what is left of it. */
function thisWeekend(): string[] {
  const today = DateTime.now().setZone(TZ).startOf('day');
  if (today.weekday === 7) return [today.toISODate()!];
  const saturday = today.weekday === 6 ? today : today.plus({ days: 6 - today.weekday });
  return [saturday.toISODate()!, saturday.plus({ days: 1 }).toISODate()!];
}

type Found = { events: { uuid: string; title: string; startTime: string; url: string; zoneId: number }[]; from: string; to: string };

const restList = async (zoneId: number, days: string[]) =>
  (await Promise.all(days.map(async (day) => (await getJson(api(`/api/events/list?zone_id=${zoneId}&date=${day}`))).body.results))).flat();

describe('an assistant asked what is on this weekend', () => {
  it('finds the city by name, then one neighbourhood, then one event; each answer matches the REST API', async () => {
    const city = await createZone({ name: `Riverton ${unique()}`, timezone: TZ, countryCode: 'US' });
    const docks = await createZone({ name: `Docks ${unique()}`, timezone: TZ, countryCode: 'US', parentId: city.id });
    const hill = await createZone({ name: `Hill ${unique()}`, timezone: TZ, countryCode: 'US', parentId: city.id });
    const [dockHall, hillBar] = [await createVenue(docks.id, `Dock Hall ${unique()}`), await createVenue(hill.id, `Hill Bar ${unique()}`)];
    const days = thisWeekend();
    const first = DateTime.fromISO(days[0]!, { zone: TZ });
    await createEvents([
      { zone: docks, venueId: dockHall.id, localStart: `${days[0]}T10:00`, title: 'Dock Market', status: 'published' },
      { zone: hill, venueId: hillBar.id, localStart: `${days.at(-1)}T23:30`, title: 'Late Set on the Hill', status: 'published' },
      { zone: city, localStart: `${days[0]}T14:00`, title: 'City Parade', status: 'published' },
      { zone: docks, venueId: dockHall.id, localStart: `${days[0]}T12:00`, title: 'Not Yet Reviewed', status: 'ready_for_review' },
      {
        zone: docks,
        venueId: dockHall.id,
        localStart: `${first.plus({ days: 3 }).toISODate()}T19:00`,
        title: 'Midweek Quiz',
        status: 'published',
      },
    ]);

    const client = await mcpClient(MCP_READ);
    const whole = await callTool<Found>(client, 'find_events', { location: city.name, when: 'this_weekend' });
    expect([whole.structured.from, whole.structured.to]).toEqual([days[0], days.at(-1)]);
    const restWhole = await restList(city.id, days);
    expect(whole.structured.events.map((e) => e.uuid)).toEqual(restWhole.map((e: { uuid: string }) => e.uuid));
    expect(whole.structured.events.map((e) => e.title).sort()).toEqual(['City Parade', 'Dock Market', 'Late Set on the Hill']);
    expect(whole.content[0]).toMatchObject({ type: 'text', text: expect.stringContaining('Dock Market') });

    const neighbourhood = await callTool<Found>(client, 'find_events', { location: docks.name.toUpperCase(), when: 'this_weekend' });
    expect(neighbourhood.structured.events.map((e) => e.uuid)).toEqual(
      (await restList(docks.id, days)).map((e: { uuid: string }) => e.uuid),
    );
    expect(neighbourhood.structured.events.map((e) => e.title)).toEqual(['Dock Market']);

    const picked = neighbourhood.structured.events[0]!;
    const event = await callTool<{ uuid: string; venueName: string; startTimeLocal: string; url: string }>(client, 'get_event', {
      uuid: picked.uuid,
    });
    expect(event.structured).toMatchObject({ uuid: picked.uuid, venueName: dockHall.name, url: picked.url });
    expect(event.structured.startTimeLocal).toMatch(new RegExp(`^${days[0]}T10:00:00[-+]\\d{2}:\\d{2}$`));
    await client.close();
  });
});
