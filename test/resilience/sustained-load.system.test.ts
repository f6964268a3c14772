import { afterAll, describe, expect, it } from 'vitest';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone } from '../support/fixtures.ts';
import { apiFacadeProcess } from '../support/facade.ts';

let facade: Awaited<ReturnType<typeof apiFacadeProcess>> | undefined;
afterAll(async () => {
  facade?.child.kill('SIGTERM');
  await facade?.exited;
  await closeFixtures();
});

describe('sustained load', () => {
  it('200 requests per second for 60 seconds across the public endpoints, with no error', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    const day = DateTime.now().setZone('Europe/London').plus({ days: 1 });
    const [event] = await createEvents(
      Array.from({ length: 30 }, (_, i) => ({
        zone,
        venueId: venue.id,
        localStart: `${day.plus({ days: i % 5 }).toISODate()}T${String(10 + (i % 10)).padStart(2, '0')}:00`,
        title: `Load ${i}`,
        status: 'published' as const,
      })),
    );
    const paths = [
      '/api/locations/list',
      ...Array.from({ length: 5 }, (_, i) => `/api/events/list?zone_id=${zone.id}&date=${day.plus({ days: i }).toISODate()}`),
      `/api/events/get?eventUuid=${event!.uuid}`,
      `/api/p/venues/${venue.slug}`,
    ];
    // A facade as deployed, in its own process with its defaults: public answers kept five seconds.
    facade = await apiFacadeProcess();
    // One load per endpoint, 200 requests per second in all.
    const results = await Promise.all(
      paths.map((path) => autocannon({ url: `${facade!.url}${path}`, connections: 5, overallRate: 200 / paths.length, duration: 60 })),
    );
    const total = (field: 'errors' | 'timeouts' | 'non2xx' | '2xx') => results.reduce((sum, result) => sum + result[field], 0);
    expect(total('errors')).toBe(0);
    expect(total('timeouts')).toBe(0);
    expect(total('non2xx')).toBe(0);
    // That the load was applied, not how fast it was answered (the bench measures that): this file runs beside others on
    // a shared two-core machine, where the client was held to between 91 and 99 % of the rate (a browser test beside it).
    expect(total('2xx')).toBeGreaterThanOrEqual(200 * 60 * 0.85);
  }, 90_000);
});
