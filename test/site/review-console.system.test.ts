import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser.ts';
import { expectNoSidewaysScroll, freshPage, signIn } from '../support/console.ts';
import { closeFixtures, createEvent, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { api, getJson, site } from '../support/http.ts';
import { bearer } from '../support/tokens.ts';

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

describe('the reviewers’ pages', { timeout: 120_000 }, () => {
  it('fit a phone, and "Approve, then the next" walks the queue', async () => {
    const waiting = await Promise.all(
      [1, 2].map((n) =>
        createEvent({
          zone,
          status: 'ready_for_review',
          title: `Queue walk ${n} ${unique()}`,
          start: new Date(Date.now() + n * 86_400_000),
        }),
      ),
    );
    const { page, context } = await freshPage(browser, { width: 390, height: 844 });
    await signIn(page, 'reviewer', '/staff/queue');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'staff-queue-phone');
    await page.goto(site(`/staff/events/${waiting[0]!.uuid}`));
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Approve, then the next' }).click();
    await page.waitForURL(/done=approved/);
    expect(page.url()).not.toContain(waiting[0]!.uuid);
    expect(await page.getByRole('status').textContent()).toContain('Approved');
    // It landed on another event's review: the queue's next one, with its own actions.
    expect(new URL(page.url()).pathname).toMatch(/^\/staff\/events\/[0-9a-f-]{36}$/);
    expect(await page.locator('#event-status').count()).toBe(1);
    const review = await getJson(api(`/api/events/${waiting[0]!.uuid}/review`), { headers: await bearer('admin') });
    expect(review.body.event.status).toBe('published');
    await context.close();
  });
});

describe('the queue in the console', { timeout: 120_000 }, () => {
  it('is searched by words, and an administrator rejects the events chosen at once, with a reason and a confirmation', async () => {
    const word = `spamword${unique()}`;
    const spam = await Promise.all(
      [1, 2].map((n) =>
        createEvent({ zone, status: 'ready_for_review', title: `${word} offer ${n}`, start: new Date(Date.now() + 86_400_000) }),
      ),
    );
    const { page, context } = await freshPage(browser);
    await signIn(page, 'admin', `/staff/queue?q=${word}`);
    expect(await page.getByRole('row').count()).toBe(3);
    for (const event of spam) await page.getByLabel(`Choose ${event.title}`).check();
    const csrf = await page.locator('input[name=_csrf]').first().inputValue();
    const unconfirmed = await page.request.post(site('/staff/queue/reject'), {
      form: { _csrf: csrf, uuid: spam[0]!.uuid, message: 'spam' },
    });
    expect(unconfirmed.status()).toBe(400);
    await page.getByLabel('Why (kept with each event)').fill('Advertising, not events.');
    await page.getByLabel('Yes, reject every event chosen').check();
    await page.getByRole('button', { name: 'Reject the events chosen' }).click();
    await page.waitForURL(/done=rejected-many/);
    for (const event of spam) {
      const review = await getJson(api(`/api/events/${event.uuid}/review`), { headers: await bearer('admin') });
      expect(review.body.event.status).toBe('rejected');
    }
    await context.close();

    const reviewer = await freshPage(browser);
    await signIn(reviewer.page, 'reviewer', '/staff/queue');
    expect(await reviewer.page.locator('input[name=uuid]').count()).toBe(0);
    await reviewer.context.close();
  });

  it('is walked by keyboard: j to an event, Enter to open it, q back to the queue', async () => {
    const title = `Keyboard walk ${unique()}`;
    await createEvent({ zone, status: 'ready_for_review', title, start: new Date(Date.now() + 86_400_000) });
    const { page, context } = await freshPage(browser);
    await signIn(page, 'reviewer', `/staff/queue?q=${encodeURIComponent(title)}`);
    expect(await page.locator('details.keys').textContent()).toContain('next event');
    await page.keyboard.press('j');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe(title);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/staff\/events\//);
    await page.keyboard.press('e');
    expect(await page.evaluate('document.activeElement?.id')).toBe('title');
    await page.locator('h1').click();
    await page.keyboard.press('q');
    await page.waitForURL(site('/staff/queue'));
    await context.close();
  });
});
