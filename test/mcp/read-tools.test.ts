import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../support/fixtures.ts';
import { api, getJson } from '../support/http.ts';
import { callTool, MCP_READ, mcpClient } from '../support/mcp.ts';

afterAll(closeFixtures);

describe('the read-only MCP endpoint through the SDK client', () => {
  it('lists exactly the four read tools, each read-only with input and output schemas', async () => {
    const client = await mcpClient(MCP_READ);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['find_events', 'get_event', 'get_venue', 'list_locations']);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    await client.close();
  });

  it('find_events answers what the REST list answers for the same zone and day, with event pages', async () => {
    const zone = await createZone({ name: `Seaview ${unique()}`, timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    const day = DateTime.now().setZone('Europe/London').plus({ days: 2 }).startOf('day');
    await createEvents([
      { zone, venueId: venue.id, localStart: `${day.toISODate()}T19:00`, title: 'Pier Jazz', status: 'published' },
      { zone, venueId: venue.id, localStart: `${day.toISODate()}T11:00`, title: 'Beach Clean', status: 'published' },
    ]);
    const client = await mcpClient(MCP_READ);
    const found = await callTool<{ events: { uuid: string; title: string; startTime: string; url: string }[]; location: { id: number } }>(client, 'find_events', {
      location: zone.name,
      date: day.toISODate(),
    });
    expect(found.isError).toBeFalsy();
    const rest = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day.toISODate()}`));
    expect(found.structured.events.map((e) => [e.uuid, e.title, e.startTime])).toEqual(rest.body.results.map((e: { uuid: string; title: string; startTime: string }) => [e.uuid, e.title, e.startTime]));
    expect(found.structured.events[0]!.url).toMatch(/\/event\/beach-clean-[0-9a-f-]{36}$/);
    await client.close();
  });
});
