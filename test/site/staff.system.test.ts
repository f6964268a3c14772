import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { freshPage as openPage, passwordOf, signIn } from '../support/console.ts';
import { addVenueManager, closeFixtures, createEvent, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { api, getJson, site } from '../support/http.ts';
import { expectAccessible, launchChromium, screenshot } from '../support/browser.ts';
import { jsonLdPage, mailTo, servePage, settledSubmission, submit } from '../support/submissions.ts';
import { bearer } from '../support/tokens.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await closeFixtures();
});

const freshPage = () => openPage(browser);

/** Keyboard only: Tab until the control named `name` has the focus (at most 60 presses). */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate('document.activeElement?.textContent?.trim()')) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const statusOf = async (uuid: string) =>
  (await getJson(api(`/api/events/${uuid}/review`), { headers: await bearer('admin') })).body.event.status as string;

/** A real submission of a page naming a place that matches no venue, processed into an event under review. */
async function submitted(zone: ZoneFixture, title: string, day: DateTime, email?: string) {
  const url = await servePage(
    jsonLdPage({
      name: title,
      startDate: `${day.toISODate()}T19:30`,
      location: {
        '@type': 'Place',
        name: `Acceptance Hall ${unique()}`,
        address: { '@type': 'PostalAddress', streetAddress: '1 Acceptance Street', addressLocality: zone.name },
      },
    }),
  );
  const answer = await submit({ url, ...(email ? { email } : {}) }, { 'idempotency-key': randomUUID() });
  const submission = await settledSubmission(answer.body.submission.uuid);
  expect(submission.event, JSON.stringify(submission)).toBeTruthy();
  return { eventUuid: submission.event!.uuid, submissionUuid: submission.uuid, sourceUrl: url };
}

describe('the staff console, signed out', () => {
  it.each([
    '/staff',
    '/staff/queue',
    '/staff/events/0f8fad5b-d9cb-469f-a165-70867728950e',
    '/staff/venues',
    '/staff/venues/proposed',
    '/staff/venues/any',
    '/staff/venues/any/settings',
    '/staff/towns',
    '/staff/towns/1',
    '/staff/sources',
    '/staff/waitlist',
    '/staff/audit',
    '/staff/no-such-page',
  ])('GET %s sends the browser to sign in, and shows nothing of the console', async (path) => {
    const response = await fetch(site(path), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/staff/sign-in?return=${encodeURIComponent(path)}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a POST without a session changes nothing', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const event = await createEvent({ zone, status: 'ready_for_review', start: DateTime.now().plus({ days: 2 }).toJSDate() });
    const response = await fetch(site(`/staff/events/${event.uuid}/approve`), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '_csrf=x',
    });
    expect(response.status).toBe(303);
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
  });

  it('sign-in starts authorization code + PKCE at the provider, keeping its state in a sealed HttpOnly cookie', async () => {
    const response = await fetch(site('/staff/sign-in?return=/staff/queue'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const authorize = new URL(response.headers.get('location')!);
    expect(authorize.origin).toBe(new URL(inject('stack').issuer).origin);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'demo-web',
      redirect_uri: site('/staff/callback'),
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^le_staff_sign_in=[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('path=/staff');
    expect(cookie).toContain('samesite=lax');
    expect(cookie).toContain('httponly');
    expect(cookie).not.toContain(authorize.searchParams.get('state')!);
  });

  it('sign-in refuses a callback it did not start, and a return address on another site', async () => {
    const callback = await fetch(site('/staff/callback?code=abc&state=def'), { redirect: 'manual' });
    expect(callback.status).toBe(400);
    const { page, context } = await freshPage();
    await page.goto(site('/staff/sign-in?return=https://evil.example/'));
    await page.getByLabel('Account').fill('reviewer');
    await page.getByLabel('Password').fill(await passwordOf('reviewer'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(site('/staff/queue'));
    await context.close();
  });
});

describe('the staff console in headless Chromium', () => {
  let zone: ZoneFixture;
  const day = DateTime.now().setZone('Australia/Sydney').plus({ days: 6 }).startOf('day');
  beforeAll(async () => {
    zone = await createZone({ name: `Harbourside ${unique()}`, timezone: 'Australia/Sydney', countryCode: 'AU' });
  });

  it('a reviewer signs in, finds a fresh submission in the queue, edits it, approves it, and it is on its town page that local day with its place', {
    timeout: 60_000,
  }, async () => {
    const { eventUuid, sourceUrl } = await submitted(zone, 'Harbour Choir', day);
    const { page, context, errors } = await freshPage();
    await signIn(page, 'reviewer', '/staff/queue');
    await page.getByLabel('Town').selectOption(String(zone.id));
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/zone=/);
    const row = page.getByRole('row').filter({ hasText: 'Harbour Choir' });
    expect(await row.textContent()).toContain('Acceptance Hall');
    await expectAccessible(page);
    await screenshot(page, 'staff-queue');

    await row.getByRole('link', { name: 'Harbour Choir' }).click();
    await page.waitForURL(site(`/staff/events/${eventUuid}`));
    expect(await page.getByRole('link', { name: 'The submitted page' }).getAttribute('href')).toBe(sourceUrl);
    expect(await page.locator('#missing-fields').textContent()).toContain('venue');
    // Exactly the actions the API offers a reviewer: no reject.
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Approve', 'Ask the submitter', 'Edit']),
    );
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'staff-review');

    await page.getByLabel('Title').fill('Harbour Choir: Carols');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/done=/);
    expect(await page.getByRole('status').textContent()).toBe('Saved.');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Harbour Choir: Carols');
    expect(await page.locator('table').first().textContent()).toContain('Harbour Choir');
    // Fields under their labels, what each edit changed, times on the town's clock with its name.
    expect(await page.locator('table').first().getByRole('rowheader').allTextContents()).toContain('Title');
    expect((await page.locator('ol.history').textContent())!.replace(/\s+/g, ' ')).toContain(
      'Title: Harbour Choir → Harbour Choir: Carols',
    );
    expect(await page.locator('dl.facts').textContent()).toContain(`${day.setLocale('en-GB').toFormat('ccc d LLL')}, 19:30 Sydney time`);
    await screenshot(page, 'staff-review-edited');

    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await page.waitForURL(/done=/);
    expect(await page.locator('#event-status').textContent()).toBe('published');

    await page.goto(site(`/au/${zone.slug}?date=${day.toISODate()}`));
    const listing = page.locator('main');
    expect(await listing.textContent()).toContain('Harbour Choir: Carols');
    expect(await listing.textContent()).toContain('Acceptance Hall');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reviewer asks for more information; the submitter corrects the event through the mailed link', { timeout: 60_000 }, async () => {
    const email = `submitter-${unique()}@example.org`;
    const { eventUuid } = await submitted(zone, 'Night Swim', day, email);
    const reviewer = await freshPage();
    await signIn(reviewer.page, 'reviewer', `/staff/events/${eventUuid}`);
    await reviewer.page.getByLabel('What should they add?').fill('Is it free, and where do we meet?');
    await reviewer.page.getByRole('button', { name: 'Request more information' }).click();
    await reviewer.page.waitForURL(/done=/);
    expect(await reviewer.page.locator('#event-status').textContent()).toBe('needs info');
    await reviewer.context.close();

    const [, asked] = await mailTo(email, 2);
    const link = /(http\S+\?token=\S+)/.exec(asked!.text ?? '')?.[1];
    expect(link?.startsWith(site('/submissions/'))).toBe(true);

    const submitter = await freshPage();
    await submitter.page.goto(link!);
    // Their page shows the question, and takes an answer with the corrections.
    expect(await submitter.page.locator('#question').textContent()).toBe('Is it free, and where do we meet?');
    expect(await submitter.page.getByRole('heading', { name: 'Correct the event' }).count()).toBe(1);
    await expectAccessible(submitter.page);
    await screenshot(submitter.page, 'submitter-correction');
    await submitter.page.getByLabel('Your answer to the reviewers').fill('Free, at the north steps.');
    await submitter.page.getByLabel('Description').fill('Meet at the north steps. Free.');
    await submitter.page.getByLabel('Free').check();
    await submitter.page.getByRole('button', { name: 'Save the corrections' }).click();
    await submitter.page.waitForURL(/done=1/);
    expect(await submitter.page.getByRole('status').textContent()).toContain('your changes are saved');
    await submitter.context.close();

    expect(await statusOf(eventUuid)).toBe('ready_for_review');
    const { body } = await getJson(api(`/api/review/queue?zone_id=${zone.id}`), { headers: await bearer('reviewer') });
    expect(body.results.map((item: { uuid: string }) => item.uuid)).toContain(eventUuid);

    // The reviewer reads the answer beside the question on the review page.
    const again = await freshPage();
    await signIn(again.page, 'reviewer', `/staff/events/${eventUuid}`);
    expect(await again.page.locator('#submitter-answer').textContent()).toContain('Free, at the north steps.');
    await again.context.close();
  });

  it('an administrator approves a proposed venue', async () => {
    const venue = await createVenue(zone.id, `Tidal Pool ${unique()}`, { status: 'proposed' });
    const { page, context } = await freshPage();
    await signIn(page, 'admin', '/staff/venues/proposed');
    await expectAccessible(page);
    await screenshot(page, 'staff-proposed-venues');
    // By keyboard alone.
    await tabTo(page, `Approve ${venue.name}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(/done=/);
    expect(await page.getByRole('status').textContent()).toBe('The venue is approved and listed.');
    // Notices are fixed texts chosen by a code: a link cannot write on the page.
    await page.goto(site('/staff/venues/proposed?done=Your+session+expired%2C+call+555'));
    expect(await page.getByRole('status').count()).toBe(0);
    expect((await getJson(api(`/api/p/venues/${venue.slug}`))).status).toBe(200);
    await context.close();
  });

  it('an administrator is offered reject as well, with a reason and a confirmation, and can reinstate it', async () => {
    const event = await createEvent({ zone, status: 'ready_for_review', start: day.plus({ hours: 9 }).toJSDate() });
    const { page, context } = await freshPage();
    await signIn(page, 'admin', `/staff/events/${event.uuid}`);
    const csrf = await page.locator('input[name=_csrf]').first().inputValue();
    for (const form of [
      { _csrf: csrf, confirm: 'yes' },
      { _csrf: csrf, message: 'Not an event' },
    ] as Record<string, string>[]) {
      const refused = await page.request.post(site(`/staff/events/${event.uuid}/reject`), { form });
      expect(refused.status()).toBe(400);
    }
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
    await page.getByLabel('Why (kept with the event)').fill('A private party, not a public event.');
    await page.getByLabel('Yes, reject this event').check();
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.waitForURL(/done=rejected/);
    expect(await page.locator('#event-status').textContent()).toBe('rejected');
    expect(await page.getByRole('button').allTextContents()).toEqual(['Sign out', 'Reinstate this event']);
    await page.getByRole('button', { name: 'Reinstate this event' }).click();
    await page.waitForURL(/done=reinstated/);
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
    await context.close();
  });

  it('a venue manager adds, changes, cancels and reinstates an event, without JavaScript; a reviewer cannot see the venue', {
    timeout: 120_000,
  }, async () => {
    const venue = await createVenue(zone.id, `Boat Shed ${unique()}`);
    await addVenueManager(venue.id, 'demo-venue-manager');
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, 'venue-manager', '/staff/venues');
    await page.getByRole('link', { name: venue.name }).click();
    await page.waitForURL(site(`/staff/venues/${venue.slug}`));
    await page.getByLabel('Title').fill('Rowing Open Day');
    await page.getByLabel('Starts (local time)').fill(`${day.toISODate()}T10:00`);
    await page.getByRole('button', { name: 'Add the event' }).click();
    await page.waitForURL(/done=/);
    const row = page.getByRole('row').filter({ hasText: 'Rowing Open Day' });
    // Times are on the venue's own clock, with its town's name: "Sat 5 Dec, 10:00 Sydney time".
    expect(await row.textContent()).toContain(`${day.setLocale('en-GB').toFormat('ccc d LLL')}, 10:00 Sydney time`);
    expect(await row.textContent()).toContain('published');
    await screenshot(page, 'staff-venue');

    await row.getByRole('link', { name: 'Rowing Open Day' }).click();
    await page.waitForURL(/\/events\//);
    await screenshot(page, 'staff-venue-event');
    await page.getByLabel('Title').fill('Rowing Open Day (all ages)');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/done=saved/);
    await page.getByRole('link', { name: 'Rowing Open Day (all ages)' }).click();
    await page.waitForURL(/\/events\//);
    await page.getByLabel('Why (shown on its page)').fill('The river is in flood.');
    await page.getByLabel(/Yes, cancel it/).check();
    await page.getByRole('button', { name: 'Cancel this event' }).click();
    await page.waitForURL(/done=/);
    expect(await page.getByRole('row').filter({ hasText: 'Rowing Open Day (all ages)' }).textContent()).toContain('cancelled');
    const eventPath = (await page.getByRole('link', { name: 'Rowing Open Day (all ages)' }).getAttribute('href'))!;
    const uuid = eventPath.split('/').pop()!;

    // Its public page stays, saying it is cancelled and why (410 Gone); its calendar file marks it cancelled.
    const publicPage = await fetch(site(`/event/rowing-open-day-all-ages-${uuid}`));
    expect(publicPage.status).toBe(410);
    const html = await publicPage.text();
    expect(html).toContain('This event is cancelled.');
    expect(html).toContain('The river is in flood.');
    expect(html).toContain('https://schema.org/EventCancelled');
    expect(await (await fetch(site(`/event/rowing-open-day-all-ages-${uuid}.ics`))).text()).toContain('STATUS:CANCELLED');
    // The venue's and the town's feeds keep it, marked cancelled, so that subscribed calendars mark it off.
    for (const feed of [`/venue/${venue.slug}/calendar.ics`, `/au/${zone.slug}/calendar.ics`]) {
      const calendar = (await (await fetch(site(feed))).text()).replace(/\r\n /g, '');
      const entry = calendar.split('BEGIN:VEVENT').find((part) => part.includes(uuid));
      expect(entry, feed).toContain('STATUS:CANCELLED');
    }

    // The venue's managers undo their own cancellation.
    await page.getByRole('link', { name: 'Rowing Open Day (all ages)' }).click();
    await page.getByRole('button', { name: 'Reinstate this event' }).click();
    await page.waitForURL(/done=reinstated/);
    expect(await page.getByRole('row').filter({ hasText: 'Rowing Open Day (all ages)' }).textContent()).toContain('published');
    expect((await fetch(site(`/event/rowing-open-day-all-ages-${uuid}`))).status).toBe(200);
    await context.close();

    // The same pages, checked with axe-core (which runs as a script in the page).
    const checked = await freshPage();
    await signIn(checked.page, 'venue-manager', '/staff/venues');
    await expectAccessible(checked.page);
    await checked.page.goto(site(`/staff/venues/${venue.slug}`));
    await expectAccessible(checked.page);
    await checked.context.close();

    const reviewer = await freshPage();
    await signIn(reviewer.page, 'reviewer', '/staff/queue');
    const refused = await reviewer.page.goto(site(`/staff/venues/${venue.slug}`));
    expect(refused!.status()).toBe(403);
    expect(await reviewer.page.locator('main').textContent()).not.toContain('Rowing Open Day');
    await reviewer.context.close();
  });

  it('every form needs its form token: a post without it is refused and changes nothing', async () => {
    const event = await createEvent({ zone, status: 'ready_for_review', start: day.plus({ hours: 12 }).toJSDate() });
    const { page, context } = await freshPage();
    await signIn(page, 'reviewer', `/staff/events/${event.uuid}`);
    for (const form of [{ approveVenue: 'on' }, { _csrf: 'forged' }] as Record<string, string>[]) {
      const response = await page.request.post(site(`/staff/events/${event.uuid}/approve`), { form, maxRedirects: 0 });
      expect(response.status()).toBe(403);
    }
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(site('/'));
    const after = await page.request.get(site('/staff/queue'), { maxRedirects: 0 });
    expect(after.status()).toBe(303);
    await context.close();
  });
});
