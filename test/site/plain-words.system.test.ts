import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { closeFixtures, createEvents, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { site } from '../support/http.ts';
import { expectAccessible, launchChromium, screenshot } from '../support/browser.ts';

let browser: Browser;
let town: ZoneFixture;
beforeAll(async () => {
  browser = await launchChromium();
  town = await createZone({ name: `Riverside ${unique()}`, timezone: 'Europe/London' });
  const hall = await createVenue(town.id, `Mill Hall ${unique()}`);
  const tomorrow = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate();
  const later = DateTime.now().setZone('Europe/London').plus({ days: 3 }).toISODate();
  await createEvents([
    { zone: town, venueId: hall.id, localStart: `${tomorrow}T20:00`, title: 'Free Jazz Jam', categories: ['jazz'], isFree: true },
    { zone: town, venueId: hall.id, localStart: `${tomorrow}T19:00`, title: 'Jazz Big Band', categories: ['jazz'], isFree: false },
    { zone: town, venueId: hall.id, localStart: `${later}T19:00`, title: 'Late Jazz Trio', categories: ['jazz'], isFree: false },
    { zone: town, venueId: hall.id, localStart: `${tomorrow}T18:00`, title: 'Pub Quiz Night', categories: ['quiz'], isFree: true },
  ]);
});
afterAll(async () => {
  await browser?.close();
  await closeFixtures();
});

/** A phone: what most people search on. */
async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

const listed = (page: Page) => page.locator('ol.events a').allTextContents();
const chips = (page: Page) => page.locator('ul.chips > li').allInnerTexts();

async function askTown(page: Page, words: string) {
  await page.goto(site(`/gb/${town.slug}`));
  await page.getByLabel('Search').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/q=/);
}

// Browser walks, beside other browser tests on two shared cores: more than the default 30 s at times.
describe("a town page's search box, in plain words, on a phone", { timeout: 90_000 }, () => {
  it('reads "free jazz tomorrow" as filters, each removable, and lists what they find', async () => {
    const page = await phone();
    await askTown(page, 'free jazz tomorrow');
    expect(await chips(page)).toEqual(['Tomorrow ×', 'Free ×', '“jazz” ×']);
    expect(await listed(page)).toEqual(['Free Jazz Jam']);
    expect(await page.locator('section.understood p[lang="en-GB"]').textContent()).toContain('Free Jazz Jam');
    await expectAccessible(page);
    await screenshot(page, 'town-plain-words-phone');

    await page.getByRole('link', { name: 'Remove Free' }).click();
    await page.waitForURL(/without=free/);
    expect(await chips(page)).toEqual(['Tomorrow ×', '“jazz” ×']);
    expect(await listed(page)).toEqual(['Jazz Big Band', 'Free Jazz Jam']);

    await page.getByRole('link', { name: 'Remove Tomorrow' }).click();
    await page.waitForURL(/without=time/);
    // Without a time the next seven days are searched, a filter that stays.
    expect(await chips(page)).toEqual(['Next 7 days', '“jazz” ×']);
    expect(await listed(page)).toEqual(['Jazz Big Band', 'Free Jazz Jam', 'Late Jazz Trio']);
    await expectAccessible(page);
    await page.context().close();
  });

  it.each([
    ['es-ES', 'jazz gratis mañana'],
    ['ca-ES', 'jazz gratuït demà'],
    ['de-DE', 'Jazz kostenlos morgen'],
  ])('reads %s words the same way, and answers in that language', async (locale, words) => {
    const page = await phone();
    await askTown(page, words);
    expect(await chips(page)).toEqual(['Tomorrow ×', 'Free ×', '“jazz” ×']);
    expect(await listed(page)).toEqual(['Free Jazz Jam']);
    expect(await page.locator(`section.understood p[lang="${locale}"]`).textContent()).toContain('Free Jazz Jam');
    await expectAccessible(page);
    await screenshot(page, `town-plain-words-${locale}`);
    await page.context().close();
  });

  it("the page's own controls add to the words: a category chosen and the words' subject together", async () => {
    const page = await phone();
    await page.goto(site(`/gb/${town.slug}?q=${encodeURIComponent('tomorrow')}&category=community`));
    expect(await chips(page)).toEqual(['Tomorrow ×', 'Community ×']);
    expect(await listed(page)).toEqual(['Pub Quiz Night']);
    await page.getByRole('link', { name: 'Remove Community' }).click();
    await page.waitForURL((url) => !url.searchParams.has('category'));
    expect(await listed(page)).toEqual(['Pub Quiz Night', 'Jazz Big Band', 'Free Jazz Jam']);
    await page.context().close();
  });

  it("the page's day links apply to the words, and removing the time removes the link's day too", async () => {
    const page = await phone();
    await page.goto(site(`/gb/${town.slug}?q=jazz&when=tomorrow`));
    expect(await chips(page)).toEqual(['Tomorrow ×', '“jazz” ×']);
    expect(await listed(page)).toEqual(['Jazz Big Band', 'Free Jazz Jam']);
    await page.getByRole('link', { name: 'Remove Tomorrow' }).click();
    await page.waitForURL((url) => !url.searchParams.has('when'));
    expect(await chips(page)).toEqual(['Next 7 days', '“jazz” ×']);
    expect(await listed(page)).toEqual(['Jazz Big Band', 'Free Jazz Jam', 'Late Jazz Trio']);
    await page.context().close();
  });

  it('a removal the page does not know, or hostile words, are no error', async () => {
    for (const path of [
      `/gb/${town.slug}?q=jazz&without=%3Cscript%3E&without=time`,
      `/gb/${town.slug}?q=${encodeURIComponent('<img src=x onerror=alert(1)> jazz')}`,
      `/gb/${town.slug}?q=${'a'.repeat(600)}`,
    ]) {
      const response = await fetch(site(path));
      expect(response.status, path).toBe(200);
      expect(await response.text()).not.toContain('<img src=x');
    }
  });
});

describe('the home page, in plain words', { timeout: 90_000 }, () => {
  it("takes words naming a town to that town's page, read there", async () => {
    const page = await phone();
    await page.goto(site('/'));
    await page.getByLabel('What are you looking for?').fill(`free jazz in ${town.name} tomorrow`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(new RegExp(`/gb/${town.slug}\\?q=`));
    expect(await listed(page)).toEqual(['Free Jazz Jam']);
    await page.context().close();
  });

  it('asks which town when the words name none it knows, suggesting some', async () => {
    const page = await phone();
    await page.goto(site(`/?q=${encodeURIComponent('jazz in Atlantis')}`));
    expect(await page.getByRole('heading', { name: 'Which town?' }).isVisible()).toBe(true);
    expect(await page.locator('section.understood a').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'home-which-town-phone');
    await page.context().close();
  });
});
