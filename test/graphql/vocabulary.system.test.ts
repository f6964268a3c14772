import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvent, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { errorCode, graphql } from '../support/graphql.ts';
import { api, getJson } from '../support/http.ts';
import { callTool, MCP_READ, mcpClient } from '../support/mcp.ts';

afterAll(closeFixtures);

let zone: ZoneFixture;
const word = `Zither${unique().replace(/[^a-z0-9]/gi, '')}`;
const day = DateTime.now().setZone('Europe/London').plus({ days: 5 });

beforeAll(async () => {
  zone = await createZone({ name: `Words ${unique()}`, timezone: 'Europe/London' });
  await createEvent({ zone, start: day.set({ hour: 19 }).toJSDate(), title: `${word} Evening` });
});

type Found = { location: { searchEvents: { nodes: { title: string }[] } } };
const search = (args: string) =>
  graphql<Found>(`query ($id: Int!) { location(id: $id) { searchEvents(${args}) { nodes { title } } } }`, {
    variables: { id: zone.id },
  });

describe('one name for search words and day ranges: q, from and to, in REST, GraphQL and MCP', () => {
  it('REST: q, from and to', async () => {
    const answer = await getJson(api(`/api/events/search?zone_id=${zone.id}&q=${word}&from=${day.toISODate()}&to=${day.toISODate()}`));
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((event: { title: string }) => event.title)).toEqual([`${word} Evening`]);
  });

  it('GraphQL: q, from and to; text, date and until still work, marked deprecated; both names at once is a BAD_USER_INPUT', async () => {
    const range = `"${day.toISODate()}"`;
    const current = await search(`q: "${word}", from: ${range}, to: ${range}`);
    expect(current.data?.location.searchEvents.nodes.map((event) => event.title)).toEqual([`${word} Evening`]);
    const old = await search(`text: "${word}", date: ${range}, until: ${range}`);
    expect(old.data?.location.searchEvents.nodes).toEqual(current.data?.location.searchEvents.nodes);
    const both = await search(`q: "${word}", text: "${word}"`);
    expect(errorCode(both)).toBe('BAD_USER_INPUT');
    expect(both.errors?.[0]?.message).toMatch(/give q or text/);

    // venuesMatching takes the same words: q, or text (old); both, or neither, is refused.
    for (const args of [`q: "${word}", text: "${word}"`, 'limit: 5']) {
      expect(errorCode(await graphql(`{ venuesMatching(${args}) { id } }`)), args).toBe('BAD_USER_INPUT');
    }
    expect((await graphql(`{ venuesMatching(q: "${word}") { id } }`)).errors).toBeUndefined();

    const schema = await graphql<{
      __type: { fields: { name: string; args: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] }[] };
    }>(`{ __type(name: "Query") { fields { name args(includeDeprecated: true) { name isDeprecated deprecationReason } } } }`);
    const args = schema.data!.__type.fields.find((field) => field.name === 'searchEvents')!.args;
    expect(args.filter((arg) => arg.isDeprecated).map((arg) => arg.name)).toEqual(['text', 'date', 'until']);
    expect(args.find((arg) => arg.name === 'text')?.deprecationReason).toMatch(/Use q/);
  });

  it('MCP find_events: q, with query as its deprecated alias', async () => {
    const client = await mcpClient(MCP_READ);
    try {
      const titles = async (args: Record<string, unknown>) =>
        (
          await callTool<{ events: { title: string }[] }>(client, 'find_events', { location: zone.id, date: day.toISODate(), ...args })
        ).structured.events.map((event) => event.title);
      expect(await titles({ q: word })).toEqual([`${word} Evening`]);
      expect(await titles({ query: word })).toEqual([`${word} Evening`]);
      const both = await callTool(client, 'find_events', { location: zone.id, q: word, query: word });
      expect(both.isError).toBe(true);
      const tool = (await client.listTools()).tools.find((listed) => listed.name === 'find_events')!;
      const properties = tool.inputSchema.properties as Record<string, { description?: string }>;
      expect(properties.query?.description).toMatch(/^Deprecated/);
    } finally {
      await client.close();
    }
  });
});
