import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import ICAL from 'ical.js';
import { closeFixtures, createEvents, createVenue, createZone, type ZoneFixture } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { api, getJson, site } from '../support/http.ts';
import { callTool, MCP_FULL, mcpClient } from '../support/mcp.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../support/submissions.ts';
import { bearer } from '../support/tokens.ts';

/** What a line break in a one-line field did to a calendar: a second event of the attacker's own. */
const INJECTED = 'x\r\nBEGIN:VEVENT\r\nSUMMARY:Your account is locked\r\nURL:https://phish.example/\r\nEND:VEVENT';

afterAll(closeFixtures);

/** The feed's events and name, read by ical.js, and its raw lines: nothing may start a property the project did not write. */
async function feedOf(path: string) {
  const response = await fetch(site(path));
  expect(response.status, path).toBe(200);
  const text = await response.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return { calendar, lines, events: calendar.getAllSubcomponents('vevent') };
}

function expectNoInjection(feed: Awaited<ReturnType<typeof feedOf>>, events: number) {
  expect(feed.events).toHaveLength(events);
  expect(feed.lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(events);
  expect(feed.lines.some((line) => line.startsWith('SUMMARY:Your account') || line.startsWith('URL:https://phish'))).toBe(false);
  for (const name of ['name', 'x-wr-calname']) expect(String(feed.calendar.getFirstPropertyValue(name) ?? '')).not.toMatch(/[\r\n]/);
}

describe('calendar feeds cannot be injected', () => {
  let zone: ZoneFixture;
  let venue: { slug: string };
  let stored: { uuid: string; slug: string };
  beforeAll(async () => {
    // Stored before titles refused control characters (or by a way in this test cannot reach): the feed must hold.
    zone = await createZone({ timezone: 'Europe/London' });
    const hall = await createVenue(zone.id, `Hall ${INJECTED}`, { address: `1 Street${INJECTED}` });
    venue = hall;
    const day = DateTime.now().setZone('Europe/London').plus({ days: 2 }).toISODate()!;
    [stored] = (await createEvents([
      { zone, venueId: hall.id, localStart: `${day}T20:00`, title: `Quiz ${INJECTED}`, description: `Doors at 7.\u0007${INJECTED}` },
    ])) as unknown as [{ uuid: string; slug: string }];
  });

  it("writes a search's words into the feed's name as one escaped line (the reflected case)", async () => {
    const feed = await feedOf(`/${zone.countryCode.toLowerCase()}/${zone.slug}/calendar.ics?q=${encodeURIComponent(INJECTED)}`);
    expectNoInjection(feed, 0);
    // The name says what the search covered: the words as they were read, the days and the town, on one line.
    const name = String(feed.calendar.getFirstPropertyValue('x-wr-calname'));
    expect(name).toMatch(new RegExp(`^Begin vevent summary your account is locked .*, ${zone.name}$`));
    expect(name).not.toMatch(/[\r\n]/);
  });

  it("writes a stored title, description, venue and address as text, in the event's, the venue's, the town's and a search's feeds", async () => {
    for (const path of [
      `/event/${stored.slug}-${stored.uuid}.ics`,
      `/venue/${venue.slug}/calendar.ics`,
      `/${zone.countryCode.toLowerCase()}/${zone.slug}/calendar.ics`,
      `/${zone.countryCode.toLowerCase()}/${zone.slug}/calendar.ics?q=quiz`,
    ]) {
      const feed = await feedOf(path);
      expectNoInjection(feed, 1);
      const [event] = feed.events;
      expect(event!.getFirstPropertyValue('summary'), path).toBe(
        'Quiz x BEGIN:VEVENT SUMMARY:Your account is locked URL:https://phish.example/ END:VEVENT',
      );
      expect(String(event!.getFirstPropertyValue('location')), path).not.toMatch(/[\r\n]/);
      // A description keeps its line breaks, as text; the bell is gone.
      expect(String(event!.getFirstPropertyValue('description')), path).toMatch(/^Doors at 7\. x\r?\nBEGIN:VEVENT/);
    }
  });
});

describe('one-line fields refuse control characters on every way in', () => {
  let zone: ZoneFixture;
  let uuid: string;
  let editToken: string;
  let submissionUuid: string;
  beforeAll(async () => {
    zone = await createZone({ name: `Control Town ${randomUUID().slice(0, 6)}`, timezone: 'Europe/London' });
    const day = DateTime.now().setZone('Europe/London').plus({ days: 5 }).toISODate()!;
    const page = await servePage(
      jsonLdPage({
        name: `Gig\u0007 at the\r\nQuay${INJECTED}`,
        startDate: `${day}T19:30`,
        description: 'Line one.\nLine two.\u0000',
        location: { '@type': 'Place', name: `Quay\r\nHall`, address: zone.name },
      }),
    );
    const submitted = await submit({ url: page });
    expect(submitted.status).toBe(202);
    ({ editToken } = submitted.body);
    submissionUuid = submitted.body.submission.uuid;
    const settled = await settledSubmission(submissionUuid);
    uuid = settled.event!.uuid;
  });

  it('clips what a scraped page says to one line instead of refusing it', async () => {
    const { body } = await getJson(api(`/api/submit/event/${submissionUuid}`), { headers: { 'x-edit-token': editToken } });
    expect(body.event.title).toBe('Gig at the Quayx BEGIN:VEVENT SUMMARY:Your account is locked URL:https://phish.example/ END:VEVENT');
    const review = await getJson(api(`/api/events/${uuid}/review`), { headers: await bearer('reviewer') });
    expect(review.body.event.title).toBe(body.event.title);
  });

  it('refuses a title with a line break from the submitter (REST PATCH, GraphQL and MCP), changing nothing', async () => {
    const before = (await getJson(api(`/api/submit/event/${submissionUuid}`), { headers: { 'x-edit-token': editToken } })).body.event.title;
    const patched = await getJson(api(`/api/submit/event/${submissionUuid}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-edit-token': editToken },
      body: JSON.stringify({ title: INJECTED }),
    });
    expect(patched.status).toBe(400);
    expect(JSON.stringify(patched.body)).toMatch(/title/);
    const viaGraph = await graphql(
      'mutation U($uuid: String!, $token: String!) { updateSubmission(uuid: $uuid, editToken: $token, changes: { title: "a\\u0000b" }) { uuid } }',
      {
        variables: { uuid: submissionUuid, token: editToken },
      },
    );
    expect(viaGraph.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const client = await mcpClient(MCP_FULL);
    const viaMcp = await callTool(client, 'update_submission', {
      uuid: submissionUuid,
      editToken,
      changes: { priceInfo: 'Free\r\nBEGIN:VEVENT' },
    });
    expect(viaMcp.isError, JSON.stringify(viaMcp)).toBe(true);
    expect((await getJson(api(`/api/submit/event/${submissionUuid}`), { headers: { 'x-edit-token': editToken } })).body.event.title).toBe(
      before,
    );
  });

  it("refuses it from staff (a reviewer's edit) and from a venue manager, and keeps line breaks in descriptions", async () => {
    const edit = await getJson(api(`/api/events/${uuid}/review`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('reviewer')) },
      body: JSON.stringify({ action: 'edit', changes: { title: 'Quiz\nNight' } }),
    });
    expect(edit.status).toBe(400);
    const venue = await createVenue(zone.id, 'Control Hall');
    await graphql(`mutation { addVenueManager(slug: "${venue.slug}", subject: "demo-venue-manager") { slug } }`, {
      headers: await bearer('admin'),
    });
    const created = await getJson(api(`/api/venue-admin/${venue.slug}/events`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('venue-manager')) },
      body: JSON.stringify({ title: 'Open\u001b[2JMic', startTime: DateTime.now().plus({ days: 3 }).toISO() }),
    });
    expect(created.status).toBe(400);
    const lines = await getJson(api(`/api/venue-admin/${venue.slug}/events`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('venue-manager')) },
      body: JSON.stringify({
        title: 'Open Mic',
        description: 'Sign up at 7.\nStart at 8.',
        startTime: DateTime.now().plus({ days: 3 }).toISO(),
      }),
    });
    expect(lines.status).toBe(201);
    expect(lines.body.description).toBe('Sign up at 7.\nStart at 8.');
  });
});
