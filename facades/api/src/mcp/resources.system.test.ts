import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../../../../test/support/fixtures.ts';
import { apiFacade, closeFacades } from '../../../../test/support/facade.ts';
import { api, getJson } from '../../../../test/support/http.ts';
import { ERAS, type JsonRpcAnswer, MCP_FULL, MCP_READ, mcpClient, modernRequest, rawMcp } from '../../../../test/support/mcp.ts';

afterAll(closeFixtures);

const publicCacheMs = 5_000;

/** The text of a resource's one content. */
const text = (contents: ({ text: string } | { blob: string })[]) => ('text' in contents[0]! ? contents[0].text : '');

describe.each(ERAS)('browsing a town in the %s era', (era) => {
  it("resources: the towns, a town's day (listed for today in every town), an event and a venue, as the read tools answer them", async () => {
    const zone = await createZone({ name: `Resource Town ${unique()}`, timezone: 'Europe/Paris' });
    const venue = await createVenue(zone.id, `Resource Hall ${unique()}`);
    const day = DateTime.now().setZone('Europe/Paris').plus({ days: 2 }).toISODate()!;
    const [event] = await createEvents([{ zone, venueId: venue.id, title: `Resource Quiz ${unique()}`, localStart: `${day}T19:00` }]);
    const client = await mcpClient(MCP_READ, {}, era);

    const { resources } = await client.listResources();
    expect(resources[0]).toMatchObject({ uri: 'local-events://zones', mimeType: 'application/json' });
    const today = DateTime.now().setZone('Europe/Paris').toISODate()!;
    expect(resources).toContainEqual(
      expect.objectContaining({ uri: `local-events://zones/${zone.slug}/events/${today}`, title: `Today in ${zone.name}` }),
    );
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      'local-events://zones/{zone}/events/{date}',
      'local-events://events/{uuid}',
      'local-events://venues/{slug}',
    ]);

    const zones = JSON.parse(text((await client.readResource({ uri: 'local-events://zones' })).contents));
    expect(zones.locations).toContainEqual(expect.objectContaining({ id: zone.id, slug: zone.slug }));
    const ofDay = await client.readResource({ uri: `local-events://zones/${zone.slug}/events/${day}` });
    const listed = JSON.parse(text(ofDay.contents));
    expect(listed).toMatchObject({ from: day, to: day, location: { id: zone.id } });
    expect(listed.events.map((item: { uuid: string }) => item.uuid)).toEqual([event!.uuid]);
    const rest = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day}`));
    expect(rest.body.results.map((item: { uuid: string }) => item.uuid)).toEqual([event!.uuid]);
    const detail = JSON.parse(text((await client.readResource({ uri: `local-events://events/${event!.uuid}` })).contents));
    expect(detail).toMatchObject({ uuid: event!.uuid, venueName: venue.name });
    const place = JSON.parse(text((await client.readResource({ uri: `local-events://venues/${venue.slug}` })).contents));
    expect(place.upcomingEvents.map((item: { uuid: string }) => item.uuid)).toContain(event!.uuid);
    await client.close();
  });

  it('unknown things are resource-not-found errors; malformed ones invalid params', async () => {
    const client = await mcpClient(MCP_READ, {}, era);
    for (const uri of [
      'local-events://events/0f8fad5b-d9cb-469f-a165-70867728950e',
      'local-events://venues/no-such-venue-anywhere',
      'local-events://zones/atlantis/events/2026-12-01',
      'local-events://nothing-here',
    ]) {
      await expect(client.readResource({ uri }), uri).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/not found/i) });
    }
    await expect(client.readResource({ uri: 'local-events://events/not-a-uuid' })).rejects.toMatchObject({ code: -32602 });
    await expect(client.readResource({ uri: 'local-events://zones/camden/events/tomorrow' })).rejects.toMatchObject({ code: -32602 });
    await expect(client.readResource({ uri: 'local-events://venues/%E0%A4%A' })).rejects.toMatchObject({ code: -32602 });
    await client.close();
  });

  it("prompts: what's on (a town, a day) and plan a weekend (a town), each with the days' events attached as resources", async () => {
    const zone = await createZone({ name: `Prompt Town ${unique()}`, timezone: 'Europe/London' });
    const day = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate()!;
    const [event] = await createEvents([{ zone, title: `Prompt Gig ${unique()}`, localStart: `${day}T20:00` }]);
    const client = await mcpClient(MCP_READ, {}, era);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => [prompt.name, prompt.arguments?.map((argument) => [argument.name, argument.required])])).toEqual([
      [
        'whats_on',
        [
          ['town', true],
          ['day', false],
        ],
      ],
      ['plan_weekend', [['town', true]]],
    ]);

    const whatsOn = await client.getPrompt({ name: 'whats_on', arguments: { town: zone.name, day } });
    expect(whatsOn.messages[0]).toMatchObject({
      role: 'user',
      content: { type: 'text', text: expect.stringContaining(`What is on in ${zone.name} on ${day}`) },
    });
    expect(whatsOn.messages[1]).toMatchObject({
      role: 'user',
      content: { type: 'resource', resource: { uri: `local-events://zones/${zone.slug}/events/${day}`, mimeType: 'application/json' } },
    });
    const attached = JSON.parse((whatsOn.messages[1]!.content as { resource: { text: string } }).resource.text);
    expect(attached.events.map((item: { uuid: string }) => item.uuid)).toEqual([event!.uuid]);

    const weekend = await client.getPrompt({ name: 'plan_weekend', arguments: { town: zone.slug } });
    const days = weekend.messages.slice(1).map((message) => (message.content as { resource: { uri: string } }).resource.uri);
    expect(days.length).toBeGreaterThanOrEqual(1);
    expect(days.length).toBeLessThanOrEqual(2);
    for (const uri of days) expect(uri).toMatch(new RegExp(`^local-events://zones/${zone.slug}/events/\\d{4}-\\d{2}-\\d{2}$`));

    await expect(client.getPrompt({ name: 'whats_on', arguments: { town: 'Atlantis-Under-The-Sea' } })).rejects.toMatchObject({
      code: -32602,
    });
    await expect(client.getPrompt({ name: 'whats_on', arguments: { town: zone.slug, day: 'next tuesday' } })).rejects.toMatchObject({
      code: -32602,
    });
    await client.close();
  });

  it('completions: town names and slugs, venue slugs and the coming dates', async () => {
    const zone = await createZone({ name: `Zebrafield ${unique()}`, timezone: 'Pacific/Kiritimati' });
    const venue = await createVenue(zone.id, `Zebra Rooms ${unique()}`);
    const client = await mcpClient(MCP_READ, {}, era);
    const towns = await client.complete({
      ref: { type: 'ref/prompt', name: 'whats_on' },
      argument: { name: 'town', value: zone.name.slice(0, 6).toLowerCase() },
    });
    expect(towns.completion.values).toEqual(expect.arrayContaining([zone.name, zone.slug]));
    const slugs = await client.complete({
      ref: { type: 'ref/resource', uri: 'local-events://zones/{zone}/events/{date}' },
      argument: { name: 'zone', value: zone.slug.slice(0, 8) },
    });
    expect(slugs.completion.values).toContain(zone.slug);
    expect(slugs.completion.values).not.toContain(zone.name);
    const venues = await client.complete({
      ref: { type: 'ref/resource', uri: 'local-events://venues/{slug}' },
      argument: { name: 'slug', value: venue.slug.slice(0, 9) },
    });
    expect(venues.completion.values).toContain(venue.slug);
    expect(venues.completion.values.every((slug) => slug.startsWith(venue.slug.slice(0, 9)))).toBe(true);
    // UTC+14: the town's today is a day ahead of UTC's ten hours a day, and never behind.
    const townToday = DateTime.now().setZone('Pacific/Kiritimati').toISODate()!;
    for (const town of [zone.slug, zone.name]) {
      const dates = await client.complete({
        ref: { type: 'ref/prompt', name: 'whats_on' },
        argument: { name: 'day', value: '' },
        context: { arguments: { town } },
      });
      expect(dates.completion.values[0], town).toBe(townToday);
      expect(dates.completion.values).toHaveLength(14);
    }
    const unknownTown = await client.complete({
      ref: { type: 'ref/prompt', name: 'whats_on' },
      argument: { name: 'day', value: '' },
      context: { arguments: { town: 'Atlantis' } },
    });
    expect(unknownTown.completion.values[0]).toBe(DateTime.utc().toISODate());
    // Completion narrows what was typed: an empty prefix lists no venue.
    const everyVenue = await client.complete({
      ref: { type: 'ref/resource', uri: 'local-events://venues/{slug}' },
      argument: { name: 'slug', value: '' },
    });
    expect(everyVenue.completion.values).toEqual([]);
    const hostile = await client.complete({
      ref: { type: 'ref/resource', uri: 'local-events://venues/{slug}' },
      argument: { name: 'slug', value: "%' or 1=1 --" },
    });
    expect(hostile.completion.values).toEqual([]);
    await client.close();
  });

  it('tools keep one order, every listing carries the icon, and the read-only endpoint offers no write tool', async () => {
    const read = await mcpClient(MCP_READ, {}, era);
    const full = await mcpClient(MCP_FULL, {}, era);
    const readTools = (await read.listTools()).tools;
    expect(readTools.map((tool) => tool.name)).toEqual(['list_locations', 'match_zone', 'find_events', 'get_event', 'get_venue', 'ask']);
    expect((await read.listTools()).tools.map((tool) => tool.name)).toEqual(readTools.map((tool) => tool.name));
    expect(readTools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const fullTools = (await full.listTools()).tools.map((tool) => tool.name);
    expect(fullTools.slice(0, 6)).toEqual(readTools.map((tool) => tool.name));
    expect(fullTools.slice(6)).toEqual([
      'submit_event_from_url',
      'get_submission',
      'update_submission',
      'list_review_queue',
      'get_event_review',
      'review_event',
      'get_event_series',
      'edit_event_series',
      'repeat_event',
      'review_event_series',
      'list_sources',
      'get_source',
      'follow_source',
      'change_source',
      'unfollow_source',
      'run_source',
      'reject_pending_events',
      'describe_venue',
      'find_venues',
      'create_venue',
      'update_venue',
      'create_town',
      'update_town',
      'read_audit_log',
    ]);
    for (const tool of readTools) expect(tool.icons?.map((icon) => icon.mimeType)).toEqual(['image/svg+xml', 'image/png']);
    expect(read.getServerVersion()).toMatchObject({
      name: 'local-events',
      icons: [expect.objectContaining({ src: expect.stringMatching(/\/assets\/icon\.svg$/) }), expect.anything()],
    });
    await expect(read.callTool({ name: 'submit_event_from_url', arguments: { url: 'https://example.org/e' } })).rejects.toMatchObject({
      code: -32602,
    });
    await read.close();
    await full.close();
  });
});

describe('2026-07-28 on the wire', () => {
  afterAll(closeFacades);

  it('server/discover names every version served; cacheable answers carry the public cache lifetime', async () => {
    // The shared test stack keeps no public cache; this facade keeps answers five seconds.
    const cached = await apiFacade({ PUBLIC_CACHE_SECONDS: '5' });
    const post = (path: string, request: ReturnType<typeof modernRequest>) =>
      fetch(`${cached}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...request.headers },
        body: JSON.stringify(request.body),
      }).then((response) => response.json() as Promise<JsonRpcAnswer>);
    const discovered = await post(MCP_READ, modernRequest('server/discover'));
    expect(discovered.result.supportedVersions).toEqual(expect.arrayContaining(['2026-07-28']));
    expect(discovered.result).toMatchObject({
      ttlMs: publicCacheMs,
      cacheScope: 'public',
      capabilities: { tools: {}, resources: {}, prompts: {}, completions: {} },
    });
    for (const [method, params] of [
      ['tools/list', {}],
      ['prompts/list', {}],
      ['resources/list', {}],
      ['resources/templates/list', {}],
      ['resources/read', { uri: 'local-events://zones' }],
    ] as const) {
      const answer = await post(MCP_FULL, modernRequest(method, params));
      expect(answer.result, method).toMatchObject({ ttlMs: publicCacheMs, cacheScope: 'public' });
    }
  });

  it('an Mcp-Method header that contradicts the body, or a missing one, is refused', async () => {
    const request = modernRequest('tools/list');
    const lying = await rawMcp(MCP_READ, request.body, { ...request.headers, 'mcp-method': 'tools/call' });
    expect(lying.status).toBe(400);
    const { 'mcp-method': _method, ...withoutMethod } = request.headers;
    expect((await rawMcp(MCP_READ, request.body, withoutMethod)).status).toBe(400);
    const call = modernRequest('tools/call', { name: 'list_locations', arguments: {} });
    expect((await rawMcp(MCP_READ, call.body, { ...call.headers, 'mcp-name': 'get_event' })).status).toBe(400);
  });

  it('the read-only endpoint refuses write tools in this era too', async () => {
    const call = modernRequest('tools/call', {
      name: 'review_event',
      arguments: { uuid: '0f8fad5b-d9cb-469f-a165-70867728950e', action: 'approve' },
    });
    const answer = await (await rawMcp(MCP_READ, call.body, call.headers)).json();
    expect(answer.error).toMatchObject({ code: -32602 });
  });
});
