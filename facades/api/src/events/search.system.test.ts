import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { graphql } from '../../../../test/support/graphql.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';

afterAll(closeFixtures);

interface Found {
  uuid: string;
  title: string;
  startTime: string;
  startTimeLocal: string;
  venueName: string | null;
  zoneId: number;
}
interface Page {
  results: Found[];
  nextCursor: string | null;
}

const search = async (query: string) => {
  const { status, body } = await getJson(api(`/api/events/search?${query}`));
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Page;
};
const titles = (page: Page) => page.results.map((event) => event.title);

const PARIS = 'Europe/Paris';
const day1 = DateTime.now().setZone(PARIS).plus({ days: 10 }).startOf('day');
const [d1, d2, d3] = [day1, day1.plus({ days: 1 }), day1.plus({ days: 2 })].map((day) => day.toISODate()!);
const at = (day: DateTime, time: string) => DateTime.fromISO(`${day.toISODate()}T${time}`, { zone: PARIS }).toJSDate();

let city: ZoneFixture;
let quarter: ZoneFixture;
let tokyo: ZoneFixture;
beforeAll(async () => {
  const word = unique();
  city = await createZone({ name: `Lyon ${word}`, timezone: PARIS, countryCode: 'FR' });
  quarter = await createZone({ name: `Croix-Rousse ${word}`, timezone: PARIS, countryCode: 'FR', parentId: city.id });
  tokyo = await createZone({ name: `Tokyo ${word}`, timezone: 'Asia/Tokyo', countryCode: 'JP' });
  const paying = { isFree: false };
  await createEvents([
    { zone: city, title: 'Café Concert', description: 'A jazz trio plays.', start: at(day1, '20:00'), categories: ['Jazz'], ...paying },
    { zone: quarter, title: 'CAFE QUIZ', start: at(day1, '23:30'), categories: ['quiz'], ...paying },
    // 00:30 in Paris on day 2 is still day 1 in UTC: it belongs to day 2.
    { zone: city, title: 'Late Café', start: at(day1.plus({ days: 1 }), '00:30'), ...paying },
    { zone: city, title: 'Morning Yoga', start: at(day1.plus({ days: 2 }), '08:00'), ...paying },
    { zone: tokyo, title: 'Café Tokyo', start: at(day1, '12:00'), ...paying },
    { zone: city, title: 'Café Under Review', start: at(day1, '18:00'), status: 'ready_for_review', ...paying },
    { zone: city, title: 'Free Picnic', start: at(day1.plus({ days: 2 }), '12:00'), categories: ['family', 'outdoors'] },
  ]);
});

describe('GET /api/events/search', () => {
  it('finds words without regard to accents or case, in a city and its neighbourhoods, published only, by start', async () => {
    for (const q of ['cafe', 'CAFÉ', 'Cafe']) {
      const page = await search(`q=${encodeURIComponent(q)}&zone_id=${city.id}&from=${d1}&to=${d3}`);
      expect(titles(page)).toEqual(['Café Concert', 'CAFE QUIZ', 'Late Café']);
    }
    const [concert, quiz] = (await search(`q=cafe&zone_id=${city.id}&from=${d1}&to=${d3}`)).results;
    const start = at(day1, '20:00');
    expect(concert).toEqual({
      uuid: expect.any(String),
      title: 'Café Concert',
      startTime: start.toISOString(),
      startTimeLocal: DateTime.fromJSDate(start, { zone: PARIS }).toISO({ suppressMilliseconds: true }),
      venueName: null,
      zoneId: city.id,
    });
    expect(quiz!.zoneId).toBe(quarter.id);
  });

  it('matches the start of words, and forgives one typo in a word of five letters or more that no event holds', async () => {
    const zone = await createZone({ name: `Forgiving ${unique()}`, timezone: PARIS, countryCode: 'FR' });
    // A word of letters only, new to the guide, so that no other test's events are near it.
    const word = `zither${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    await createEvents([
      { zone, title: `Saxophonist ${word} Showcase`, start: at(day1, '20:00') },
      { zone, title: 'Concert in the park', start: at(day1, '21:00') },
    ]);
    const found = async (q: string) => titles(await search(`q=${encodeURIComponent(q)}&zone_id=${zone.id}&from=${d1}&to=${d3}`));
    expect(await found('saxo')).toEqual([`Saxophonist ${word} Showcase`]);
    expect(await found(word.slice(0, 9))).toEqual([`Saxophonist ${word} Showcase`]);
    expect(await found('saxaphonist')).toEqual([`Saxophonist ${word} Showcase`]);
    expect(await found(`${word.slice(0, 3)}x${word.slice(4)}`)).toEqual([`Saxophonist ${word} Showcase`]);
    expect(await found('concrt')).toEqual(['Concert in the park']);
    // Two typos, or one in a short word, find nothing; an excluded word stays exact.
    expect(await found('saxaphonistt')).toEqual([]);
    expect(await found('parx')).toEqual([]);
    expect(await found('concert -par')).toEqual(['Concert in the park']);
    expect(await found('concert -park')).toEqual([]);
    const answer = await graphql<{ location: { searchEvents: { nodes: { title: string }[] } } }>(
      'query S($q: String!, $zone: Int!, $from: String!, $to: String!) { location(id: $zone) { searchEvents(q: $q, from: $from, to: $to) { nodes { title } } } }',
      { variables: { q: 'saxophonst', zone: zone.id, from: d1, to: d3 } },
    );
    expect(answer.data?.location.searchEvents.nodes.map((event) => event.title)).toEqual([`Saxophonist ${word} Showcase`]);
  });

  it("finds events by their venue's name too, accents ignored", async () => {
    const zone = await createZone({ name: `Venues ${unique()}`, timezone: PARIS, countryCode: 'FR' });
    const word = `Étoilé${unique().replace(/\d/g, 'x')}`;
    const venue = await createVenue(zone.id, `Le Bistrot ${word}`);
    await createEvents([
      { zone, venueId: venue.id, title: 'Soirée chanson', start: at(day1, '20:00') },
      { zone, title: 'Elsewhere', start: at(day1, '21:00') },
    ]);
    const folded = word
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    expect(titles(await search(`q=${encodeURIComponent(folded)}&zone_id=${zone.id}&from=${d1}&to=${d1}`))).toEqual(['Soirée chanson']);
    expect(titles(await search(`q=${encodeURIComponent(`bistrot ${folded}`)}&from=${d1}&to=${d1}&sort=relevance`))).toEqual([
      'Soirée chanson',
    ]);
  });

  it("counts days in the event's own time zone", async () => {
    expect(titles(await search(`q=cafe&zone_id=${city.id}&from=${d2}&to=${d2}`))).toEqual(['Late Café']);
    expect(titles(await search(`q=cafe&zone_id=${city.id}&from=${d1}&to=${d1}`))).toEqual(['Café Concert', 'CAFE QUIZ']);
  });

  it('every zone without zone_id; words in the description count; relevance ranks the better match first', async () => {
    const everywhere = titles(await search(`q=cafe&from=${d1}&to=${d3}&limit=50`));
    expect(everywhere).toEqual(expect.arrayContaining(['Café Tokyo', 'Café Concert', 'CAFE QUIZ', 'Late Café']));
    expect(everywhere).not.toContain('Café Under Review');
    expect(titles(await search(`q=jazz&zone_id=${city.id}&from=${d1}&to=${d3}`))).toEqual(['Café Concert']);
    const ranked = await search(`q=${encodeURIComponent('cafe or jazz')}&zone_id=${city.id}&from=${d1}&to=${d3}&sort=relevance`);
    expect(titles(ranked)[0]).toBe('Café Concert');
    expect(titles(ranked).sort()).toEqual(['CAFE QUIZ', 'Café Concert', 'Late Café'].sort());
  });

  it('without words: every published event of the range, by start; free=true only the free ones', async () => {
    expect(titles(await search(`zone_id=${city.id}&from=${d3}&to=${d3}`))).toEqual(['Morning Yoga', 'Free Picnic']);
    expect(titles(await search(`zone_id=${city.id}&from=${d1}&to=${d3}&free=true`))).toEqual(['Free Picnic']);
  });

  it("categories: an event's own words count by the vocabulary (Jazz is music, quiz is community); several mean any", async () => {
    expect(titles(await search(`zone_id=${city.id}&from=${d1}&to=${d3}&category=music`))).toEqual(['Café Concert']);
    expect(titles(await search(`zone_id=${city.id}&from=${d1}&to=${d3}&category=community&category=family`))).toEqual([
      'CAFE QUIZ',
      'Free Picnic',
    ]);
    expect(titles(await search(`q=cafe&zone_id=${city.id}&from=${d1}&to=${d3}&category=community`))).toEqual(['CAFE QUIZ']);
    const { status, body } = await getJson(api('/api/events/categories'));
    expect(status).toBe(200);
    expect(body).toContainEqual({ id: 'music', label: 'Live music' });
    expect(body.map((category: { id: string }) => category.id)).toEqual(expect.arrayContaining(['family', 'community', 'food']));
  });

  it('pages follow the cursor without skipping or repeating while events are added', async () => {
    const zone = await createZone({ name: `Pages ${unique()}`, timezone: PARIS, countryCode: 'FR' });
    await createEvents([1, 2, 3, 4, 5].map((n) => ({ zone, title: `Cafe ${n}`, start: at(day1, `1${n}:00`) })));
    for (const sort of ['start', 'relevance']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let added = 0;
      do {
        const page: Page = await search(
          `q=cafe&zone_id=${zone.id}&from=${d1}&to=${d1}&limit=2&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...page.results.map((event) => event.title));
        cursor = page.nextCursor;
        // Someone publishes an event between pages: before everything seen, and after.
        if (cursor && added === 0) {
          await createEvents([
            { zone, title: `Cafe early ${sort}`, start: at(day1, '09:00') },
            { zone, title: `Cafe late ${sort}`, start: at(day1, '22:00') },
          ]);
          added = 2;
        }
      } while (cursor);
      expect(new Set(seen).size, seen.join(', ')).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(['Cafe 1', 'Cafe 2', 'Cafe 3', 'Cafe 4', 'Cafe 5']));
      if (sort === 'start') expect(seen).toEqual(['Cafe 1', 'Cafe 2', 'Cafe 3', 'Cafe 4', 'Cafe 5', 'Cafe late start']);
    }
  });

  it.each([
    ['an empty q', 'q=', 400],
    ['a q over 200 characters', `q=${'a'.repeat(201)}`, 400],
    ['to before from', `from=${d2}&to=${d1}`, 400],
    ['a range over 31 days', `from=${d1}&to=${day1.plus({ days: 31 }).toISODate()}`, 400],
    ['an impossible day', 'from=2026-02-30', 400],
    ['a day of year 0', 'from=0000-01-01&to=0000-01-05', 400],
    ['an unknown sort', 'sort=nearest', 400],
    ['relevance without q', 'sort=relevance', 400],
    ['a limit over 50', 'limit=51', 400],
    ['a malformed cursor', 'cursor=not-a-cursor', 400],
    [
      'a start cursor for a relevance search',
      `q=cafe&sort=relevance&cursor=${Buffer.from(JSON.stringify(['2026-12-01T00:00:00.000Z', '0f8fad5b-d9cb-469f-a165-70867728950e'])).toString('base64url')}`,
      400,
    ],
    ['free given twice', 'free=true&free=true', 400],
    ['an unknown category', 'category=jazz', 400],
    ['over ten categories', Array(11).fill('category=music').join('&'), 400],
    ['an unknown zone', 'zone_id=2147483000', 404],
  ])('%s: %i problem', async (_label, query, status) => {
    const problem = await expectProblem(api(`/api/events/search?${query}`), status);
    expect(problem.detail ?? problem.errors).toBeTruthy();
  });
});

describe('searching near a point', () => {
  it('finds events at venues and at places of their own within the radius, nearest first, each with its distance', async () => {
    const zone = await createZone({ name: `Rhône ${unique()}`, timezone: PARIS, countryCode: 'FR' });
    const here = { lat: 45.764, lng: 4.8357 };
    const [atHere, farther] = [
      await createVenue(zone.id, 'Salle Ici', here),
      await createVenue(zone.id, 'Salle Là-bas', { lat: 45.8, lng: 4.85 }),
    ];
    await createEvents([
      { zone, title: 'At the venue here', venueId: atHere.id, start: at(day1, '19:00') },
      { zone, title: 'At a place 700 m away', placeName: 'Jardin', placePosition: { lat: 45.77, lng: 4.83 }, start: at(day1, '18:00') },
      { zone, title: 'At a venue 4 km away', venueId: farther.id, start: at(day1, '17:00') },
      { zone, title: 'At a place 16 km away', placeName: 'Colline', placePosition: { lat: 45.9, lng: 4.9 }, start: at(day1, '16:00') },
      { zone, title: 'Nowhere known', start: at(day1, '15:00') },
    ]);
    const near = `zone_id=${zone.id}&from=${d1}&to=${d1}&near=${here.lat},${here.lng}`;
    const page = await search(near);
    expect(titles(page)).toEqual(['At the venue here', 'At a place 700 m away', 'At a venue 4 km away']);
    const distances = page.results.map((event) => (event as Found & { distance: number }).distance);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeGreaterThan(600);
    expect(distances[1]).toBeLessThan(900);
    expect(distances[2]).toBeGreaterThan(3500);
    expect(distances[2]).toBeLessThan(5000);
    expect(titles(await search(`${near}&radius=1000`))).toEqual(['At the venue here', 'At a place 700 m away']);
    expect(titles(await search(`${near}&radius=20000&sort=start`))).toEqual([
      'At a place 16 km away',
      'At a venue 4 km away',
      'At a place 700 m away',
      'At the venue here',
    ]);

    // Pages by distance follow their cursor.
    const first = await search(`${near}&radius=20000&limit=3`);
    const second = await search(`${near}&radius=20000&limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...titles(first), ...titles(second)]).toEqual([
      'At the venue here',
      'At a place 700 m away',
      'At a venue 4 km away',
      'At a place 16 km away',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['a point that is not one', 'near=abc', 400],
    ['a latitude past the pole', 'near=91,0', 400],
    ['a radius over 50 km', 'near=45.7,4.8&radius=50001', 400],
    ['a radius without near', 'radius=1000', 400],
    ['distance without near', 'sort=distance', 400],
  ])('%s: %i problem', async (_label, query, status) => {
    const problem = await expectProblem(api(`/api/events/search?${query}`), status);
    expect(problem.detail ?? problem.errors).toBeTruthy();
  });
});

describe('search over GraphQL', () => {
  it("a cursor connection on a zone, with each event's score", async () => {
    const answer = await graphql<{
      location: {
        searchEvents: { edges: { cursor: string; score: number; node: { title: string } }[]; pageInfo: { hasNextPage: boolean } };
      };
    }>(
      `query ($id: Int!, $date: String!, $until: String!) {
        location(id: $id) { searchEvents(text: "café", date: $date, until: $until, sort: relevance, limit: 2) { edges { cursor score node { title } } pageInfo { hasNextPage endCursor } } }
      }`,
      { variables: { id: city.id, date: d1, until: d3 } },
    );
    expect(answer.errors).toBeUndefined();
    const { edges, pageInfo } = answer.data!.location.searchEvents;
    expect(edges).toHaveLength(2);
    expect(edges[0]!.score).toBeGreaterThan(0);
    expect(edges[0]!.score).toBeGreaterThanOrEqual(edges[1]!.score);
    expect(pageInfo.hasNextPage).toBe(true);
  });
});
