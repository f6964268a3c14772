import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../../../../test/support/fixtures.ts';
import { api, getJson } from '../../../../test/support/http.ts';
import { callTool, ERAS, MCP_READ, mcpClient } from '../../../../test/support/mcp.ts';

afterAll(closeFixtures);

describe('the read-only MCP endpoint through the SDK client', () => {
  it('lists exactly the four read tools, each read-only with input and output schemas', async () => {
    const client = await mcpClient(MCP_READ);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['ask', 'find_events', 'get_event', 'get_venue', 'list_locations', 'match_zone']);
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
    const found = await callTool<{ events: { uuid: string; title: string; startTime: string; url: string }[]; location: { id: number } }>(
      client,
      'find_events',
      {
        location: zone.name,
        date: day.toISODate(),
      },
    );
    expect(found.isError).toBeFalsy();
    const rest = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day.toISODate()}`));
    expect(found.structured.events.map((e) => [e.uuid, e.title, e.startTime])).toEqual(
      rest.body.results.map((e: { uuid: string; title: string; startTime: string }) => [e.uuid, e.title, e.startTime]),
    );
    expect(found.structured.events[0]!.url).toMatch(/\/event\/beach-clean-[0-9a-f-]{36}$/);
    await client.close();
  });
});

describe('every read tool', () => {
  it('list_locations, get_event and get_venue answer structured content and text; what is not there is a tool error', async () => {
    const zone = await createZone({ name: `Millbrook ${unique()}`, timezone: 'Europe/Berlin', countryCode: 'DE' });
    // A place of its own: the events service keeps the venues near a point for a minute, shared with every other test.
    const venue = await createVenue(zone.id, `Mill Hall ${unique()}`, { lat: 52.2 + Math.random(), lng: 13.2 + Math.random() });
    const [event] = await createEvents([
      {
        zone,
        venueId: venue.id,
        localStart: DateTime.now().plus({ days: 3 }).toFormat("yyyy-MM-dd'T'20:00"),
        title: 'Mill Quiz',
        status: 'published',
        categories: ['quiz'],
      },
    ]);
    const client = await mcpClient(MCP_READ);

    const locations = await callTool<{ locations: { id: number; url: string }[] }>(client, 'list_locations', { country: 'de' });
    expect(locations.structured.locations.map((l) => l.id)).toContain(zone.id);
    expect(locations.content[0]).toMatchObject({ type: 'text' });

    const detail = await callTool<{ uuid: string; venueName: string; url: string; timezone: string }>(client, 'get_event', {
      uuid: event!.uuid,
    });
    expect(detail.structured).toMatchObject({ uuid: event!.uuid, venueName: venue.name, timezone: 'Europe/Berlin' });
    expect(detail.structured).toEqual((await getJson(api(`/api/events/get?eventUuid=${event!.uuid}`))).body);

    const place = await callTool<{ slug: string; upcomingEvents: { uuid: string }[] }>(client, 'get_venue', { slug: venue.slug });
    expect(place.structured.upcomingEvents.map((e) => e.uuid)).toContain(event!.uuid);

    const missing = await callTool(client, 'get_event', { uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(missing).toMatchObject({ isError: true, _meta: { 'local-events/error': { code: 'not_found' } } });
    const nowhere = await callTool(client, 'find_events', { location: `Atlantis ${unique()}` });
    expect(nowhere).toMatchObject({ isError: true, _meta: { 'local-events/error': { code: 'not_found' } } });
    const day = DateTime.now().plus({ days: 3 }).toISODate()!;
    const matching = await callTool<{ events: { uuid: string }[] }>(client, 'find_events', {
      location: zone.id,
      date: day,
      query: 'QUIZ',
      categories: ['community'],
    });
    expect(matching.structured.events.map((e) => e.uuid)).toEqual([event!.uuid]);
    const others = await callTool<{ events: unknown[] }>(client, 'find_events', { location: zone.id, date: day, query: 'concert' });
    expect(others.structured.events).toEqual([]);
    const nearby = await callTool<{ events: { uuid: string }[] }>(client, 'find_events', {
      location: zone.id,
      date: day,
      near: { lat: venue.lat, lng: venue.lng },
      radius: 500,
    });
    expect(nearby.structured.events.map((e) => e.uuid)).toEqual([event!.uuid]);
    // A category outside the vocabulary does not match the input schema: a tool error naming the known ones, for the model to correct.
    const unknownCategory = await callTool(client, 'find_events', { location: zone.id, categories: ['jazz'] });
    expect(unknownCategory).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringMatching(/Input validation error.*community/) }],
    });
    const tooLong = await callTool(client, 'find_events', { location: zone.id, from: '2026-01-01', to: '2026-03-01' });
    expect(tooLong).toMatchObject({ isError: true, _meta: { 'local-events/error': { code: 'invalid_argument' } } });
    await client.close();
  });

  it('a place name used in two countries is ambiguous until the country is given', async () => {
    const name = `Springfield ${unique()}`;
    const [us, au] = [
      await createZone({ name, timezone: 'America/Chicago', countryCode: 'US' }),
      await createZone({ name, timezone: 'Australia/Sydney', countryCode: 'AU' }),
    ];
    const client = await mcpClient(MCP_READ);
    const ambiguous = await callTool(client, 'find_events', { location: name });
    expect(ambiguous).toMatchObject({ isError: true, _meta: { 'local-events/error': { code: 'ambiguous_location' } } });
    expect(
      (ambiguous._meta as { 'local-events/error': { candidates: { id: number }[] } })['local-events/error'].candidates
        .map((c) => c.id)
        .sort(),
    ).toEqual([us.id, au.id].sort());
    const chosen = await callTool<{ location: { id: number; timezone: string } }>(client, 'find_events', {
      location: name.toLowerCase(),
      country: 'AU',
    });
    expect(chosen.structured.location).toMatchObject({ id: au.id, timezone: 'Australia/Sydney' });
    await client.close();
  });

  it('finds a place by id, slug or name (accents optional); a hidden zone or another country finds nothing', async () => {
    const town = await createZone({ name: `Münster ${unique()}`, timezone: 'Europe/Berlin', countryCode: 'DE' });
    const hidden = await createZone({ name: `Hidden ${unique()}`, timezone: 'Europe/Berlin', countryCode: 'DE', hidden: true });
    const client = await mcpClient(MCP_READ);
    const locationOf = async (args: Record<string, unknown>) =>
      (await callTool<{ location: { id: number } }>(client, 'find_events', args)).structured?.location?.id;
    expect(await locationOf({ location: town.id })).toBe(town.id);
    expect(await locationOf({ location: town.slug })).toBe(town.id);
    expect(await locationOf({ location: town.name.replace('ü', 'u').toUpperCase(), country: 'de' })).toBe(town.id);
    expect(await locationOf({ location: town.id, date: '2026-12-01' })).toBe(town.id);
    // An id with a date is answered in one trip to the gateway: the same checks hold.
    const byIdWithDays = [
      { location: hidden.id, date: '2026-12-01' },
      { location: hidden.id, from: '2026-12-01', to: '2026-12-03', query: 'quiz' },
      { location: town.id, date: '2026-12-01', country: 'GB' },
      { location: 2147483000, date: '2026-12-01' },
    ];
    for (const args of [
      { location: hidden.id },
      { location: hidden.slug },
      { location: town.id, country: 'GB' },
      { location: town.slug, country: 'FR' },
      ...byIdWithDays,
    ]) {
      expect(await callTool(client, 'find_events', args), JSON.stringify(args)).toMatchObject({
        isError: true,
        _meta: { 'local-events/error': { code: 'not_found' } },
      });
    }
    await client.close();
  });

  it.each(ERAS)(
    'in the %s era, arguments of the wrong type are a tool error the model can correct (as 2025-11-25 asks); an unknown tool is -32602',
    async (era) => {
      const client = await mcpClient(MCP_READ, {}, era);
      for (const [name, args] of [
        ['get_event', { uuid: 42 }],
        ['find_events', { location: 'x', limit: 'ten' }],
      ] as const) {
        const answer = await client.callTool({ name, arguments: args });
        expect(answer, name).toMatchObject({
          isError: true,
          content: [
            { type: 'text', text: expect.stringMatching(new RegExp(`^Input validation error: Invalid arguments for tool ${name}`)) },
          ],
        });
      }
      await expect(client.callTool({ name: 'submit_event_from_url', arguments: { url: 'https://example.org/e' } })).rejects.toMatchObject({
        code: -32602,
      });
      await client.close();
    },
  );
});
