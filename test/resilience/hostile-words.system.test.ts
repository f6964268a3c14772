import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, type ZoneFixture } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { api, site } from '../support/http.ts';
import { callTool, MCP_READ, mcpClient } from '../support/mcp.ts';

/** Search words that made PostgreSQL fail before they were rebuilt (searchWords): every surface answered 5xx. */
const HOSTILE = [
  '-'.repeat(40),
  '- '.repeat(40),
  '-! '.repeat(40),
  'jazz\u0000night',
  '\u0000',
  '"'.repeat(41),
  'or '.repeat(60),
  '(-)'.repeat(60),
  '\ud800jazz',
  'x\r\nBEGIN:VEVENT',
];

/** Any text at all, and text made of the syntax's own characters, which is what broke it. */
const words = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({
    unit: fc.constantFrom('-', '"', ' ', 'or ', '!', '\u0000', 'a', '(', ':', '*', '&', '|', '\\', "'", '\u0301'),
    maxLength: 200,
  }),
  fc.constantFrom(...HOSTILE),
);

let zone: ZoneFixture;
beforeAll(async () => {
  zone = await createZone({ timezone: 'Europe/London' });
  const venue = await createVenue(zone.id, 'Hostile Words Hall');
  const day = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate()!;
  await createEvents([{ zone, venueId: venue.id, localStart: `${day}T20:00`, title: 'Jazz Night' }]);
});
afterAll(closeFixtures);

describe('search words never reach PostgreSQL as an error, on any surface', () => {
  const rest = async (q: string) => {
    const response = await fetch(api(`/api/events/search?${new URLSearchParams({ q, zone_id: String(zone.id) })}`));
    const body = await response.text();
    expect(response.status, `${JSON.stringify(q)} -> ${body.slice(0, 200)}`).toBeLessThan(500);
    if (response.status >= 400) {
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(JSON.parse(body).errors?.[0]?.name).toBe('q');
    }
  };
  const gateway = async (text: string) => {
    const answer = await graphql(
      'query S($text: String!) { searchEvents(text: $text) { nodes { uuid } } venuesMatching(text: $text) { id } }',
      { variables: { text } },
    );
    expect(answer.status, `${JSON.stringify(text)} -> ${JSON.stringify(answer.errors)}`).toBeLessThan(500);
    for (const error of answer.errors ?? []) expect(error.extensions?.code, JSON.stringify(text)).toBe('BAD_USER_INPUT');
  };
  const town = async (q: string) => {
    for (const path of [
      `/${zone.countryCode.toLowerCase()}/${zone.slug}?${new URLSearchParams({ q })}`,
      `/${zone.countryCode.toLowerCase()}/${zone.slug}/calendar.ics?${new URLSearchParams({ q })}`,
    ]) {
      const response = await fetch(site(path));
      await response.arrayBuffer();
      expect(response.status, `${path} -> ${response.status}`).toBeLessThan(500);
    }
  };

  it('answers the words that failed before with results or a 4xx naming q, on REST, GraphQL, MCP and the site', async () => {
    const client = await mcpClient(MCP_READ);
    for (const q of HOSTILE) {
      await rest(q);
      await gateway(q);
      await town(q);
      // An error is the caller's to fix (nothing left to search, say), never the service's.
      const found = await callTool(client, 'find_events', { location: zone.slug, query: q.slice(0, 200) });
      if (found.isError)
        expect((found._meta?.['local-events/error'] as { code?: string } | undefined)?.code, JSON.stringify(q)).not.toBe('unavailable');
    }
    // A search of words that are there still finds them, however they are written.
    const jazz = (await (await fetch(api(`/api/events/search?q=${encodeURIComponent('"JAZZ" -comedy')}&zone_id=${zone.id}`))).json()) as {
      results: { title: string }[];
    };
    expect(jazz.results.map((event) => event.title)).toEqual(['Jazz Night']);
  });

  it('never answers 5xx for any text (fast-check), on REST, GraphQL, MCP and the site', async () => {
    const client = await mcpClient(MCP_READ);
    await fc.assert(
      fc.asyncProperty(words, async (q) => {
        await rest(q);
        await gateway(q);
        await town(q);
        const found = await callTool(client, 'find_events', { location: zone.slug, query: q });
        if (found.isError)
          expect((found._meta?.['local-events/error'] as { code?: string } | undefined)?.code, JSON.stringify(q)).not.toBe('unavailable');
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
