import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser.ts';
import { expectNoAxeViolation, expectNoSidewaysScroll, freshPage, signIn } from '../support/console.ts';
import { addVenueManager, closeFixtures, createEvent, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { site } from '../support/http.ts';

let browser: Browser;
let zone: ZoneFixture;
beforeAll(async () => {
  browser = await launchChromium();
  zone = await createZone({ name: `Console Town ${unique()}`, timezone: 'Europe/London', centre: { lat: 51.5, lng: -0.1 } });
});
afterAll(async () => {
  await browser?.close();
  await closeFixtures();
});

describe('every console page, for each role, on a phone', { timeout: 180_000 }, () => {
  it('fits 390 px without sideways scrolling, and axe-core finds no violation', async () => {
    const venue = await createVenue(zone.id, `Phone Venue ${unique()}`);
    await addVenueManager(venue.id, 'demo-venue-manager');
    const waiting = await createEvent({
      zone,
      status: 'ready_for_review',
      title: `Phone review ${unique()}`,
      start: new Date(Date.now() + 86_400_000),
    });
    const managed = await createEvent({
      zone,
      venueId: venue.id,
      title: `Phone gig ${unique()}`,
      start: new Date(Date.now() + 86_400_000),
    });
    // Each page once per role; axe-core runs here on those no desktop test of this kind checks (the administrators'
    // own pages are checked at full width in admin-console.system.test.ts).
    const pages: Record<'reviewer' | 'venue-manager' | 'admin', [string, 'axe' | 'width'][]> = {
      reviewer: [
        ['/staff/queue', 'axe'],
        [`/staff/events/${waiting.uuid}`, 'axe'],
        ['/staff/venues/proposed', 'axe'],
      ],
      'venue-manager': [
        ['/staff/venues', 'axe'],
        [`/staff/venues/${venue.slug}`, 'axe'],
        [`/staff/venues/${venue.slug}/events/${managed.uuid}`, 'axe'],
      ],
      admin: [
        ['/staff/queue', 'axe'],
        [`/staff/events/${waiting.uuid}`, 'axe'],
        ['/staff/venues', 'width'],
        [`/staff/venues/${venue.slug}/settings`, 'width'],
        ['/staff/towns', 'width'],
        [`/staff/towns/${zone.id}`, 'width'],
        ['/staff/sources', 'width'],
        ['/staff/waitlist', 'width'],
        ['/staff/audit', 'width'],
      ],
    };
    for (const [account, paths] of Object.entries(pages) as [keyof typeof pages, [string, 'axe' | 'width'][]][]) {
      const { page, context } = await freshPage(browser, { width: 390, height: 844 });
      await signIn(page, account, paths[0]![0]);
      for (const [path, check] of paths) {
        expect((await page.goto(site(path)))!.status(), `${account} ${path}`).toBe(200);
        await expectNoSidewaysScroll(page);
        if (check === 'axe') await expectNoAxeViolation(page);
      }
      await screenshot(page, `console-phone-${account}`);
      await context.close();
    }
  });
});

describe('the sign-in page of the development identity provider', { timeout: 60_000 }, () => {
  it('names the product and the console, in the site’s style, on a phone too, with no axe-core violation', async () => {
    const { page, context } = await freshPage(browser, { width: 390, height: 844 });
    await page.goto(site('/staff/'));
    expect(await page.title()).toBe('Sign in · Local Events');
    const text = (await page.locator('body').textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain('to the Local Events staff console');
    expect(text).not.toContain('demo-web');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolation(page);
    await screenshot(page, 'identity-sign-in-phone');
    await context.close();
  });
});
