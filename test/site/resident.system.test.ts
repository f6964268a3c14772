import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { closeFixtures, createEvents, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { site } from '../support/http.ts';
import { launchChromium, screenshot, SCREENSHOTS } from '../support/browser.ts';
import { expectNoAxeViolation, expectNoSidewaysScroll } from '../support/console.ts';
import { solvedProofOfWork } from '../../facades/site/test/proof-of-work.ts';

const LANGUAGES = ['en-GB', 'es-ES', 'ca-ES', 'de-DE'] as const;
/** What the tests read of an img element in the page (the project's types have no DOM). */
type Picture = { complete: boolean; naturalWidth: number };
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

let browser: Browser;
let town: ZoneFixture;
let centre: { lat: number; lng: number };
const events: Record<'pictured' | 'broken', { uuid: string; slug: string }> = {} as never;
let statusPath: string;

beforeAll(async () => {
  browser = await launchChromium();
  centre = { lat: Number((53.48 + Math.random() / 100).toFixed(5)), lng: -2.24 };
  town = await createZone({
    name: `Millbrook ${unique()}`,
    timezone: 'Europe/London',
    countryCode: 'GB',
    centre,
    localNames: { es: 'Molinoarroyo' },
  });
  await createZone({ name: `Canal Side ${unique()}`, timezone: 'Europe/London', countryCode: 'GB', parentId: town.id });
  // A long name in the submit form's list of towns must not widen a phone's page.
  await createZone({
    name: `Upper Saint Bartholomew-under-the-Hill and Lower Marsh ${unique()}`,
    timezone: 'Europe/London',
    countryCode: 'GB',
    parentId: town.id,
  });
  const venue = await createVenue(town.id, `Mill Hall ${unique()}`, { address: '3 Mill Lane', lat: centre.lat, lng: centre.lng });
  const day = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate();
  const [pictured, broken] = await createEvents([
    {
      zone: town,
      venueId: venue.id,
      localStart: `${day}T20:00`,
      title: 'Jazz at the Mill',
      categories: ['jazz'],
      isFree: false,
      priceInfo: '£8',
      imageUrl: site('/assets/demo/jazz-night.jpg'),
      description: 'A trio plays standards.',
    },
    // A picture whose server never answers: no broken icon is left on the page.
    {
      zone: town,
      venueId: venue.id,
      localStart: `${day}T18:00`,
      title: 'Open Mic Night',
      categories: ['music'],
      imageUrl: 'https://127.0.0.1:9/gone.jpg',
    },
    { zone: town, venueId: venue.id, localStart: `${day}T11:00`, title: 'Book Swap', categories: ['books'] },
  ]);
  Object.assign(events, { pictured: pictured!, broken: broken! });
  const receipt = await fetch(site('/submit'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      kind: 'typed',
      title: `Canal Clean-up ${unique()}`,
      zoneId: String(town.id),
      start: `${day}T09:00`,
      venue: venue.name,
      altcha: await solvedProofOfWork(site('')),
    }),
  });
  statusPath = new URL(/href="([^"]+\/submissions\/[0-9a-f-]{36})\?token=/.exec(await receipt.text())![1]!).pathname;
});
afterAll(async () => {
  await browser?.close();
  await closeFixtures();
});

async function pageIn(language: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    locale: language,
    geolocation: { latitude: centre.lat, longitude: centre.lng },
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** A page as a resident sees it: in the language their browser asks for, with no axe-core violation, fitting a phone. */
async function visit(page: Page, path: string, language: string, shot: string, phone: boolean) {
  const response = await page.goto(site(path));
  expect(response?.status(), path).toBeLessThan(400);
  expect(await page.getAttribute('html', 'lang'), path).toBe(language);
  await expectNoAxeViolation(page);
  if (phone) {
    await expectNoSidewaysScroll(page);
    await screenshot(page, shot);
  } else {
    // The desktop's first screen: full-page screenshots of every page would double this file's time.
    await page.screenshot({ path: join(SCREENSHOTS, `${shot}.png`) });
  }
}

// Every page a resident sees, in each language, at a desktop's and a phone's width.
describe('the resident site in Chromium, in each language', { timeout: 180_000 }, () => {
  for (const language of LANGUAGES) {
    it(`${language}: town, event, near me, submit and a submission's page, on a desktop and a phone`, async () => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const phone = size === 'phone';
        const { context, page, errors } = await pageIn(language, viewport);
        const shot = (name: string) => `resident-${name}-${language}-${size}`;
        await visit(page, `/gb/${town.slug}`, language, shot('town'), phone);
        // The one picture that loads is shown, small; the one that fails is gone.
        await expect
          .poll(() =>
            page.locator('img.thumb').evaluateAll((images) => images.map((image) => (image as unknown as Picture).naturalWidth > 0)),
          )
          .toEqual([true]);
        await visit(page, `/event/${events.pictured.slug}-${events.pictured.uuid}`, language, shot('event'), phone);
        if (phone) {
          await visit(page, `/near?lat=${centre.lat}&lng=${centre.lng}`, language, shot('near'), phone);
          await visit(page, '/submit', language, shot('submit'), phone);
          await visit(page, statusPath, language, shot('submission'), phone);
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('what residents do on the site, in Chromium', { timeout: 120_000 }, () => {
  it('near me from the browser position, then a wider radius, then a typed place, on a phone', async () => {
    const { context, page } = await pageIn('en-GB', SIZES.phone);
    await page.goto(site(`/gb/${town.slug}`));
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.waitForURL(/\/near\?lat=/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`What's on near ${town.name}`);
    expect(await page.locator('ol.events a').allTextContents()).toEqual(['Book Swap', 'Open Mic Night', 'Jazz at the Mill']);
    // In miles for an English reader in Britain; in kilometres for a German one.
    expect(await page.locator('ol.events .muted').first().textContent()).toContain('0 mi away');
    const here = page.url();
    await page.goto(`${here}&lang=de-DE`);
    expect(await page.locator('ol.events .muted').first().textContent()).toContain('0 km entfernt');
    await page.goto(`${here}&lang=en-GB`);
    await page.getByLabel('Within').selectOption('25');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/radius=25/);
    await page.getByLabel('Or a town, neighbourhood or venue').fill(town.name);
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(/\/near\?lat=/);
    // The radius chosen stays with the typed place.
    expect(await page.locator('#search-summary').textContent()).toContain('within 25 km');
    await context.close();
  });

  it('a picture that does not load is taken away; the others show', async () => {
    const { context, page } = await pageIn('en-GB', SIZES.desktop);
    await page.goto(site(`/event/${events.broken.slug}-${events.broken.uuid}`));
    await expect.poll(() => page.locator('img[src*="gone.jpg"]').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('img.picture').count()).toBe(0);
    // The pictures of the other events it lists (at the venue, like it) are there, loaded.
    expect(
      await page.locator('img.thumb').evaluateAll((images) => images.every((image) => (image as unknown as Picture).naturalWidth > 0)),
    ).toBe(true);
    await page.goto(site(`/gb/${town.slug}`));
    const thumbs = page.locator('ol.events img.thumb');
    await expect.poll(() => thumbs.count(), { timeout: 15_000 }).toBe(1);
    expect(await thumbs.first().getAttribute('src')).toBe(site('/assets/demo/jazz-night.jpg'));
    expect(
      await thumbs.first().evaluate((image) => (image as unknown as Picture).complete && (image as unknown as Picture).naturalWidth > 0),
    ).toBe(true);
    await context.close();
  });

  it('share: the Web Share API where the browser has one, else the link copied', async () => {
    const path = `/event/${events.pictured.slug}-${events.pictured.uuid}`;
    const copying = await pageIn('en-GB', SIZES.desktop);
    await copying.page.addInitScript('delete Navigator.prototype.share');
    await copying.page.goto(site(path));
    const button = copying.page.locator('#share');
    expect(await button.textContent()).toBe('Copy the link');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Link copied');
    expect(await copying.page.evaluate('navigator.clipboard.readText()')).toBe(site(path));
    await copying.context.close();

    const sharing = await pageIn('en-GB', SIZES.phone);
    // The browser's share sheet, as a phone's would open: it records what the page asked to share.
    await sharing.page.addInitScript('Navigator.prototype.share = function (data) { window.shared = data; return Promise.resolve(); }');
    await sharing.page.goto(site(path));
    await sharing.page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => sharing.page.evaluate('window.shared')).toEqual({ title: 'Jazz at the Mill', url: site(path) });
    await sharing.context.close();
  });

  it('the language switcher keeps its choice from page to page', async () => {
    const { context, page } = await pageIn('en-GB', SIZES.desktop);
    await page.goto(site(`/gb/${town.slug}`));
    await page.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(/lang=es-ES/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Qué hacer en Molinoarroyo');
    await page.getByRole('link', { name: 'Jazz at the Mill' }).first().click();
    await page.waitForURL(/\/event\//);
    expect(await page.getAttribute('html', 'lang')).toBe('es-ES');
    expect(await page.getByRole('heading', { name: 'Añadir al calendario' }).count()).toBe(1);
    await context.close();
  });
});
