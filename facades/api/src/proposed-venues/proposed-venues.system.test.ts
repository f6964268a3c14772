import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvent, createVenue, createZone, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { errorCode, graphql, transitionsOf } from '../../../../test/support/graphql.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { bearer } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

let zone: ZoneFixture;
beforeAll(async () => {
  zone = await createZone({ timezone: 'Europe/Dublin', countryCode: 'IE' });
});

const post = async (path: string, body: unknown, role: 'reviewer' | 'admin' | 'venue-manager') =>
  getJson(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await bearer(role)) },
    body: JSON.stringify(body),
  });
const start = () => DateTime.now().plus({ days: 4 }).toJSDate();
const reviewOf = async (uuid: string) => (await getJson(api(`/api/events/${uuid}/review`), { headers: await bearer('admin') })).body;

describe('proposed venues', () => {
  it('are listed for reviewers, oldest first; not for venue managers or anyone signed out', async () => {
    const proposed = await createVenue(zone.id, 'The Lantern Room', { status: 'proposed' });
    const { status, body } = await getJson(api('/api/review/venues'), { headers: await bearer('reviewer') });
    expect(status).toBe(200);
    expect(body.results).toContainEqual({
      slug: proposed.slug,
      name: 'The Lantern Room',
      address: '1 Test Street',
      lat: 51.5,
      lng: -0.12,
      zoneId: zone.id,
      zoneName: zone.name,
      status: 'proposed',
      url: expect.stringMatching(new RegExp(`/venue/${proposed.slug}$`)),
    });
    expect(body.results.every((venue: { status: string }) => venue.status === 'proposed')).toBe(true);
    await expectProblem(api('/api/review/venues'), 403, { headers: await bearer('venue-manager') });
    expect((await fetch(api('/api/review/venues'))).status).toBe(401);
  });

  it('a reviewer approves the event and its proposed venue in one review action', async () => {
    const venue = await createVenue(zone.id, 'Quay Studio', { status: 'proposed' });
    const event = await createEvent({ zone, venueId: venue.id, status: 'ready_for_review', start: start() });
    const { status, body } = await post(`/api/events/${event.uuid}/review`, { action: 'approve', approveVenue: true }, 'reviewer');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.event.status).toBe('published');
    const page = await getJson(api(`/api/p/venues/${venue.slug}`));
    expect(page.status).toBe(200);
    expect(page.body.upcomingEvents.map((item: { uuid: string }) => item.uuid)).toContain(event.uuid);
    const listed = (await getJson(api('/api/review/venues'), { headers: await bearer('reviewer') })).body.results;
    expect(listed.map((item: { slug: string }) => item.slug)).not.toContain(venue.slug);
  });

  it.each([
    ['with an action other than approve', { action: 'edit', changes: { title: 'New' }, approveVenue: true }, 400],
    ['for an event without a venue', { action: 'approve', approveVenue: true }, 400],
    ['not a boolean', { action: 'approve', approveVenue: 'yes' }, 400],
  ])('approveVenue %s: refused, nothing changed', async (_label, body, expected) => {
    const event = await createEvent({ zone, status: 'ready_for_review', start: start() });
    const { status, body: problem } = await post(`/api/events/${event.uuid}/review`, body, 'reviewer');
    expect(status).toBe(expected);
    expect(problem.detail).toBeTruthy();
    expect((await reviewOf(event.uuid)).event.status).toBe('ready_for_review');
    expect(await transitionsOf(event.uuid)).toEqual([]);
  });

  it('a reviewer approves a proposed venue on its own; an unknown one is 404', async () => {
    const venue = await createVenue(zone.id, 'Harbour Shed', { status: 'proposed' });
    const { status, body } = await post(`/api/review/venues/${venue.slug}/approve`, {}, 'reviewer');
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: venue.slug, status: 'active' });
    await expectProblem(api('/api/review/venues/no-such-venue-here/approve'), 404, { method: 'POST', headers: await bearer('reviewer') });
    await expectProblem(api(`/api/review/venues/${venue.slug}/approve`), 403, { method: 'POST', headers: await bearer('venue-manager') });
  });

  it('an administrator merges a proposed venue into the venue it duplicates: its events move, with the move recorded, and it is gone', async () => {
    const kept = await createVenue(zone.id, 'Town Hall');
    const duplicate = await createVenue(zone.id, 'Town Hall (main room)', { status: 'proposed' });
    const underReview = await createEvent({ zone, venueId: duplicate.id, status: 'ready_for_review', start: start() });
    const published = await createEvent({ zone, venueId: duplicate.id, status: 'published', start: start() });

    expect((await post(`/api/review/venues/${duplicate.slug}/merge`, { into: kept.slug }, 'reviewer')).status).toBe(403);
    const { status, body } = await post(`/api/review/venues/${duplicate.slug}/merge`, { into: kept.slug }, 'admin');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ venue: { slug: kept.slug, status: 'active' }, eventsMoved: 2 });

    const page = await getJson(api(`/api/p/venues/${kept.slug}`));
    expect(page.body.upcomingEvents.map((item: { uuid: string }) => item.uuid)).toContain(published.uuid);
    expect((await getJson(api(`/api/p/venues/${duplicate.slug}`))).status).toBe(404);
    const [moved] = await transitionsOf(underReview.uuid);
    expect(moved).toMatchObject({ action: 'edit', actor: 'demo-admin', changes: { venueId: { from: duplicate.id, to: kept.id } } });
    expect((await post(`/api/review/venues/${duplicate.slug}/merge`, { into: kept.slug }, 'admin')).status).toBe(404);
  });

  it.each([
    ['into itself', async () => ((venue) => [venue, venue.slug] as const)(await createVenue(zone.id, 'Self', { status: 'proposed' })), 400],
    ['into an unknown venue', async () => [await createVenue(zone.id, 'Lost', { status: 'proposed' }), 'no-such-venue-here'] as const, 404],
    [
      'into a venue of another zone',
      async () =>
        [
          await createVenue(zone.id, 'Far', { status: 'proposed' }),
          (await createVenue((await createZone({ timezone: 'Asia/Tokyo' })).id)).slug,
        ] as const,
      409,
    ],
  ])('merging %s: refused, nothing changed', async (_label, venues, expected) => {
    const [from, into] = await venues();
    const event = await createEvent({ zone, venueId: from.id, status: 'ready_for_review', start: start() });
    const { status, body } = await post(`/api/review/venues/${from.slug}/merge`, { into }, 'admin');
    expect(status).toBe(expected);
    expect(body.detail).toBeTruthy();
    expect(await transitionsOf(event.uuid)).toEqual([]);
    const { body: review } = await getJson(api(`/api/review/queue?zone_id=${zone.id}&limit=50`), { headers: await bearer('admin') });
    expect(review.results.find((item: { uuid: string }) => item.uuid === event.uuid)?.venue?.slug).toBe(from.slug);
  });

  it("moveVenueEvents over GraphQL keeps the merge rule: no venue's events move into another zone, and only for administrators", async () => {
    const active = await createVenue(zone.id, 'Standing Hall');
    const other = await createVenue((await createZone({ timezone: 'Asia/Tokyo' })).id, 'Other Hall');
    const event = await createEvent({ zone, venueId: active.id, status: 'published', start: start() });
    const answer = await graphql(`mutation { moveVenueEvents(slug: "${active.slug}", into: "${other.slug}") }`, {
      headers: await bearer('admin'),
    });
    expect(errorCode(answer)).toBe('CONFLICT');
    expect(await transitionsOf(event.uuid)).toEqual([]);
    expect(
      errorCode(
        await graphql(`mutation { moveVenueEvents(slug: "${active.slug}", into: "${other.slug}") }`, { headers: await bearer('reviewer') }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('a merge body must be exactly { into: slug }', async () => {
    const venue = await createVenue(zone.id, 'Odd Body', { status: 'proposed' });
    for (const body of ['{"into":', '[]', '{"into": 7}', '{"into": "x", "also": 1}', '{}']) {
      const response = await fetch(api(`/api/review/venues/${venue.slug}/merge`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await bearer('admin')) },
        body,
      });
      expect(response.status, body).toBe(400);
    }
    const listed = (await getJson(api('/api/review/venues'), { headers: await bearer('admin') })).body.results;
    expect(listed.map((item: { slug: string }) => item.slug)).toContain(venue.slug);
  });
});
