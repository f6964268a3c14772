import { afterAll, describe, expect, it } from 'vitest';
import { closeFixtures, createEvent, createVenue, createZone } from '../support/fixtures.ts';
import { api } from '../support/http.ts';
import { linesWith } from '../support/logs.ts';

afterAll(closeFixtures);

describe('one request id from the facade to every subgraph', () => {
  it('appears in the structured logs of the api facade, the gateway and each subgraph that served the request', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id);
    await createEvent({ zone, venueId: venue.id, localStart: '2026-10-10T20:00' });
    const requestId = `trace-${Date.now()}`;
    const response = await fetch(api(`/api/events/list?zone_id=${zone.id}&date=2026-10-10`), { headers: { 'x-request-id': requestId } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    for (const process of ['api', 'gateway', 'locations', 'events', 'venues']) {
      const lines = linesWith(process, requestId);
      expect(lines.length, process).toBeGreaterThan(0);
      expect(lines[0]!.service).toBe(process);
    }
    expect(linesWith('submissions', requestId)).toEqual([]);
  });
});
