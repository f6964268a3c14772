import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import ICAL from 'ical.js';
import { load } from 'cheerio';
import { request } from 'undici';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../support/fixtures.ts';
import { api, expectProblem, getJson, site } from '../support/http.ts';
import { policyOf, rawRequest } from '../support/raw-http.ts';
import { createLogger } from '@local-events/platform';
import { createSiteApp } from '../../facades/site/src/app.ts';
import { siteConfigSchema, type SiteConfig } from '../../facades/site/src/config.ts';

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await closeFixtures();
});

const page = async (path: string, init?: RequestInit) => {
  const response = await fetch(site(path), { redirect: 'manual', ...init });
  return { response, $: load(await response.text()) };
};

async function town() {
  const city = await createZone({ name: `Harrowgate ${unique()}`, timezone: 'Europe/London' });
  const quarter = await createZone({ name: `Old Town ${unique()}`, timezone: 'Europe/London', parentId: city.id });
  const venue = await createVenue(quarter.id, `Corn Exchange ${unique()}`, { address: '1 Market Place', lat: 54.0, lng: -1.5 });
  const tomorrow = DateTime.now().setZone('Europe/London').plus({ days: 1 }).startOf('day');
  const [gig, talk] = await createEvents([
    {
      zone: quarter,
      venueId: venue.id,
      localStart: `${tomorrow.toISODate()}T19:30`,
      title: 'Brass Band Night',
      status: 'published',
      description: 'Loud.\n\nAnd proud.',
    },
    {
      zone: city,
      venueId: venue.id,
      localStart: `${tomorrow.plus({ days: 2 }).toISODate()}T12:00`,
      title: 'Lunch Talk',
      status: 'published',
    },
    { zone: city, venueId: venue.id, localStart: `${tomorrow.toISODate()}T10:00`, title: 'Under Review', status: 'ready_for_review' },
  ]);
  return { city, quarter, venue, tomorrow, gig: gig!, talk: talk! };
}

describe('town page', () => {
  it('lists the week by local day with labels, the neighbourhoods, links to events, a date picker and a calendar feed', async () => {
    const { city, quarter, gig, tomorrow } = await town();
    const { response, $ } = await page(`/gb/${city.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect($('html').attr('lang')).toBe('en-GB');
    expect($('h1').text()).toBe(`What's on in ${city.name}`);
    expect($('link[rel=canonical]').attr('href')).toBe(site(`/gb/${city.slug}`));
    expect($('meta[property="og:title"]').attr('content')).toBe(`What's on in ${city.name}`);
    expect(
      $('h2')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(expect.arrayContaining(['Neighbourhoods', 'Today', 'Tomorrow']));
    expect($(`a[href="${site(`/gb/${quarter.slug}`)}"]`).text()).toBe(quarter.name);
    const tomorrowSection = $(`section[aria-labelledby="day-${tomorrow.toISODate()}"]`);
    expect(
      tomorrowSection
        .find('a')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(['Brass Band Night']);
    expect(tomorrowSection.find('time').last().text()).toBe('19:30');
    expect($(`a[href="${site(`/event/brass-band-night-${gig.uuid}`)}"]`)).toHaveLength(1);
    expect($('label[for=date]').length).toBe(1);
    expect($('input#date').attr('type')).toBe('date');
    expect($.html()).not.toContain('Under Review');
  });

  it('?date= shows that week; an impossible date is a 400 page; an unknown town a 404 page; capitals redirect to the canonical address', async () => {
    const { city, tomorrow } = await town();
    const later = await page(`/gb/${city.slug}?date=${tomorrow.plus({ days: 2 }).toISODate()}`);
    expect(later.$('h2').first().text()).not.toBe('Today');
    expect(later.$.html()).toContain('Lunch Talk');
    expect(later.$.html()).not.toContain('Brass Band Night');
    expect((await page(`/gb/${city.slug}?date=2026-02-30`)).response.status).toBe(400);
    const missing = await page(`/gb/nowhere-${unique()}`);
    expect(missing.response.status).toBe(404);
    expect(missing.$('h1').text()).toBe('Town not found');
    const upper = await page(`/GB/${city.slug.toUpperCase()}`);
    expect(upper.response.status).toBe(301);
    expect(upper.response.headers.get('location')).toBe(`/gb/${city.slug}`);
  });
});

describe('event page', () => {
  it('shows the event in local time with its venue, map link and paragraphs, and JSON-LD matching the event', async () => {
    const { gig, venue, quarter } = await town();
    const { response, $ } = await page(`/event/brass-band-night-${gig.uuid}`);
    expect(response.status).toBe(200);
    expect($('h1').text()).toBe('Brass Band Night');
    expect($('main').text()).toContain('19:30');
    expect($(`dl.facts a[href="${site(`/venue/${venue.slug}`)}"]`).text()).toBe(venue.name);
    // More at this venue: its other events, and a link to all of them.
    const atVenue = $('section[aria-labelledby="at-venue-title"]');
    expect(atVenue.find('h2').text()).toBe(`More at ${venue.name}`);
    expect(
      atVenue
        .find('ol.events a')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(['Lunch Talk']);
    expect(atVenue.find(`a[href="${site(`/venue/${venue.slug}`)}"]`).text()).toBe(`Everything on at ${venue.name}`);
    expect($('a:contains("Map")').attr('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=54&mlon=-1\.5/);
    expect(
      $('article p')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(expect.arrayContaining(['Loud.', 'And proud.']));
    const jsonLd = JSON.parse($('script[type="application/ld+json"]').text());
    const rest = (await getJson(api(`/api/events/get?eventUuid=${gig.uuid}`))).body;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: rest.title,
      startDate: rest.startTimeLocal,
      eventStatus: 'https://schema.org/EventScheduled',
      url: rest.url,
      location: {
        '@type': 'Place',
        name: venue.name,
        address: { '@type': 'PostalAddress', streetAddress: '1 Market Place', addressLocality: quarter.name, addressCountry: 'GB' },
      },
    });
    expect(jsonLd.startDate).toMatch(/T19:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(jsonLd.startDate).toISOString()).toBe(rest.startTime);
  });

  it('a wrong slug with the right uuid is a 301 to the canonical address; an event not published, or unknown, is a 404 page', async () => {
    const { gig } = await town();
    const wrong = await page(`/event/some-old-title-${gig.uuid}`);
    expect(wrong.response.status).toBe(301);
    expect(wrong.response.headers.get('location')).toBe(`/event/brass-band-night-${gig.uuid}`);
    const bare = await page(`/event/${gig.uuid}`);
    expect(bare.response.status).toBe(301);
    const [hidden] = await createEvents([
      {
        zone: await createZone({ timezone: 'Europe/London' }),
        localStart: '2026-12-30T10:00',
        title: 'Hidden',
        status: 'ready_for_review',
      },
    ]);
    expect((await page(`/event/hidden-${hidden!.uuid}`)).response.status).toBe(404);
    const unknown = await page('/event/nothing-0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(unknown.response.status).toBe(404);
    expect(unknown.response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('searching a town page', () => {
  it('filters by words, category, free and days with shareable addresses, and offers the search as a feed', async () => {
    const city = await createZone({ name: `Searchton ${unique()}`, timezone: 'Europe/London', countryCode: 'GB' });
    const quarter = await createZone({ name: `Old Quay ${unique()}`, timezone: 'Europe/London', countryCode: 'GB', parentId: city.id });
    const day = DateTime.now().setZone('Europe/London').plus({ days: 2 }).toISODate();
    await createEvents([
      { zone: city, localStart: `${day}T19:00`, title: 'Café Jazz', categories: ['jazz'], isFree: false },
      { zone: quarter, localStart: `${day}T20:00`, title: 'Quay Quiz', categories: ['quiz'] },
      { zone: city, localStart: `${day}T11:00`, title: 'Toddler Time', categories: ['kids'] },
    ]);
    const titlesOf = async (query: string) => {
      const { response, $ } = await page(`/gb/${city.slug}${query}`);
      expect(response.status, `${query}: ${$('main').text().trim()}`).toBe(200);
      return $('ol.events a')
        .map((_i, a) => $(a).text())
        .get();
    };
    expect(await titlesOf('?q=cafe')).toEqual(['Café Jazz']);
    expect(await titlesOf('?category=community')).toEqual(['Quay Quiz']);
    expect(await titlesOf('?free=1&when=next_7_days')).toEqual(['Toddler Time', 'Quay Quiz']);
    const { $ } = await page(`/gb/${city.slug}?q=cafe&free=1`);
    // It says what it covered: the words, the days and the place.
    expect($('#search-summary').text()).toMatch(
      new RegExp(`^Free, cafe, \\d+ \\w+ – \\d+ \\w+, ${city.name} and its neighbourhoods: no events\\.`),
    );
    expect($('input#q').attr('value')).toBe('cafe');
    expect($('input#free').attr('checked')).toBeDefined();
    // The day links keep the other filters.
    expect($('nav.when a').first().attr('href')).toBe(`/gb/${city.slug}?q=cafe&when=today&free=1`);

    const feed = await fetch(site(`/gb/${city.slug}/calendar.ics?category=music`));
    expect(feed.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).summary);
    expect(events).toEqual(['Café Jazz']);

    const unknown = await page(`/gb/${city.slug}?category=nonsense`);
    expect(unknown.response.status).toBe(400);
  });

  it('near: every zone within the radius, nearest first, under the town the point is in; a typed town or venue leads there', async () => {
    const centre = { lat: Number((-45.87 + Math.random() / 100).toFixed(5)), lng: 170.5 };
    const town = await createZone({ name: `Nearby ${unique()}`, timezone: 'Pacific/Auckland', countryCode: 'NZ', centre });
    // Another town whose centre is 4 km away: its events near the point are listed too.
    const other = await createZone({
      name: `Next Door ${unique()}`,
      timezone: 'Pacific/Auckland',
      countryCode: 'NZ',
      centre: { lat: centre.lat + 0.036, lng: centre.lng },
    });
    const day = DateTime.now().setZone('Pacific/Auckland').plus({ days: 1 }).toISODate();
    const close = await createVenue(town.id, `Close Hall ${unique()}`, { lat: centre.lat, lng: centre.lng });
    const far = await createVenue(other.id, 'Far Hall', { lat: centre.lat + 0.03, lng: centre.lng });
    await createEvents([
      { zone: other, venueId: far.id, localStart: `${day}T18:00`, title: 'Far Gig' },
      { zone: town, venueId: close.id, localStart: `${day}T21:00`, title: 'Close Gig' },
    ]);
    const titles = ($: ReturnType<typeof load>) =>
      $('ol.events a')
        .map((_i, a) => $(a).text())
        .get();
    const { response, $ } = await page(`/near?lat=${centre.lat}&lng=${centre.lng}`);
    expect(response.status).toBe(200);
    expect($('h1').text()).toBe(`What's on near ${town.name}`);
    expect(titles($)).toEqual(['Close Gig', 'Far Gig']);
    expect($('ol.events .muted').first().text()).toContain('0 km away');
    expect($('ol.events .muted').last().text()).toMatch(/3(\.\d)? km away/);
    expect($('#search-summary').text()).toBe('2 events in the coming week within 5 km, nearest first.');
    expect(
      $('select#radius option')
        .map((_i, option) => $(option).attr('value'))
        .get(),
    ).toEqual(['1', '2', '5', '10', '25']);
    expect(titles((await page(`/near?lat=${centre.lat}&lng=${centre.lng}&radius=2`)).$)).toEqual(['Close Gig']);
    expect((await page(`/near?lat=${centre.lat}&lng=${centre.lng}&radius=3`)).response.status).toBe(400);

    // A typed town (in capitals), or a venue, leads to the same page around it: an address to share.
    const typed = await fetch(site(`/near?place=${encodeURIComponent(town.name.toUpperCase())}`), { redirect: 'manual' });
    expect(typed.status).toBe(303);
    expect(typed.headers.get('location')).toBe(`/near?lat=${centre.lat}&lng=${centre.lng}`);
    const venue = await fetch(site(`/near?place=${encodeURIComponent(close.name)}&radius=2`), { redirect: 'manual' });
    expect(venue.headers.get('location')).toBe(`/near?lat=${centre.lat}&lng=${centre.lng}&radius=2`);
    expect((await fetch(site('/near?place=Atlantis'))).status).toBe(404);
    expect((await fetch(site('/near?lat=200&lng=0'))).status).toBe(400);
    expect((await fetch(site('/near'))).status).toBe(400);
  });
});

describe("an event's picture and calendar file", () => {
  it('shows an https picture, sized, lazy and described; no picture box otherwise; calendar links, and the event as an .ics file', async () => {
    const zone = await createZone({ name: `Picture Town ${unique()}`, timezone: 'Europe/London' });
    const start = DateTime.now().setZone('Europe/London').plus({ days: 3 }).set({ hour: 18, minute: 0, second: 0, millisecond: 0 });
    const [pictured, plain, insecure] = await createEvents([
      { zone, start: start.toJSDate(), title: 'Kite Festival', imageUrl: 'https://images.example.org/kites.jpg' },
      { zone, start: start.toJSDate(), title: 'Quiet Reading' },
      { zone, start: start.toJSDate(), title: 'Old Photos', imageUrl: 'http://images.example.org/old.jpg' },
    ]);
    const $ = load(await (await fetch(site(`/event/kite-festival-${pictured!.uuid}`))).text());
    expect($('img.picture').attr()).toMatchObject({
      src: 'https://images.example.org/kites.jpg',
      alt: 'Picture: Kite Festival',
      loading: 'lazy',
      width: '800',
      height: '450',
    });
    for (const event of [plain!, insecure!]) {
      const other = load(await (await fetch(site(`/event/${event.slug}-${event.uuid}`))).text());
      expect(other('img').length).toBe(0);
      expect(other('.picture').length).toBe(0);
    }

    const link = $('a[download]').attr('href');
    expect(link).toBe(site(`/event/kite-festival-${pictured!.uuid}.ics`));
    const links = $('.actions a')
      .map((_i, a) => $(a).attr('href'))
      .get();
    expect(links).toContain(link!.replace(/^https?:/, 'webcal:'));
    const google = new URL(links.find((href) => href.startsWith('https://calendar.google.com/'))!);
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Kite Festival',
      dates: `${start.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}/${start.plus({ hours: 2 }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    });
    const outlook = new URL(links.find((href) => href.startsWith('https://outlook.live.com/'))!);
    expect(outlook.searchParams.get('subject')).toBe('Kite Festival');
    expect(outlook.searchParams.get('startdt')).toBe(start.toUTC().toISO({ suppressMilliseconds: true }));
    expect($('button#share').attr('data-url')).toBe(site(`/event/kite-festival-${pictured!.uuid}`));
    const response = await fetch(link!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="kite-festival.ics"');
    const events = new ICAL.Component(ICAL.parse(await response.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString()])).toEqual([
      ['Kite Festival', start.toUTC().toISO()],
    ]);
    expect((await fetch(site('/event/kite-festival-00000000-0000-4000-8000-000000000000.ics'))).status).toBe(404);
  });
});

describe('venue page and calendar feeds', () => {
  it('the venue page lists its upcoming events; the town and venue feeds parse with ical.js and match the REST list', async () => {
    const { city, venue, gig, talk, tomorrow } = await town();
    const venuePage = await page(`/venue/${venue.slug}`);
    expect(venuePage.response.status).toBe(200);
    expect(venuePage.$('h1').text()).toBe(venue.name);
    expect(
      venuePage
        .$('main a')
        .map((_, el) => venuePage.$(el).text())
        .get(),
    ).toEqual(expect.arrayContaining(['Brass Band Night', 'Lunch Talk']));
    const feedLink = venuePage.$('link[rel=alternate][type="text/calendar"]').attr('href');
    expect(feedLink).toBe(`/venue/${venue.slug}/calendar.ics`);

    for (const path of [`/gb/${city.slug}/calendar.ics`, feedLink!]) {
      const response = await fetch(site(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      const mine = events.filter((event) => [gig.uuid, talk.uuid].some((uuid) => event.uid.startsWith(uuid)));
      expect(mine.map((event) => event.summary).sort()).toEqual(['Brass Band Night', 'Lunch Talk']);
      const rest = (await getJson(api(`/api/events/list?zone_id=${city.id}&date=${tomorrow.toISODate()}`))).body.results;
      const brass = mine.find((event) => event.summary === 'Brass Band Night')!;
      expect(brass.startDate.toJSDate().toISOString()).toBe(rest.find((event: { uuid: string }) => event.uuid === gig.uuid).startTime);
      expect(brass.component.getFirstPropertyValue('url')).toBe(site(`/event/brass-band-night-${gig.uuid}`));
    }
  });
});

describe('caching and unknown pages', () => {
  it('pages carry Cache-Control and an ETag, and revalidation answers 304', async () => {
    const { city } = await town();
    const first = await fetch(site(`/gb/${city.slug}`));
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() marks requests with If-None-Match as no-cache (the Fetch standard), which forbids a 304: ask as a cache would.
    const again = await request(site(`/gb/${city.slug}`), { headers: { 'if-none-match': etag! } });
    expect(again.statusCode).toBe(304);
    expect(await again.body.text()).toBe('');
    const changed = await request(site(`/gb/${city.slug}`), { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    await changed.body.dump();
  });

  it('an unknown page is a real 404 page; the home page links to the towns', async () => {
    const missing = await page('/no/such/page/here');
    expect(missing.response.status).toBe(404);
    expect(missing.$('h1').text()).toBe('Page not found');
    expect(missing.$('a[href="/"]').length).toBeGreaterThan(0);
    const { city } = await town();
    const home = await page('/');
    expect(home.response.status).toBe(200);
    expect(home.$(`a[href="${site(`/gb/${city.slug}`)}"]`).text()).toBe(city.name);
  });
});

describe('hostile content', () => {
  it('script tags and quotes in titles and descriptions are shown as text, in the page and in its JSON-LD', async () => {
    const zone = await createZone({ name: `Hostile ${unique()}`, timezone: 'Europe/London' });
    const title = `<script>alert("x")</script> "Quoted" & 'single' </script><img src=x onerror=alert(1)>`;
    const [event] = await createEvents([
      {
        zone,
        localStart: DateTime.now().plus({ days: 1 }).toFormat("yyyy-MM-dd'T'18:00"),
        title,
        status: 'published',
        description: '<b>bold</b></script><script>alert(2)</script>',
      },
    ]);
    const response = await fetch(site(`/event/${'script-alert-x-script-quoted-single-script-img-src-x-onerror-alert-1'}-${event!.uuid}`), {
      redirect: 'follow',
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    const $ = load(html);
    expect($('h1').text()).toBe(title);
    expect($('script').filter((_, el) => !$(el).attr('type')?.includes('ld+json') && !$(el).attr('src')).length).toBe(0);
    expect(JSON.parse($('script[type="application/ld+json"]').text()).name).toBe(title);
    const townHtml = await (await fetch(site(`/gb/${zone.slug}`))).text();
    expect(townHtml).not.toContain('<script>alert');
    expect(load(townHtml)(`a[href$="${event!.uuid}"]`).text()).toBe(title);
  });
});

/** The site's one policy: its own files, the ALTCHA widget's workers, images from anywhere on https; framed by no one. */
const SITE_POLICY = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'https:', 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'", 'blob:', 'data:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

describe('security headers and methods of the site', () => {
  it('every answer (pages, error pages, feeds, assets, discovery documents, probes) has one policy, nosniff, no framing and no HSTS on http', async () => {
    const { city } = await town();
    const paths = [
      '/',
      `/gb/${city.slug}`,
      '/submit',
      '/no/such/page/here',
      `/gb/${city.slug}/calendar.ics`,
      '/assets/site.css',
      '/assets/altcha.js',
      '/.well-known/api-catalog',
      '/.well-known/oauth-protected-resource',
      '/.well-known/nothing',
      '/livez',
    ];
    for (const path of paths) {
      const response = await fetch(site(path));
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('content-security-policy')?.includes(','), path).toBe(false); // one header, not two
      expect(policyOf(response.headers.get('content-security-policy')), path).toEqual(SITE_POLICY);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('the discovery documents stay readable from any origin', async () => {
    for (const path of ['/.well-known/api-catalog', '/.well-known/oauth-protected-resource', '/.well-known/mcp/server-card.json']) {
      const response = await fetch(site(path), { headers: { origin: 'https://elsewhere.example' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      await response.arrayBuffer();
    }
  });

  it('HSTS only when the public URL is https', async () => {
    const { gateway, api: apiUrl, issuer, secrets } = inject('stack');
    const config = siteConfigSchema.parse({
      GATEWAY_URL: gateway,
      BASE_URL: apiUrl,
      OIDC_ISSUER: issuer,
      FACADE_SECRET: secrets.facade,
      SITE_URL: 'https://whatson.example.org',
    });
    const server = createServer(
      createSiteApp({ ...config, ALTCHA_HMAC_SECRET: 'z'.repeat(40) } as SiteConfig, createLogger('test-site', 'silent')).callback(),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ['/', '/no/such/page', '/.well-known/api-catalog']) {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('TRACE, PROPFIND and other methods no route has: a 405 with Allow on a page (a page) and a document (a problem); 404 elsewhere', async () => {
    const { city } = await town();
    for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
      for (const [path, allow] of [
        ['/', 'HEAD, GET'],
        [`/gb/${city.slug}`, 'HEAD, GET'],
        ['/submit', 'HEAD, GET, POST'],
      ] as const) {
        const answer = await rawRequest(site(path), method);
        expect([answer.status, answer.headers.allow], `${method} ${path}`).toEqual([405, allow]);
        expect(answer.headers['content-type'], `${method} ${path}`).toMatch(/^text\/html/);
        expect(load(answer.body)('h1').text()).toBe('Not allowed');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
      for (const path of ['/.well-known/api-catalog', '/.well-known/oauth-protected-resource']) {
        const answer = await rawRequest(site(path), method);
        expect([answer.status, answer.headers.allow, answer.headers['content-type']], `${method} ${path}`).toEqual([
          405,
          'HEAD, GET',
          'application/problem+json',
        ]);
        expect(JSON.parse(answer.body)).toMatchObject({ status: 405, detail: `${method} is not allowed here; use HEAD, GET.` });
      }
      const page = await rawRequest(site('/no/such/page/here'), method);
      expect([page.status, page.headers.allow], method).toEqual([404, undefined]);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const document = await rawRequest(site('/.well-known/mcp/nothing.json'), method);
      expect([document.status, document.headers['content-type']], method).toEqual([404, 'application/problem+json']);
    }
    await expectProblem(site('/.well-known/api-catalog'), 405, { method: 'DELETE' });
  });

  it('a form post too large to read is a 413 page, not a 5xx nor JSON', async () => {
    const response = await fetch(site('/submit'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `url=https%3A%2F%2Fexample.org%2Fe&website=${'x'.repeat(100_000)}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(load(await response.text())('h1').text()).toBe('That did not work');
  });
});
