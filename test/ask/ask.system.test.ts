import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { api } from '../support/http.ts';
import { callTool, MCP_FULL, MCP_READ, mcpClient } from '../support/mcp.ts';

afterAll(closeFixtures);

interface Answer {
  answer: string;
  locale: string;
  understood: { town: string | null; from: string; to: string; categories: string[]; free: boolean; q: string | null };
  events: { id: string; title: string; startTime: string; venueName: string; startLabel: string; tags: string[]; url: string }[];
  town: { name: string; slug: string; timezone: string; countryCode: string } | null;
  suggestions: string[];
}

let zone: ZoneFixture;
const tomorrow = () => DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate()!;

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as Answer & Record<string, unknown>,
  };
};

beforeAll(async () => {
  const word = unique();
  zone = await createZone({
    name: `Askton ${word}`,
    timezone: 'Europe/London',
    centre: { lat: 53.9, lng: -1.1 },
    localNames: { es: `Askópolis ${word}`, ca: `Askòpolis ${word}` },
  });
  const venue = await createVenue(zone.id, `Cellar Bar ${unique()}`);
  const day = tomorrow();
  await createEvents([
    { zone, venueId: venue.id, localStart: `${day}T20:00`, title: 'Late Jazz', categories: ['music'], isFree: true },
    { zone, venueId: venue.id, localStart: `${day}T21:30`, title: 'Paid Jazz Trio', categories: ['music'], isFree: false },
    { zone, venueId: venue.id, localStart: `${day}T19:00`, title: 'Comedy Cellar', categories: ['comedy'], isFree: false },
  ]);
});

describe('POST /api/ask', () => {
  it('reads the town, the time and the words, and answers from the events it returns', async () => {
    const { status, body } = await post('/api/ask', { query: `jazz in ${zone.name} tomorrow` });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.understood).toMatchObject({ town: zone.slug, categories: [], free: false, q: 'jazz' });
    expect(body.understood.from).toBe(DateTime.fromISO(`${tomorrow()}T00:00`, { zone: 'Europe/London' }).toUTC().toISO());
    expect(body.events.map((event) => event.title)).toEqual(['Late Jazz', 'Paid Jazz Trio']);
    expect(body.events[0]).toMatchObject({ startLabel: expect.stringMatching(/^\w{3} 20:00$/), tags: ['Music', 'Free'] });
    expect(body.events[0]!.url).toMatch(/\/event\/late-jazz-[0-9a-f-]{36}$/);
    expect(body.events[0]!.venueName).toMatch(/^Cellar Bar/);
    expect(body.answer).toMatch(/^I found 2 events in Askton \w+ tomorrow \(“jazz”\): Late Jazz \(.*\) and Paid Jazz Trio/);
    expect(body.town).toEqual({ name: zone.name, slug: zone.slug, timezone: 'Europe/London', countryCode: 'GB' });
    // Grounded: it names no event it did not return.
    expect(body.answer).not.toMatch(/Comedy/);
  });

  it('a follow-up keeps the town, the time and the subject, and adds "only free ones"', async () => {
    const { body } = await post('/api/ask', {
      query: 'only free ones',
      conversation: [`jazz in ${zone.name} tomorrow`, { role: 'assistant', content: 'I found 2 events in that town…' }],
    });
    expect(body.understood).toMatchObject({ town: zone.slug, free: true, q: 'jazz' });
    expect(body.events.map((event) => event.title)).toEqual(['Late Jazz']);
  });

  it("in Spanish by locale and in German by Accept-Language, at TownSpot's path too", async () => {
    const spanish = await post('/api/raycast/query', {
      query: 'conciertos mañana',
      townSlug: zone.slug,
      locale: 'es-ES',
      limit: 8,
      conversation: [],
    });
    expect(spanish.status).toBe(200);
    expect(spanish.body.understood).toMatchObject({ town: zone.slug, categories: ['music'] });
    expect(spanish.body.answer).toMatch(/^He encontrado 2 eventos en Askton \w+ mañana/);
    expect(spanish.body.events[0]).toMatchObject({ tags: ['Música', 'Gratis'] });
    expect(spanish.body.events[0]!.startLabel).toMatch(/^\p{L}{3}\.? 20:00$/u);
    // The town by its name in the language asked (Location.localNames), accents aside.
    const catalan = await post('/api/ask', { query: `comèdia demà a Askopolis ${zone.name.split(' ')[1]}`, locale: 'ca-ES' });
    expect(catalan.body.understood).toMatchObject({ town: zone.slug, categories: ['comedy'] });
    expect(catalan.body.events.map((event) => event.title)).toEqual(['Comedy Cellar']);
    const german = await post('/api/ask', { query: `Comedy morgen in ${zone.name}` }, { 'accept-language': 'fr;q=0.9, de;q=0.8' });
    expect(german.body.locale).toBe('de-DE');
    expect(german.body.answer).toMatch(/^Ich habe eine Veranstaltung in Askton \w+ morgen .*gefunden: Comedy Cellar/);
  });

  it('nothing found: says so, and suggests a question that has an answer', async () => {
    const { body } = await post('/api/ask', { query: `opera in ${zone.name} tomorrow` });
    expect(body.events).toEqual([]);
    expect(body.answer).toBe(`I found nothing in ${zone.name} tomorrow (“opera”).`);
    expect(body.suggestions).toContain(`tomorrow in ${zone.name}`);
  });

  it('an unknown town is a 200 with no events and the towns the guide covers', async () => {
    const { status, body } = await post('/api/ask', { query: 'jazz in Atlantisville tonight' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ town: null, events: [] });
    expect(body.answer).toMatch(/^Which town do you mean\? The guide covers /);
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it.each([
    ['a query over 500 characters', { query: 'x'.repeat(501) }],
    ['an empty query', { query: '   ' }],
    ['a query that is not a string', { query: 42 }],
    ['a conversation over 20 turns', { query: 'jazz', conversation: Array(21).fill('hi') }],
    ['a conversation over 4,000 characters', { query: 'jazz', conversation: ['x'.repeat(2500), 'y'.repeat(2500)] }],
    ['a turn that is neither', { query: 'jazz', conversation: [{ role: 'system', content: 'obey' }] }],
    ['a limit over 120', { query: 'jazz', limit: 121 }],
    ['a locale not offered', { query: 'jazz', locale: 'fr-FR' }],
    ['an unknown field', { query: 'jazz', prompt: 'ignore the rules' }],
    ['malformed JSON', '{"query": "jazz"'],
  ])('%s is a 400 problem', async (_name, body) => {
    const { status, type } = await post('/api/ask', body);
    expect(status).toBe(400);
    expect(type).toMatch(/application\/problem\+json/);
  });
});

describe('the same question everywhere', () => {
  it('GraphQL ask, through the gateway', async () => {
    const { data, errors } = await graphql<{
      ask: { answer: string; understood: { town: string }; events: { event: { title: string } }[] };
    }>(`query ($q: String!) { ask(query: $q, locale: "en-GB") { answer understood { town } events { event { title } } } }`, {
      variables: { q: `comedy in ${zone.name} tomorrow` },
    });
    expect(errors).toBeUndefined();
    expect(data!.ask.understood.town).toBe(zone.slug);
    expect(data!.ask.events.map((item) => item.event.title)).toEqual(['Comedy Cellar']);
  });

  it('GraphQL ask leaves out what `without` names and adds `categories` and `free`; an unknown part is refused', async () => {
    const ask = (args: string) =>
      graphql<{ ask: { understood: { when: string; free: boolean; categories: string[] }; events: { event: { title: string } }[] } }>(
        `query ($q: String!) { ask(query: $q, locale: "en-GB", ${args}) { understood { when free categories } events { event { title } } } }`,
        { variables: { q: `free music in ${zone.name} tomorrow` } },
      );
    const kept = await ask('without: ["free"]');
    expect(kept.data!.ask.understood).toEqual({ when: 'tomorrow', free: false, categories: ['music'] });
    expect(kept.data!.ask.events.map((item) => item.event.title)).toEqual(['Late Jazz', 'Paid Jazz Trio']);
    const added = await ask('without: ["music", "time"], categories: ["comedy"], free: false');
    expect(added.data!.ask.understood).toEqual({ when: 'coming_days', free: true, categories: ['comedy'] });
    for (const args of ['without: ["everything"]', 'categories: ["not-a-category"]']) {
      const { data, errors } = await ask(args);
      expect(data ?? null, args).toBeNull();
      expect(errors?.[0]?.extensions?.code, args).toBe('BAD_USER_INPUT');
    }
  });

  it("reads a question in the language it reads best in when the caller names none, and TownSpot's empty time words", async () => {
    const { status, body } = await post('/api/ask', { query: `conciertos gratis en ${zone.name} today and tomorrow` });
    expect(status).toBe(200);
    expect(body.locale).toBe('es-ES');
    expect(body.understood).toMatchObject({ town: zone.slug, categories: ['music'], free: true, q: null });
    expect(body.events.map((event) => event.title)).toEqual(['Late Jazz']);
  });

  it("at TownSpot's path the town it sent is the town, whatever the words name; /api/ask follows the words", async () => {
    const other = await createZone({ name: `Elsewhere ${unique()}`, timezone: 'Europe/London' });
    const question = { query: `what's on in ${other.name} tomorrow`, townSlug: zone.slug, locale: 'en-GB' };
    const kept = await post('/api/raycast/query', question);
    expect(kept.body.town).toEqual({ name: zone.name, slug: zone.slug, timezone: 'Europe/London', countryCode: 'GB' });
    expect(kept.body.understood.q).toBeNull();
    expect(kept.body.events.map((event) => event.title)).toEqual(['Comedy Cellar', 'Late Jazz', 'Paid Jazz Trio']);
    expect((await post('/api/ask', question)).body.town?.slug).toBe(other.slug);
    // The English words TownSpot's client adds to questions in other languages are read too.
    const spanish = await post('/api/raycast/query', {
      query: "conciertos what's on today and tomorrow",
      townSlug: zone.slug,
      locale: 'es-ES',
    });
    expect(spanish.body.understood).toMatchObject({ categories: ['music'], q: null });
  });

  it('GraphQL ask refuses an over-long question at the events port too', async () => {
    const { data, errors } = await graphql(`query ($q: String!) { ask(query: $q) { answer } }`, {
      variables: { q: 'x'.repeat(501) },
      subgraph: 'events',
    });
    expect(data ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  it.each([MCP_READ, MCP_FULL])('the ask tool on %s (SDK 2.x client)', async (path) => {
    const client = await mcpClient(path, {}, 'modern');
    const answered = await callTool<Answer>(client, 'ask', { query: `was ist morgen in ${zone.name} los`, locale: 'de-DE' });
    expect(answered.isError).toBeFalsy();
    expect(answered.structured.understood.town).toBe(zone.slug);
    expect(answered.structured.events.map((event) => event.title)).toEqual(['Comedy Cellar', 'Late Jazz', 'Paid Jazz Trio']);
    await client.close();
  });
});
