import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser.ts';
import { expectNoAxeViolation, freshPage, signIn } from '../support/console.ts';
import { closeFixtures, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { api, getJson, site } from '../support/http.ts';
import { servePage } from '../support/submissions.ts';
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

/** Checked on every administrators' page: axe-core finds nothing, and it is screenshotted for people to look at. */
async function checkPage(page: Page, name: string) {
  await expectNoAxeViolation(page);
  await screenshot(page, name);
}

const venueNamed = async (slug: string) => (await getJson(api(`/api/admin/venues/${slug}`), { headers: await bearer('admin') })).body;

// Each test walks several pages, each checked by axe-core: longer than a request test, most of all beside other files.
describe('the administrators’ console in headless Chromium', { timeout: 120_000 }, () => {
  it('venues: searched, added, changed, handed to a manager, given a token that is revoked, and merged', async () => {
    const existing = await createVenue(zone.id, `Guildhall ${unique()}`);
    const { page, context, errors } = await freshPage(browser);
    await signIn(page, 'admin', '/staff/venues');
    await page.getByLabel('Name, address or slug').fill(existing.name);
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await page.getByRole('link', { name: existing.name }).count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain('1–1 of 1 venues');
    await checkPage(page, 'admin-venues');

    const name = `Corn Store ${unique()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Address', { exact: true }).fill('3 Market Row');
    await page.getByLabel('Latitude').fill('51.51');
    await page.getByLabel('Longitude').fill('-0.11');
    await page
      .getByLabel('Town')
      .last()
      .selectOption({ label: `${zone.name} (GB)` });
    await page.getByRole('button', { name: 'Add the venue' }).click();
    await page.waitForURL(/\/settings\?done=venue-added/);
    const slug = new URL(page.url()).pathname.split('/')[3]!;
    expect(await page.getByRole('status').textContent()).toContain('added');

    await page.getByLabel('Description').fill('A stone hall by the market.');
    await page.getByRole('button', { name: 'Save the details' }).click();
    await page.waitForURL(/done=saved/);
    expect((await venueNamed(slug)).description).toBe('A stone hall by the market.');

    const subject = `manager-${unique()}`;
    await page.getByLabel('Account (its sign-in name)').fill(subject);
    await page.getByRole('button', { name: 'Add a manager' }).click();
    await page.waitForURL(/done=manager-added/);
    expect((await venueNamed(slug)).managers).toEqual([subject]);
    await page.getByRole('button', { name: `Remove ${subject}` }).click();
    await page.waitForURL(/done=manager-removed/);
    expect((await venueNamed(slug)).managers).toEqual([]);

    await page.getByLabel('Label (who it is for)').fill('box office');
    await page.getByRole('button', { name: 'Issue a token' }).click();
    const token = (await page.locator('code.token').textContent())!.trim();
    expect(page.url()).not.toContain(token);
    const asVenue = () => fetch(api(`/api/venue-admin/${slug}/events`), { headers: { 'x-venue-token': token } });
    expect((await asVenue()).status).toBe(200);
    await checkPage(page, 'admin-venue-settings');
    await page.goto(site(`/staff/venues/${slug}/settings`));
    expect(await page.locator('main').textContent()).not.toContain(token);
    await page.getByRole('button', { name: 'Revoke box office' }).click();
    await page.waitForURL(/done=token-revoked/);
    expect((await asVenue()).status).toBe(401);

    // A merge asks for a confirmation: without it, nothing moves.
    const duplicate = await createVenue(zone.id, `${name} (copy)`);
    const unconfirmed = await page.request.post(site(`/staff/venues/${duplicate.slug}/merge`), {
      form: { _csrf: await page.locator('input[name=_csrf]').first().inputValue(), into: slug },
    });
    expect(unconfirmed.status()).toBe(400);
    expect(await unconfirmed.text()).toContain('tick the box to confirm');
    await page.goto(site(`/staff/venues/${duplicate.slug}/settings`));
    await page.getByLabel(/Venue to keep/).selectOption({ label: name });
    await page.getByLabel(/Yes, merge/).check();
    await page.getByRole('button', { name: 'Merge' }).click();
    await page.waitForURL(site(`/staff/venues/${slug}/settings?done=venue-merged`));
    expect((await getJson(api(`/api/admin/venues/${duplicate.slug}`), { headers: await bearer('admin') })).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('towns: a hidden town is added, shown, named in Spanish, and given a neighbourhood', async () => {
    const { page, context } = await freshPage(browser);
    await signIn(page, 'admin', '/staff/towns');
    const name = `Rye ${unique()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Country (two letters, e.g. GB)').fill('GB');
    await page.getByLabel(/^Time zone/).fill('Europe/London');
    await page.getByLabel('Hidden until shown').check();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/\/staff\/towns\/\d+\?done=town-added/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const listed = async () =>
      ((await getJson(api('/api/locations/list?country=GB'))).body as { id: number }[]).some((row) => row.id === id);
    expect(await listed()).toBe(false);
    await page.getByRole('button', { name: `Show ${name}` }).click();
    await page.waitForURL(/done=town-shown/);
    expect(await listed()).toBe(true);

    await page.getByLabel(/Names in other languages/).fill(`es: ${name} (es)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/done=saved/);
    await checkPage(page, 'admin-town');

    await page.goto(site('/staff/towns'));
    await page.getByLabel('Name', { exact: true }).fill('Landgate');
    await page.getByLabel('Country (two letters, e.g. GB)').fill('GB');
    await page.getByLabel('In the town (for a neighbourhood)').selectOption({ label: `${name} (GB)` });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/done=town-added/);
    expect(await page.locator('main').textContent()).toContain('Neighbourhood');

    // A mistake is said on the page, with what was typed kept.
    await page.goto(site(`/staff/towns/${id}`));
    await page.getByLabel(/^Time zone/).fill('Europe/Atlantis');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('Time zone');
    expect(await page.getByLabel(/^Time zone/).inputValue()).toBe('Europe/Atlantis');
    const towns = (await getJson(api('/api/admin/towns'), { headers: await bearer('admin') })).body.results as {
      id: number;
      timezone: string;
    }[];
    expect(towns.find((row) => row.id === id)?.timezone).toBe('Europe/London');
    await page.goto(site('/staff/towns'));
    await checkPage(page, 'admin-towns');
    await context.close();
  });

  it('sources: followed, run, paused and removed, each recorded in the audit log', async () => {
    const { page, context } = await freshPage(browser);
    await signIn(page, 'admin', '/staff/sources');
    const feed = await servePage('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR', 'ics');
    await page.getByLabel('Address of the feed').fill(feed);
    await page.getByLabel('Town its events are in').selectOption({ label: `${zone.name} (GB)` });
    await page.getByRole('button', { name: 'Follow' }).click();
    await page.waitForURL(/done=source-added/);
    const card = () => page.getByRole('listitem').filter({ hasText: feed });
    await card().getByRole('button', { name: 'Run now' }).click();
    await page.waitForURL(/done=source-running/);
    await card().getByRole('button', { name: 'Pause' }).click();
    await page.waitForURL(/done=source-paused/);
    expect(await card().textContent()).toContain('Paused');
    await checkPage(page, 'admin-sources');
    await card().getByLabel('Yes, stop following it').check();
    await card().getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(/done=source-removed/);
    expect(await page.locator('main').textContent()).not.toContain(feed);
    await page.goto(site(`/staff/audit?object=${encodeURIComponent(feed)}&type=source`));
    const history = (await page.locator('ol.history').textContent())!.replace(/\s+/g, ' ');
    expect(history).toContain('demo-admin remove source');
    expect(history).toContain('Paused: false → true');
    await context.close();
  });

  it('the waitlist and the audit log', async () => {
    const { page, context } = await freshPage(browser);
    await signIn(page, 'admin', '/staff/waitlist');

    const place = `Hebden ${unique()}`;
    const joined = await fetch(api('/api/waitlist'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `w-${randomUUID()}@example.org`, location: place }),
    });
    expect(joined.status).toBe(202);
    expect((await page.goto(site('/staff/waitlist')))!.status()).toBe(200);
    await checkPage(page, 'admin-waitlist');
    await page.getByRole('button', { name: `Mark done: ${place}` }).click();
    await page.waitForURL(/done=request-done/);
    expect(await page.locator('main').textContent()).not.toContain(place);

    await page.goto(site('/staff/audit'));
    await page.getByLabel(/^Object/).fill(place);
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await page.locator('ol.history').textContent()).toMatch(/demo-admin\s+mark done waitlist/);
    await checkPage(page, 'admin-audit');
    await context.close();
  });
});

describe('who may use the administrators’ pages', { timeout: 120_000 }, () => {
  it('a reviewer and a venue manager are told in words what they may do instead, never in scopes', async () => {
    const venue = await createVenue(zone.id);
    for (const account of ['reviewer', 'venue-manager'] as const) {
      const { page, context } = await freshPage(browser);
      await signIn(page, account, '/staff/');
      for (const path of [
        '/staff/towns',
        `/staff/towns/${zone.id}`,
        '/staff/sources',
        '/staff/waitlist',
        '/staff/audit',
        `/staff/venues/${venue.slug}/settings`,
        // A venue demo-venue-manager does not manage: another venue's page, for them.
        `/staff/venues/${venue.slug}`,
      ]) {
        const answer = await page.goto(site(path));
        expect(answer!.status(), `${account} ${path}`).toBe(403);
        const text = (await page.locator('main').textContent())!;
        expect(text).toContain('Not open to your account');
        expect(text).toContain(account === 'reviewer' ? 'review events' : 'venues you manage');
        expect(text).not.toMatch(/events:admin|venues:manage|events:review/);
      }
      await expectNoAxeViolation(page);
      await screenshot(page, `forbidden-${account}`);
      const refused = await page.request.post(site('/staff/towns'), {
        form: {
          _csrf: await page.locator('input[name=_csrf]').first().inputValue(),
          name: 'Taken',
          countryCode: 'GB',
          timezone: 'Europe/London',
        },
      });
      expect(refused.status()).toBe(403);
      await context.close();
    }
  });

  it('a form without its form token is refused, and nothing is added', async () => {
    const { page, context } = await freshPage(browser);
    await signIn(page, 'admin', '/staff/towns');
    const name = `Forged ${unique()}`;
    const fields = { name, countryCode: 'GB', timezone: 'Europe/London' };
    for (const form of [fields, { ...fields, _csrf: 'forged' }] as Record<string, string>[]) {
      const response = await page.request.post(site('/staff/towns'), { form, maxRedirects: 0 });
      expect(response.status()).toBe(403);
    }
    const towns = (await getJson(api('/api/admin/towns'), { headers: await bearer('admin') })).body.results as { name: string }[];
    expect(towns.some((row) => row.name === name)).toBe(false);
    await context.close();
  });
});
