import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone } from '../support/fixtures.ts';
import { api, getJson } from '../support/http.ts';
import { controlStack } from '../support/stack-control.ts';

const { controlUrl, subgraphs } = inject('stack');
const up = async (name: string) => (await fetch(subgraphs[name]!.replace('/graphql', '/readyz')).catch(() => null))?.status === 200;

afterAll(async () => {
  if (!(await up('venues'))) await controlStack(controlUrl, 'start', 'venues');
  await closeFixtures();
});

/** Times one request: its status and how long it took. */
async function timed(path: string) {
  const started = Date.now();
  const { status, headers, body } = await getJson(api(path));
  return { status, type: headers.get('content-type'), body, ms: Date.now() - started };
}

describe('a subgraph killed under load', () => {
  it('health names it, what needs it answers 503 at once, the rest (lists of venues named before) keeps working, and all recovers when it is back', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    const day = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate()!;
    await createEvents([{ zone, venueId: venue.id, localStart: `${day}T18:00`, title: 'Outage Test', status: 'published' }]);
    const list = `/api/events/list?zone_id=${zone.id}&date=${day}`;
    // A list read before the outage: the events service keeps the names of its venues, so it does not need the venues service.
    const listedZone = await createZone({ timezone: 'Europe/London' });
    const listedVenue = await createVenue(listedZone.id);
    await createEvents([
      { zone: listedZone, venueId: listedVenue.id, localStart: `${day}T19:00`, title: 'Listed Before', status: 'published' },
    ]);
    const listed = `/api/events/list?zone_id=${listedZone.id}&date=${day}`;
    expect((await timed(listed)).status).toBe(200);

    let running = true;
    const background = { requests: 0, serverErrors: 0 };
    const load = async () => {
      while (running) {
        const response = await fetch(api('/api/locations/list'));
        await response.arrayBuffer();
        background.requests++;
        if (response.status >= 500) background.serverErrors++;
      }
    };
    const loops = Array.from({ length: 4 }, load);

    await controlStack(controlUrl, 'stop', 'venues');
    const health = await timed('/api/healthz');
    expect(health.status).toBe(503);
    expect(health.body.checks.venues.status).toBe('fail');
    expect(health.body.checks.locations.status).toBe('ok');

    for (const path of [list, `/api/p/venues/${venue.slug}`]) {
      const answer = await timed(path);
      expect(answer.status, path).toBe(503);
      expect(answer.type).toBe('application/problem+json');
      expect(answer.ms, path).toBeLessThan(2000);
      expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|at .+:\d+:\d+/);
    }
    const locations = await timed('/api/locations/list');
    expect(locations.status).toBe(200);
    const listedDuring = await timed(listed);
    expect(listedDuring.status).toBe(200);
    expect(listedDuring.body.results).toEqual([expect.objectContaining({ title: 'Listed Before', venueName: listedVenue.name })]);

    await controlStack(controlUrl, 'start', 'venues');
    await expect.poll(async () => (await timed(list)).status, { timeout: 20_000 }).toBe(200);
    expect((await timed(list)).body.results).toContainEqual(expect.objectContaining({ title: 'Outage Test', venueName: venue.name }));
    await expect.poll(async () => (await timed('/api/healthz')).status, { timeout: 20_000 }).toBe(200);

    running = false;
    await Promise.all(loops);
    expect(background.requests).toBeGreaterThan(20);
    expect(background.serverErrors).toBe(0);
  }, 90_000);
});
