import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { EVENT_CONTENT_LIMITS } from '@local-events/contracts';
import { closeFixtures, createEvent, createVenue, createZone, unique, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { errorCode, graphql } from '../../../../test/support/graphql.ts';
import { api, getJson, site } from '../../../../test/support/http.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../../../../test/support/submissions.ts';
import { bearer } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

const NOTE = 'Step-free from the street; hearing loop at the bar.';
const TOO_LONG = 'x'.repeat(EVENT_CONTENT_LIMITS.accessibilityNote + 1);

const send = async (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let zone: ZoneFixture;
let venue: { slug: string; id: number };
const venueName = `Access Hall ${unique()}`;
let event: { uuid: string };

beforeAll(async () => {
  zone = await createZone({ name: `Access ${unique()}`, timezone: 'Europe/London' });
  venue = await createVenue(zone.id, venueName, { address: '1 Level Street', lat: 51.5, lng: -0.1 });
  const added = await graphql(`mutation { addVenueManager(slug: "${venue.slug}", subject: "demo-venue-manager") { slug } }`, {
    headers: await bearer('admin'),
  });
  expect(added.errors).toBeUndefined();
  event = await createEvent({ zone, venueId: venue.id, start: DateTime.now().plus({ days: 3 }).toJSDate(), title: 'Quiet Concert' });
});

const stored = async () => (await getJson(api(`/api/events/get?eventUuid=${event.uuid}`))).body.accessibilityNote;

describe("an event's accessibility note", () => {
  it('is set by the venue manager over REST and shown by REST, GraphQL and the event page', async () => {
    const changed = await send(
      'PATCH',
      api(`/api/venue-admin/${venue.slug}/events/${event.uuid}`),
      { accessibilityNote: NOTE },
      await bearer('venue-manager'),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.accessibilityNote).toBe(NOTE);

    expect(await stored()).toBe(NOTE);
    const answer = await graphql<{ event: { accessibilityNote: string } }>(`{ event(uuid: "${event.uuid}") { accessibilityNote } }`);
    expect(answer.data?.event.accessibilityNote).toBe(NOTE);

    const page = await fetch(site(`/event/quiet-concert-${event.uuid}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<dt>Access<\/dt><dd>Step-free from the street; hearing loop at the bar.<\/dd>/);
  });

  it('over its limit is a 400 problem naming the field over REST, a BAD_USER_INPUT through the gateway, and the note stays', async () => {
    const refused = await send(
      'PATCH',
      api(`/api/venue-admin/${venue.slug}/events/${event.uuid}`),
      { accessibilityNote: TOO_LONG },
      await bearer('venue-manager'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ name: 'accessibilityNote', in: 'body', detail: 'must be at most 500 characters' }]);

    const direct = await graphql(
      `mutation($changes: EventChangesInput!) { updateVenueEvent(venueSlug: "${venue.slug}", uuid: "${event.uuid}", changes: $changes) { uuid } }`,
      {
        variables: { changes: { accessibilityNote: TOO_LONG } },
        headers: await bearer('venue-manager'),
      },
    );
    expect(errorCode(direct)).toBe('BAD_USER_INPUT');
    expect(await stored()).toBe(NOTE);
  });

  it('null clears it', async () => {
    const cleared = await send(
      'PATCH',
      api(`/api/venue-admin/${venue.slug}/events/${event.uuid}`),
      { accessibilityNote: null },
      await bearer('venue-manager'),
    );
    expect(cleared.status).toBe(200);
    expect(await stored()).toBeNull();
  });

  it("is read from a submitted page's schema.org accessibilitySummary, and the submitter may change it", async () => {
    const day = DateTime.now().setZone('Europe/London').plus({ days: 12 }).startOf('day');
    const page = await servePage(
      jsonLdPage({
        name: `Relaxed Screening ${unique()}`,
        startDate: `${day.toISODate()}T14:00`,
        accessibilitySummary: '  Wheelchair spaces in row A.  ',
        location: {
          '@type': 'Place',
          name: venueName,
          address: { '@type': 'PostalAddress', streetAddress: '1 Level Street', addressLocality: zone.name },
        },
      }),
    );
    const submitted = await submit({ url: page }, { 'idempotency-key': randomUUID() });
    expect(submitted.status).toBe(202);
    const statusUrl: string = submitted.body.submission.statusUrl;
    const submission = await settledSubmission(submitted.body.submission.uuid);
    expect(submission.status).toBe('completed');
    expect((submission.event as { accessibilityNote?: string } | null)?.accessibilityNote).toBe('Wheelchair spaces in row A.');

    const edited = await send(
      'PATCH',
      statusUrl,
      { accessibilityNote: 'Wheelchair spaces in rows A and B.' },
      { 'x-edit-token': submitted.body.editToken },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.event.accessibilityNote).toBe('Wheelchair spaces in rows A and B.');

    const tooLong = await send('PATCH', statusUrl, { accessibilityNote: TOO_LONG }, { 'x-edit-token': submitted.body.editToken });
    expect(tooLong.status).toBe(400);
    expect((await getJson(statusUrl)).body.event.accessibilityNote).toBe('Wheelchair spaces in rows A and B.');
  });
});
