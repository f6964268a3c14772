import { afterAll, describe, expect, it } from 'vitest';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone } from '../support/fixtures.ts';
import { api } from '../support/http.ts';

afterAll(closeFixtures);

describe('sustained load', () => {
  it('200 requests per second for 60 seconds across the public endpoints, with no error', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    const day = DateTime.now().setZone('Europe/London').plus({ days: 1 });
    const [event] = await createEvents(
      Array.from({ length: 30 }, (_, i) => ({ zone, venueId: venue.id, localStart: `${day.plus({ days: i % 5 }).toISODate()}T${String(10 + (i % 10)).padStart(2, '0')}:00`, title: `Load ${i}`, status: 'published' as const })),
    );
    const paths = [
      '/api/locations/list',
      ...Array.from({ length: 5 }, (_, i) => `/api/events/list?zone_id=${zone.id}&date=${day.plus({ days: i }).toISODate()}`),
      `/api/events/get?eventUuid=${event!.uuid}`,
      `/api/p/venues/${venue.slug}`,
    ];
    const result = await autocannon({
      url: api(''),
      connections: 20,
      overallRate: 200,
      duration: 60,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBeGreaterThanOrEqual(200 * 60 * 0.95);
    expect(result.latency.p99).toBeLessThan(1000);
  }, 90_000);
});
