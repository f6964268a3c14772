import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createVenue, createZone, unique, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { errorCode, graphql } from '../../../../test/support/graphql.ts';
import { api, getJson, site } from '../../../../test/support/http.ts';
import { callTool, MCP_READ, mcpClient } from '../../../../test/support/mcp.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../../../../test/support/submissions.ts';
import { bearer } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

const send = async (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let zone: ZoneFixture;
let venue: { slug: string; id: number };
const venueName = `Doors Hall ${unique()}`;
let uuid: string;
const start = DateTime.now().setZone('Europe/London').plus({ days: 4 }).set({ hour: 20, minute: 0, second: 0, millisecond: 0 });

beforeAll(async () => {
  zone = await createZone({ name: `Doors ${unique()}`, timezone: 'Europe/London' });
  venue = await createVenue(zone.id, venueName, { address: '2 Gate Street', lat: 51.5, lng: -0.1 });
  const added = await graphql(`mutation { addVenueManager(slug: "${venue.slug}", subject: "demo-venue-manager") { slug } }`, {
    headers: await bearer('admin'),
  });
  expect(added.errors).toBeUndefined();
});

const stored = async () => (await getJson(api(`/api/events/get?eventUuid=${uuid}`))).body.doorsTime;

describe('when doors open (doorsTime)', () => {
  it('is set where a start time is (a venue manager adding an event) and shown by REST, GraphQL, MCP and the event page', async () => {
    const created = await send(
      'POST',
      api(`/api/venue-admin/${venue.slug}/events`),
      { title: 'Late Show', startTime: start.toUTC().toISO(), doorsTime: '19:30' },
      await bearer('venue-manager'),
    );
    expect(created.status).toBe(201);
    expect(created.body.doorsTime).toBe('19:30');
    uuid = created.body.uuid;

    expect(await stored()).toBe('19:30');
    const answer = await graphql<{ event: { doorsTime: string } }>(`{ event(uuid: "${uuid}") { doorsTime } }`);
    expect(answer.data?.event.doorsTime).toBe('19:30');

    const client = await mcpClient(MCP_READ);
    try {
      const event = await callTool<{ doorsTime: string; startTimeLocal: string }>(client, 'get_event', { uuid });
      expect(event.structured.doorsTime).toBe('19:30');
    } finally {
      await client.close();
    }

    const page = await fetch(site(`/event/late-show-${uuid}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Doors open at 19:30');
  });

  it('is changed and cleared where a start time is changed', async () => {
    const headers = await bearer('venue-manager');
    const changed = await send('PATCH', api(`/api/venue-admin/${venue.slug}/events/${uuid}`), { doorsTime: '19:00' }, headers);
    expect(changed.status).toBe(200);
    expect(await stored()).toBe('19:00');
    const cleared = await send('PATCH', api(`/api/venue-admin/${venue.slug}/events/${uuid}`), { doorsTime: null }, headers);
    expect(cleared.status).toBe(200);
    expect(await stored()).toBeNull();
    expect((await send('PATCH', api(`/api/venue-admin/${venue.slug}/events/${uuid}`), { doorsTime: '19:00' }, headers)).status).toBe(200);
  });

  it('not a time of day is a 400 problem naming it over REST, a BAD_USER_INPUT through the gateway, and what was stored stays', async () => {
    for (const bad of ['7pm', '24:00', '19:60', '19:00:00', '1900', 7]) {
      const refused = await send(
        'PATCH',
        api(`/api/venue-admin/${venue.slug}/events/${uuid}`),
        { doorsTime: bad },
        await bearer('venue-manager'),
      );
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.errors[0].name).toBe('doorsTime');
    }
    const direct = await graphql(
      `mutation($changes: EventChangesInput!) { updateVenueEvent(venueSlug: "${venue.slug}", uuid: "${uuid}", changes: $changes) { uuid } }`,
      { variables: { changes: { doorsTime: '25:00' } }, headers: await bearer('venue-manager') },
    );
    expect(errorCode(direct)).toBe('BAD_USER_INPUT');
    expect(await stored()).toBe('19:00');
  });

  it("is read from a submitted page's schema.org doorTime, in the event's time zone", async () => {
    const day = DateTime.now().setZone('Europe/London').plus({ days: 12 }).startOf('day');
    const page = await servePage(
      jsonLdPage({
        name: `Doors Gig ${unique()}`,
        startDate: `${day.toISODate()}T20:00`,
        doorTime: `${day.toISODate()}T18:30:00Z`,
        location: { '@type': 'Place', name: venueName, address: { '@type': 'PostalAddress', streetAddress: '2 Gate Street' } },
      }),
    );
    const submitted = await submit({ url: page }, { 'idempotency-key': randomUUID() });
    expect(submitted.status).toBe(202);
    const submission = await settledSubmission(submitted.body.submission.uuid);
    expect(submission.status).toBe('completed');
    // 18:30 UTC is 18:30 in London in winter and 19:30 in summer: the event's own zone says which.
    const expected = DateTime.fromISO(`${day.toISODate()}T18:30:00Z`).setZone('Europe/London').toFormat('HH:mm');
    expect((submission.event as { doorsTime?: string } | null)?.doorsTime).toBe(expected);
  });
});
