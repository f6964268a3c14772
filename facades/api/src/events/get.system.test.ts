import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { closeFixtures, createEvent, createVenue, createZone } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';

afterAll(closeFixtures);

describe('GET /api/events/get', () => {
  it('answers the public detail of a published event', async () => {
    const city = await createZone({ timezone: 'Europe/London', name: 'Bristol' });
    const area = await createZone({ timezone: 'Europe/London', name: 'Clifton', parentId: city.id });
    const venue = await createVenue(area.id, 'Harbour Hall');
    const event = await createEvent({
      zone: area,
      venueId: venue.id,
      localStart: '2026-07-04T19:30',
      title: 'Summer Ceilidh',
      description: 'Dancing.',
    });

    const { status, body } = await getJson(api(`/api/events/get?eventUuid=${event.uuid}`));
    expect(status).toBe(200);
    expect(body).toEqual({
      uuid: event.uuid,
      title: 'Summer Ceilidh',
      description: 'Dancing.',
      startTime: '2026-07-04T18:30:00.000Z',
      endTime: '2026-07-04T20:30:00.000Z',
      startTimeLocal: '2026-07-04T19:30:00+01:00',
      endTimeLocal: '2026-07-04T21:30:00+01:00',
      timezone: 'Europe/London',
      venueName: 'Harbour Hall',
      locationName: 'Harbour Hall',
      locationAddress: venue.address,
      lat: venue.lat,
      lng: venue.lng,
      zoneId: area.id,
      zoneName: 'Clifton',
      categories: ['test'],
      priceInfo: null,
      isFree: true,
      bookingRequired: false,
      accessibilityNote: null,
      doorsTime: null,
      imageUrl: null,
      sourceUrl: null,
      seriesUuid: null,
      recurrence: null,
      url: `${inject('stack').site}/event/summer-ceilidh-${event.uuid}`,
      venueDescription: null,
      resolvedTimezone: 'Europe/London',
      createdAt: event.createdAt.toISOString(),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      spottedBy: null,
    });
  });

  it.each(['ready_for_review', 'needs_info', 'rejected', 'cancelled'] as const)('a %s event is 404', async (status) => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const event = await createEvent({ zone, localStart: '2026-07-04T19:30', status });
    await expectProblem(api(`/api/events/get?eventUuid=${event.uuid}`), 404);
  });

  it('an unknown uuid is 404', async () => {
    await expectProblem(api('/api/events/get?eventUuid=00000000-0000-4000-8000-000000000000'), 404);
  });

  it.each(['', '?eventUuid=', '?eventUuid=not-a-uuid', "?eventUuid=1'%20or%20'1'='1", '?eventUuid=a&eventUuid=b'])(
    '%s -> 400',
    async (query) => {
      const problem = await expectProblem(api(`/api/events/get${query}`), 400);
      expect(problem.errors?.[0]?.name).toBe('eventUuid');
    },
  );
});
