import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';

afterAll(closeFixtures);

describe('GET /api/p/venues/{slug}', () => {
  it('answers the venue and its upcoming published events, soonest first', async () => {
    const zone = await createZone({ timezone: 'Europe/Paris', countryCode: 'FR' });
    const venue = await createVenue(zone.id, 'Le Petit Bain');
    const other = await createVenue(zone.id);
    const now = DateTime.now();
    const [past, later, sooner, ,] = await createEvents([
      { zone, venueId: venue.id, start: now.minus({ days: 1 }).toJSDate(), title: 'Yesterday' },
      { zone, venueId: venue.id, start: now.plus({ days: 5 }).toJSDate(), title: 'Later' },
      { zone, venueId: venue.id, start: now.plus({ days: 1 }).toJSDate(), title: 'Sooner' },
      { zone, venueId: venue.id, start: now.plus({ days: 2 }).toJSDate(), title: 'Pending', status: 'ready_for_review' },
      { zone, venueId: other.id, start: now.plus({ days: 2 }).toJSDate(), title: 'Elsewhere' },
    ]);
    const { status, body } = await getJson(api(`/api/p/venues/${venue.slug}`));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: venue.slug,
      name: 'Le Petit Bain',
      address: venue.address,
      lat: venue.lat,
      lng: venue.lng,
      zoneId: zone.id,
      website: null,
      description: null,
      url: `${inject('stack').site}/venue/${venue.slug}`,
    });
    expect(body.upcomingEvents).toEqual([
      { uuid: sooner!.uuid, title: 'Sooner', startTime: sooner!.startTime.toISOString(), venueName: 'Le Petit Bain', zoneId: zone.id },
      { uuid: later!.uuid, title: 'Later', startTime: later!.startTime.toISOString(), venueName: 'Le Petit Bain', zoneId: zone.id },
    ]);
    expect(body.upcomingEvents.some((event: { uuid: string }) => event.uuid === past!.uuid)).toBe(false);
  });

  it('an unknown venue is 404', async () => {
    await expectProblem(api(`/api/p/venues/nowhere-${unique()}`), 404);
  });

  it.each(['bad%20slug', '%3Cscript%3E', 'a--b', '..%2F..%2Fetc%2Fpasswd', '%00', `${'v'.repeat(101)}`])('slug %s -> 400', async (slug) => {
    const problem = await expectProblem(api(`/api/p/venues/${slug}`), 400);
    expect(problem.errors).toEqual([expect.objectContaining({ name: 'slug', in: 'path' })]);
  });
});
