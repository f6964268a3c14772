import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../support/fixtures.ts';
import { site } from '../support/http.ts';
import { expectAccessible, launchChromium, screenshot, SCREENSHOTS } from '../support/browser.ts';
import { jsonLdPage, servePage, submissionCount } from '../support/submissions.ts';

const started = Date.now();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeFixtures();
});

async function newPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 800 } })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

// Page walks in a real browser: beside other browser tests on two shared cores one took over 30 s (13 s alone).
describe('the site in headless Chromium', { timeout: 90_000 }, () => {
  it('town page -> event page -> venue page, following links; keyboard users get a skip link first', async () => {
    const city = await createZone({ name: `Lakeside ${unique()}`, timezone: 'Europe/London' });
    const venue = await createVenue(city.id, `Boat House ${unique()}`, { address: '2 Shore Road', lat: 54.5, lng: -3.0 });
    const tomorrow = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate();
    await createEvents([
      {
        zone: city,
        venueId: venue.id,
        localStart: `${tomorrow}T20:00`,
        title: 'Lantern Parade',
        status: 'published',
        description: 'Bring a lantern.',
      },
    ]);

    const page = await newPage();
    await page.goto(site(`/gb/${city.slug}`));
    expect(await page.title()).toBe(`What's on in ${city.name} · Local Events`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to the content');
    await expectAccessible(page);
    await screenshot(page, 'town');

    await page.getByRole('link', { name: 'Lantern Parade' }).click();
    await page.waitForURL(/\/event\/lantern-parade-[0-9a-f-]{36}$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lantern Parade');
    expect(await page.locator('main').textContent()).toContain('20:00');
    await expectAccessible(page);
    await screenshot(page, 'event');

    await page.getByRole('link', { name: venue.name }).click();
    await page.waitForURL(site(`/venue/${venue.slug}`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(venue.name);
    expect(await page.getByRole('link', { name: 'Lantern Parade' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'venue');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.close();
  });

  it('submits the form with the proof of work solved by the real widget, shows the receipt, and refuses the solution a second time', {
    timeout: 60_000,
  }, async () => {
    const url = await servePage(jsonLdPage({ name: `Browser Gig ${unique()}`, startDate: '2026-12-27T20:00:00Z' }));
    const page = await newPage();
    await page.goto(site('/submit'));
    const form = page.getByRole('region', { name: 'An event with a web page' });
    await form.getByLabel('Event page address').fill(url);
    await form.getByLabel(/Your e-mail/).fill(`browser-${unique()}@example.org`);
    // As a person does: the widget's label toggles its check, which solves the proof of work in the page.
    await form.getByText("I'm not a robot").click();
    await expect.poll(() => form.locator('input[name="altcha"]').inputValue(), { timeout: 30_000 }).not.toBe('');
    const payload = await form.locator('input[name="altcha"]').inputValue();
    await expectAccessible(page);
    await screenshot(page, 'submit-form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForLoadState('load');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
    expect(await page.locator('#read-title').textContent()).toMatch(/^Browser Gig /);
    expect(await submissionCount(url)).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'submit-receipt');

    // The receipt's link (the one the mail gives) opens the submitter's page with the form to correct the event.
    await page.locator('#edit-link').click();
    await page.waitForURL(/\/submissions\/[0-9a-f-]{36}\?token=/);
    expect(await page.locator('#status').textContent()).toBe('Read; waiting for a reviewer.');
    expect(await page.getByLabel('Title').inputValue()).toMatch(/^Browser Gig /);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.close();

    // The same solved challenge again, as a bot replaying it would: refused, nothing stored.
    const replayed = await fetch(site('/submit'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        url: await servePage(jsonLdPage({ name: 'Replay', startDate: '2026-12-28T20:00:00Z' })),
        altcha: payload,
      }),
    });
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain('This check was already used');
  });

  it('a form without the proof of work, or with the honeypot filled, is refused and stores nothing', async () => {
    const url = await servePage(jsonLdPage({ name: 'No Proof', startDate: '2026-12-29T20:00:00Z' }));
    const bodies: Record<string, string>[] = [
      { url },
      { url, website: 'spam', altcha: 'eyJmb28iOjF9' },
      { url, altcha: 'not base64 json' },
    ];
    for (const body of bodies) {
      const response = await fetch(site('/submit'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toContain('role="alert"');
    }
    expect(await submissionCount(url)).toBe(0);
  });

  it('searches a town page, and "Near me" uses the browser position', { timeout: 90_000 }, async () => {
    const centre = { lat: Number((-41.29 + Math.random() / 100).toFixed(5)), lng: 174.78 };
    const town = await createZone({ name: `Harbourtown ${unique()}`, timezone: 'Pacific/Auckland', countryCode: 'NZ', centre });
    const hall = await createVenue(town.id, `Wharf Hall ${unique()}`, { lat: centre.lat, lng: centre.lng });
    const day = DateTime.now().setZone('Pacific/Auckland').plus({ days: 1 }).toISODate();
    await createEvents([
      { zone: town, venueId: hall.id, localStart: `${day}T19:00`, title: 'Wharf Jazz', categories: ['jazz'] },
      { zone: town, venueId: hall.id, localStart: `${day}T10:00`, title: 'Wharf Market', categories: ['market'] },
    ]);
    const context = await browser.newContext({
      viewport: { width: 1024, height: 800 },
      geolocation: { latitude: centre.lat, longitude: centre.lng },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(site(`/nz/${town.slug}`));
    await page.getByLabel('Search').fill('jazz');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=jazz/);
    expect(await page.locator('ol.events a').allTextContents()).toEqual(['Wharf Jazz']);
    await expectAccessible(page);
    await screenshot(page, 'town-search');

    await page.getByRole('button', { name: 'Near me' }).click();
    await page.waitForURL(/\/near\?lat=/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`What's on near ${town.name}`);
    // Both at the same hall: nearest first, then soonest.
    expect(await page.locator('ol.events a').allTextContents()).toEqual(['Wharf Market', 'Wharf Jazz']);
    expect(await page.locator('#search-summary').textContent()).toBe('2 events in the coming week within 5 km, nearest first.');
    await page.getByLabel('Within').selectOption('1');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/radius=1/);
    expect(await page.locator('#search-summary').textContent()).toBe('2 events in the coming week within 1 km, nearest first.');
    await expectAccessible(page);
    await context.close();
  });

  it('left screenshots as test artefacts', () => {
    for (const name of ['town', 'event', 'venue', 'submit-form', 'submit-receipt']) {
      const file = join(SCREENSHOTS, `${name}.png`);
      expect(existsSync(file), name).toBe(true);
      // Taken by this run, not left over from an earlier one.
      expect(statSync(file).mtimeMs, name).toBeGreaterThanOrEqual(started);
    }
  });
});
