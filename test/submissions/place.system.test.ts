import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createZone, unique } from '../support/fixtures.ts';
import { api, getJson, site } from '../support/http.ts';
import { callTool, MCP_READ, mcpClient } from '../support/mcp.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../support/submissions.ts';
import { bearer } from '../support/tokens.ts';

afterAll(closeFixtures);

const approve = async (uuid: string) =>
  getJson(api(`/api/events/${uuid}/review`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await bearer('reviewer')) },
    body: JSON.stringify({ action: 'approve' }),
  });

describe('the place a submitted page names, when no venue matches', () => {
  it('is kept on the event and shown as its venue name and location by REST, MCP and the event page', async () => {
    const zone = await createZone({ name: `Acceptance Town ${unique()}`, timezone: 'Australia/Sydney', countryCode: 'AU' });
    const day = DateTime.now().setZone('Australia/Sydney').plus({ days: 9 }).startOf('day');
    const hall = `Acceptance Hall ${unique()}`;
    const page = await servePage(
      jsonLdPage({
        name: 'Harbour Choir',
        startDate: `${day.toISODate()}T18:00`,
        // A name and an address but no position: nothing to match a venue by, and no venue is proposed.
        location: {
          '@type': 'Place',
          name: hall,
          address: { '@type': 'PostalAddress', streetAddress: '1 Acceptance Street', addressLocality: zone.name },
        },
      }),
    );
    const submitted = await submit({ url: page }, { 'idempotency-key': randomUUID() });
    expect(submitted.status).toBe(202);
    const submission = await settledSubmission(submitted.body.submission.uuid);
    expect(submission.status).toBe('completed');
    expect(submission.missingFields).toContain('venue');
    expect(submission.event).toMatchObject({ venueName: hall });
    const eventUuid = submission.event!.uuid;

    // The reviewer's queue shows where it is and what the page lacked.
    const queue = await getJson(api(`/api/review/queue?zone_id=${zone.id}`), { headers: await bearer('reviewer') });
    expect(queue.body.results).toEqual([
      expect.objectContaining({
        uuid: eventUuid,
        venueName: hall,
        venue: null,
        place: { name: hall, address: `1 Acceptance Street, ${zone.name}`, lat: null, lng: null },
        sourceUrl: page,
        missingFields: expect.arrayContaining(['venue']),
      }),
    ]);

    expect((await approve(eventUuid)).status).toBe(200);

    const listed = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day.toISODate()}`));
    expect(listed.body.results).toEqual([expect.objectContaining({ uuid: eventUuid, venueName: hall })]);

    const detail = await getJson(api(`/api/events/get?eventUuid=${eventUuid}`));
    expect(detail.body).toMatchObject({
      venueName: hall,
      locationName: hall,
      locationAddress: `1 Acceptance Street, ${zone.name}`,
      lat: null,
      lng: null,
    });

    const client = await mcpClient(MCP_READ);
    try {
      const found = await callTool<{ events: { uuid: string; venueName: string | null }[] }>(client, 'find_events', {
        location: zone.id,
        date: day.toISODate(),
      });
      expect(found.structured.events).toEqual([expect.objectContaining({ uuid: eventUuid, venueName: hall })]);
    } finally {
      await client.close();
    }

    const html = await (await fetch(site(`/event/harbour-choir-${eventUuid}`))).text();
    expect(html).toContain(`<dt>Where</dt>`);
    expect(html).toContain(`${hall}<br>1 Acceptance Street, ${zone.name}`);
    expect(html).toContain(`"name":"${hall}"`);
  });

  it('named by its address alone, the address is what the list shows', async () => {
    const zone = await createZone({ name: `Address Town ${unique()}`, timezone: 'Europe/London' });
    const day = DateTime.now().setZone('Europe/London').plus({ days: 5 }).startOf('day');
    const street = `${unique()} Mill Lane`;
    const page = await servePage(
      jsonLdPage({
        name: 'Mill Open Day',
        startDate: `${day.toISODate()}T11:00`,
        location: { '@type': 'Place', address: `${street}, ${zone.name}` },
      }),
    );
    const submission = await settledSubmission((await submit({ url: page }, { 'idempotency-key': randomUUID() })).body.submission.uuid);
    expect((await approve(submission.event!.uuid)).status).toBe(200);
    const listed = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day.toISODate()}`));
    expect(listed.body.results).toEqual([expect.objectContaining({ uuid: submission.event!.uuid, venueName: `${street}, ${zone.name}` })]);
  });
});
