import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { load } from 'cheerio';
import ICAL from 'ical.js';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { site } from '../support/http.ts';

afterAll(closeFixtures);

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(site(path), { headers, redirect: 'manual' });
  return { response, $: load(await response.text()) };
};

const NEW_YORK = 'America/New_York';

describe('the site in four languages', () => {
  it('chooses by Accept-Language, then by ?lang (kept in a cookie), with lang, hreflang and a switcher on every page', async () => {
    const town = await createZone({
      name: `Lisbonne ${unique()}`,
      timezone: 'Europe/Madrid',
      countryCode: 'ES',
      localNames: { es: 'Villanueva', ca: 'Vilanova' },
    });
    const spanish = await page(`/es/${town.slug}`, { 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' });
    expect(spanish.$('html').attr('lang')).toBe('es-ES');
    expect(spanish.$('h1').text()).toBe('Qué hacer en Villanueva');
    expect(spanish.response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(spanish.response.headers.get('vary')).toMatch(/Cookie/);
    const alternates = spanish
      .$('link[rel=alternate][hreflang]')
      .map((_i, link) => [[spanish.$(link).attr('hreflang'), spanish.$(link).attr('href')]])
      .get();
    expect(Object.fromEntries(alternates)).toEqual({
      'en-GB': site(`/es/${town.slug}?lang=en-GB`),
      'es-ES': site(`/es/${town.slug}?lang=es-ES`),
      'ca-ES': site(`/es/${town.slug}?lang=ca-ES`),
      'de-DE': site(`/es/${town.slug}?lang=de-DE`),
      'x-default': site(`/es/${town.slug}`),
    });
    expect(spanish.$('nav.languages a[aria-current]').text()).toBe('Español');
    expect(spanish.$('nav.languages a[lang=ca-ES]').attr('href')).toBe(`/es/${town.slug}?lang=ca-ES`);

    const catalan = await page(`/es/${town.slug}?lang=ca`, { 'accept-language': 'es' });
    expect(catalan.$('html').attr('lang')).toBe('ca-ES');
    expect(catalan.$('h1').text()).toBe('Què fer a Vilanova');
    const cookie = catalan.response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^lang=ca-ES; path=\/; expires=.*; samesite=lax; httponly$/i);
    // The choice is kept: the next page, asked in Spanish by the browser, is in Catalan.
    const kept = await page('/submit', { 'accept-language': 'es', cookie: cookie.split(';')[0]! });
    expect(kept.$('html').attr('lang')).toBe('ca-ES');
    expect(kept.$('h1').text()).toBe('Envia un esdeveniment');

    const german = await page('/', { 'accept-language': 'de-AT' });
    expect(german.$('html').attr('lang')).toBe('de-DE');
    expect(german.$('h1').text()).toBe('Was los ist, Stadt für Stadt');
    expect(
      german
        .$('h2')
        .map((_i, h2) => german.$(h2).text())
        .get(),
    ).toContain('Spanien');

    // The one name a list item asks for, through the gateway; a language tag longer than any is refused.
    const named = await graphql<{ location: { es: string; esES: string; de: string } }>(
      'query N($id: Int!) { location(id: $id) { es: nameIn(language: "es") esES: nameIn(language: "es-ES") de: nameIn(language: "de") } }',
      { variables: { id: town.id } },
    );
    expect(named.data?.location).toEqual({ es: 'Villanueva', esES: 'Villanueva', de: town.name });
    // Through the gateway and on the locations subgraph's own port alike.
    for (const subgraph of [undefined, 'locations']) {
      const hostile = await graphql('query N($id: Int!, $language: String!) { location(id: $id) { nameIn(language: $language) } }', {
        variables: { id: town.id, language: 'x'.repeat(100) },
        subgraph,
      });
      expect(hostile.errors?.[0]?.extensions?.code, subgraph ?? 'gateway').toBe('BAD_USER_INPUT');
    }

    // A venue's lists the site asks for are bounded the same way on both ways in.
    const venue = await createVenue(town.id, `Bounded Hall ${unique()}`);
    for (const subgraph of [undefined, 'events']) {
      for (const list of ['upcomingEvents', 'cancelledEvents']) {
        const query =
          subgraph === 'events'
            ? `query V($id: Int!) { _entities(representations: [{ __typename: "Venue", id: $id }]) { ... on Venue { ${list}(limit: 100000) { uuid } } } }`
            : `query V($slug: String!) { venue(slug: $slug) { ${list}(limit: 100000) { uuid } } }`;
        const answer = await graphql(query, { variables: subgraph ? { id: venue.id } : { slug: venue.slug }, subgraph });
        expect(answer.errors?.[0]?.extensions?.code, `${subgraph ?? 'gateway'} ${list}`).toBe('BAD_USER_INPUT');
      }
    }

    for (const odd of ['xx', '', 'en;q=abc', '*']) {
      expect((await page('/', { 'accept-language': odd })).$('html').attr('lang'), odd).toBe('en-GB');
    }
    expect((await page('/?lang=fr')).$('html').attr('lang')).toBe('en-GB');
    expect((await page('/?lang=fr')).response.headers.get('set-cookie')).toBeNull();
    // Error pages speak the language too.
    const missing = await page('/es/no-such-town-here', { 'accept-language': 'de' });
    expect(missing.response.status).toBe(404);
    expect(missing.$('h1').text()).toBe('Stadt nicht gefunden');
  });

  it("times by the town's region (12-hour in New York), its clock named for the town, prices and categories in lists", async () => {
    const town = await createZone({ name: `Brooklyn ${unique()}`, timezone: NEW_YORK, countryCode: 'US' });
    const venue = await createVenue(town.id, `Atlantic Hall ${unique()}`, { lat: 40.68, lng: -73.97 });
    const day = DateTime.now().setZone(NEW_YORK).plus({ days: 2 }).toISODate();
    const [gig] = await createEvents([
      { zone: town, venueId: venue.id, localStart: `${day}T19:30`, title: 'Stoop Sale', isFree: true, categories: ['market'] },
      {
        zone: town,
        venueId: venue.id,
        localStart: `${day}T21:00`,
        title: 'Late Set',
        isFree: false,
        priceInfo: '$12',
        categories: ['jazz', 'live'],
        imageUrl: 'https://images.example.org/late-set.jpg',
      },
    ]);
    const english = await page(`/us/${town.slug}`);
    const items = english.$(`section[aria-labelledby="day-${day}"] ol.events li`);
    expect(items.map((_i, li) => english.$(li).find('time').text()).get()).toEqual(['7:30 PM', '9:00 PM']);
    expect(items.first().find('.price').text()).toBe('Free');
    expect(items.first().find('img').length).toBe(0);
    expect(items.last().find('.price').text()).toBe('$12');
    expect(
      items
        .last()
        .find('.tag')
        .map((_i, tag) => english.$(tag).text())
        .get(),
    ).toEqual(['Live music']); // "jazz" and "live" are both the guide's music
    expect(items.last().find('img.thumb').attr()).toMatchObject({
      src: 'https://images.example.org/late-set.jpg',
      alt: 'Picture: Late Set',
      loading: 'lazy',
      width: '96',
      height: '72',
    });
    expect(english.$('main').text()).toContain(`Times are ${town.name} time.`);
    expect(english.$('main').text()).not.toContain('America/New_York');

    const german = await page(`/us/${town.slug}`, { 'accept-language': 'de' });
    expect(
      german
        .$(`section[aria-labelledby="day-${day}"] ol.events time`)
        .map((_i, time) => german.$(time).text())
        .get(),
    ).toEqual(['19:30', '21:00']);
    expect(german.$(`section[aria-labelledby="day-${day}"] .price`).first().text()).toBe('Kostenlos');
    expect(
      german
        .$(`section[aria-labelledby="day-${day}"] .tag`)
        .map((_i, tag) => german.$(tag).text())
        .get(),
    ).toEqual(['Märkte', 'Livemusik']);
    expect(german.$('select#category option[value=music]').text()).toBe('Livemusik');
    const event = await page(`/event/${gig!.slug}-${gig!.uuid}`, { 'accept-language': 'es' });
    // Spanish as it is written in the United States: a 12-hour clock.
    expect(event.$('dl.facts time').text()).toMatch(/, 7:30\sp\.\s?m\.\s–\s9:30\sp\.\s?m\.$/);
    expect(event.$('dl.facts').text()).toContain(`(hora de ${town.name})`);
  });

  it('a search says what it covers and its feed holds the same events; the breadcrumb reads country, town, neighbourhood', async () => {
    const city = await createZone({ name: `Jazzford ${unique()}`, timezone: 'Europe/London', countryCode: 'GB' });
    const quarter = await createZone({ name: `Dockside ${unique()}`, timezone: 'Europe/London', countryCode: 'GB', parentId: city.id });
    const today = DateTime.now().setZone('Europe/London');
    const days = [1, 3, 20].map((offset) => today.plus({ days: offset }).toISODate());
    await createEvents([
      { zone: city, localStart: `${days[0]}T20:00`, title: 'Jazz Trio' },
      { zone: quarter, localStart: `${days[1]}T20:00`, title: 'Jazz Jam' },
      { zone: city, localStart: `${days[2]}T20:00`, title: 'Jazz Brunch' },
      { zone: city, localStart: `${days[0]}T21:00`, title: 'Folk Night' },
    ]);
    for (const q of ['jazz', 'jaz', 'jazz tomorrow']) {
      const { $ } = await page(`/gb/${city.slug}?q=${encodeURIComponent(q)}`);
      const listed = $('ol.events a')
        .map((_i, a) => $(a).text())
        .get();
      expect(listed.length, q).toBeGreaterThan(0);
      expect(
        listed.every((title) => title.startsWith('Jazz')),
        q,
      ).toBe(true);
      expect($('#search-summary').text(), q).toMatch(
        new RegExp(`^Jazz?, (\\d+ \\w+ – )?\\d+ \\w+, ${city.name} and its neighbourhoods: ${listed.length} events?\\.`),
      );
      const feed = await fetch(site($('a[href*="calendar.ics"]').attr('href')!));
      const summaries = new ICAL.Component(ICAL.parse(await feed.text()))
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent).summary);
      expect(summaries.sort(), q).toEqual([...listed].sort());
    }
    const { $ } = await page(`/gb/${quarter.slug}`);
    expect(
      $('nav.crumbs li')
        .map((_i, li) => $(li).text())
        .get(),
    ).toEqual(['United Kingdom', city.name, quarter.name]);
    expect($('input#place').attr('placeholder')).toBe(quarter.name);
  });

  it("a town page's HTML, stylesheet and script come to less than 60 kB compressed, with a busy week", async () => {
    const town = await createZone({ name: `Busyton ${unique()}`, timezone: 'Europe/London', countryCode: 'GB' });
    const venue = await createVenue(town.id, `Big Hall ${unique()}`, { address: '1 High Street', lat: 51.5, lng: -0.1 });
    const today = DateTime.now().setZone('Europe/London');
    await createEvents(
      Array.from({ length: 120 }, (_, index) => ({
        zone: town,
        venueId: venue.id,
        localStart: `${today.plus({ days: index % 7 }).toISODate()}T${String(10 + (index % 12)).padStart(2, '0')}:00`,
        title: `Busy event number ${index} with a fairly long title`,
        priceInfo: '£8 on the door',
        categories: ['music', 'jazz'],
        imageUrl: `https://images.example.org/${index}.jpg`,
      })),
    );
    const html = await (await fetch(site(`/gb/${town.slug}`))).arrayBuffer();
    const css = await (await fetch(site('/assets/site.css'))).arrayBuffer();
    const script = await (await fetch(site('/assets/site.js'))).arrayBuffer();
    const compressed = [html, css, script].reduce((sum, body) => sum + gzipSync(Buffer.from(body)).length, 0);
    expect(load(Buffer.from(html).toString())('ol.events li').length).toBe(120);
    expect(compressed).toBeLessThan(60_000);
  });
});
