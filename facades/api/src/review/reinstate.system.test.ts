import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  addVenueManager,
  closeFixtures,
  createEvent,
  createVenue,
  createZone,
  type ZoneFixture,
} from '../../../../test/support/fixtures.ts';
import { api, getJson } from '../../../../test/support/http.ts';
import { transitionsOf } from '../../../../test/support/graphql.ts';
import { bearer } from '../../../../test/support/tokens.ts';

let zone: ZoneFixture;
beforeAll(async () => {
  zone = await createZone({ timezone: 'Europe/London' });
});
afterAll(closeFixtures);

const tomorrow = () => DateTime.now().plus({ days: 1 }).toJSDate();
const review = async (uuid: string, body: unknown, role: 'reviewer' | 'admin' = 'admin') => {
  const response = await fetch(api(`/api/events/${uuid}/review`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await bearer(role)) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { detail?: string } };
};
const statusOf = async (uuid: string) =>
  (await getJson(api(`/api/events/${uuid}/review`), { headers: await bearer('admin') })).body.event.status;

describe('undoing a rejection or a cancellation', () => {
  it('an administrator reinstates a rejected event to the status it had; a reviewer may not', async () => {
    const event = await createEvent({ zone, status: 'needs_info', start: tomorrow() });
    expect((await review(event.uuid, { action: 'reject', message: 'spam' })).status).toBe(200);
    const refused = await review(event.uuid, { action: 'reinstate' }, 'reviewer');
    expect(refused.status).toBe(409);
    expect(await statusOf(event.uuid)).toBe('rejected');
    const reinstated = await review(event.uuid, { action: 'reinstate' });
    expect(reinstated.status).toBe(200);
    expect(await statusOf(event.uuid)).toBe('needs_info');
    expect((await transitionsOf(event.uuid)).at(-1)).toMatchObject({
      action: 'reinstate',
      fromStatus: 'rejected',
      toStatus: 'needs_info',
      actor: 'demo-admin',
    });
  });

  it('reviewers reinstate a cancelled event, published again; not once it is over', async () => {
    const event = await createEvent({ zone, status: 'cancelled', start: tomorrow() });
    expect((await review(event.uuid, { action: 'reinstate' }, 'reviewer')).status).toBe(200);
    expect(await statusOf(event.uuid)).toBe('published');

    const over = await createEvent({ zone, status: 'cancelled', start: DateTime.now().minus({ days: 2 }).toJSDate() });
    const late = await review(over.uuid, { action: 'reinstate' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toMatch(/over/);
    expect(await statusOf(over.uuid)).toBe('cancelled');
  });

  it("a venue's manager reinstates the venue's own cancellation, not an administrator's", async () => {
    const venue = await createVenue(zone.id);
    await addVenueManager(venue.id, 'demo-venue-manager');
    const [own, staffs] = [
      await createEvent({ zone, venueId: venue.id, status: 'published', start: tomorrow() }),
      await createEvent({ zone, venueId: venue.id, status: 'published', start: tomorrow() }),
    ];
    const asManager = await bearer('venue-manager');
    const cancel = (uuid: string) => fetch(api(`/api/venue-admin/${venue.slug}/events/${uuid}`), { method: 'DELETE', headers: asManager });
    const reinstate = (uuid: string) =>
      fetch(api(`/api/venue-admin/${venue.slug}/events/${uuid}/reinstate`), { method: 'POST', headers: asManager });
    expect((await cancel(own.uuid)).status).toBe(200);
    expect((await reinstate(own.uuid)).status).toBe(200);
    expect(await statusOf(own.uuid)).toBe('published');

    expect((await review(staffs.uuid, { action: 'reject', message: 'duplicate listing' })).status).toBe(200);
    const refused = await reinstate(staffs.uuid);
    expect(refused.status).toBe(409);
    expect(await statusOf(staffs.uuid)).toBe('rejected');
    const elsewhere = await createEvent({ zone, status: 'cancelled', start: tomorrow() });
    expect((await reinstate(elsewhere.uuid)).status).toBe(404);
  });
});
