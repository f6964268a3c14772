import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createZone, unique, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { inject } from 'vitest';
import { z } from 'zod';
import { Zone as ZoneSchema } from './views.ts';

afterAll(closeFixtures);

type Zone = { id: number; slug: string; countryCode: string; hidden: boolean; weeklyEventsCount: number; url: string };

describe('GET /api/locations/list', () => {
  let city: ZoneFixture;
  let quarter: ZoneFixture;
  let hidden: ZoneFixture;

  beforeAll(async () => {
    city = await createZone({ name: `Lisbon ${unique()}`, countryCode: 'PT', timezone: 'Europe/Lisbon' });
    quarter = await createZone({ name: `Alfama ${unique()}`, countryCode: 'PT', timezone: 'Europe/Lisbon', parentId: city.id });
    hidden = await createZone({ name: `Secret ${unique()}`, countryCode: 'PT', timezone: 'Europe/Lisbon', hidden: true });
    const soon = DateTime.now().plus({ days: 2 }).toJSDate();
    const later = DateTime.now().plus({ days: 9 }).toJSDate();
    await createEvents([
      { zone: city, start: soon },
      { zone: quarter, start: soon },
      { zone: quarter, start: soon, status: 'ready_for_review' },
      { zone: city, start: later },
    ]);
  });

  it('is a JSON array of zones with every contract field', async () => {
    const { status, body } = await getJson(api('/api/locations/list?country=pt'));
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const found = body.find((zone: Zone) => zone.id === quarter.id);
    expect(found).toEqual({
      id: quarter.id,
      name: quarter.name,
      slug: quarter.slug,
      countryCode: 'PT',
      timezone: 'Europe/Lisbon',
      kind: 'neighbourhood',
      parentId: city.id,
      active: true,
      hidden: false,
      lat: null,
      lng: null,
      weeklyEventsCount: 1,
      activeUsers: 0,
      url: `${inject('stack').site}/pt/${quarter.slug}`,
    });
  });

  it("counts a city's published events of the next seven days with its neighbourhoods'", async () => {
    const { body } = await getJson(api('/api/locations/list?country=PT'));
    expect(body.find((zone: Zone) => zone.id === city.id).weeklyEventsCount).toBe(2);
  });

  it('filters by country and leaves hidden zones out unless asked', async () => {
    const { body } = await getJson(api('/api/locations/list?country=PT'));
    expect(body.every((zone: Zone) => zone.countryCode === 'PT')).toBe(true);
    expect(body.some((zone: Zone) => zone.id === hidden.id)).toBe(false);
    const withHidden = await getJson(api('/api/locations/list?country=PT&includeHidden=true'));
    expect(withHidden.body.find((zone: Zone) => zone.id === hidden.id)).toMatchObject({ hidden: true });
  });

  it('answers JSON exactly as the Zone schema shapes it, names with quotes, backslashes and accents included', async () => {
    const odd = await createZone({ name: `Quai "d'Orsay" \\ Ümlaut ${unique()}`, countryCode: 'PT', timezone: 'Europe/Lisbon' });
    const response = await fetch(api('/api/locations/list?country=PT'));
    const text = await response.text();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(text).toBe(JSON.stringify(z.array(ZoneSchema).parse(JSON.parse(text))));
    expect(JSON.parse(text).find((zone: Zone) => zone.id === odd.id)).toMatchObject({ name: odd.name, weeklyEventsCount: 0 });
  });

  it.each([
    ['?country=Portugal', 'country'],
    ['?country=P1', 'country'],
    ['?includeHidden=yes', 'includeHidden'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const problem = await expectProblem(api(`/api/locations/list${query}`), 400);
    expect(problem.errors?.map((error) => error.name)).toEqual([field]);
  });
});

describe('GET /api/locations/get-by-slug', () => {
  it('finds a zone by slug, in either case of country', async () => {
    const zone = await createZone({ countryCode: 'NL', timezone: 'Europe/Amsterdam' });
    for (const query of [`slug=${zone.slug}`, `slug=${zone.slug}&country=nl`, `slug=${zone.slug.toUpperCase()}&country=NL`]) {
      const { status, body } = await getJson(api(`/api/locations/get-by-slug?${query}`));
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: zone.id, slug: zone.slug, countryCode: 'NL', kind: 'city', parentId: null });
    }
  });

  it('answers 404 for an unknown slug or the wrong country', async () => {
    const zone = await createZone({ countryCode: 'NL', timezone: 'Europe/Amsterdam' });
    await expectProblem(api(`/api/locations/get-by-slug?slug=no-such-town-${unique()}`), 404);
    await expectProblem(api(`/api/locations/get-by-slug?slug=${zone.slug}&country=BE`), 404);
  });

  it('answers 404 for a hidden zone unless includeHidden=true', async () => {
    const zone = await createZone({ countryCode: 'NL', timezone: 'Europe/Amsterdam', hidden: true });
    await expectProblem(api(`/api/locations/get-by-slug?slug=${zone.slug}`), 404);
    const { status } = await getJson(api(`/api/locations/get-by-slug?slug=${zone.slug}&includeHidden=true`));
    expect(status).toBe(200);
  });

  it('answers 409 listing the countries when a slug is used in several', async () => {
    const slug = `springfield-${unique()}`;
    await createZone({ slug, countryCode: 'US', timezone: 'America/Chicago' });
    await createZone({ slug, countryCode: 'AU', timezone: 'Australia/Sydney' });
    const problem = (await expectProblem(api(`/api/locations/get-by-slug?slug=${slug}`), 409)) as { countries?: string[] };
    expect(problem.countries).toEqual(['AU', 'US']);
    const { body } = await getJson(api(`/api/locations/get-by-slug?slug=${slug}&country=us`));
    expect(body.countryCode).toBe('US');
  });

  it.each([
    ['', 'slug'],
    ['?slug=', 'slug'],
    ['?slug=bad%20slug', 'slug'],
    ['?slug=a%27%3B--', 'slug'],
    [`?slug=${'x'.repeat(101)}`, 'slug'],
    ['?slug=ok&country=GBR', 'country'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const problem = await expectProblem(api(`/api/locations/get-by-slug${query}`), 400);
    expect(problem.errors?.map((error) => error.name)).toContain(field);
  });
});
