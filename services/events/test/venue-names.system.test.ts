import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { createLogger } from '@local-events/platform';
import { GatewayClient } from '@local-events/platform/subgraph';
import { closeFixtures, createVenue, createZone, removeVenue, renameVenue } from '../../../test/support/fixtures.ts';
import { VenueNames } from '../src/venue-names.ts';

afterAll(closeFixtures);

const KEPT_MS = 200;
const asking = { requestId: 'venue-names-test' };

/** The events service's copy of venue names, asking the real venues service through the real gateway. */
const venueNames = () => new VenueNames(new GatewayClient(inject('stack').gateway), createLogger('venue-names-test'), KEPT_MS);

describe("the events service's copy of venue names", () => {
  it('answers a name past its time at once, and the new name once the venues service was asked again', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const venue = await createVenue(zone.id, 'Corn Exchange');
    const names = venueNames();
    expect(await names.of([venue.id, venue.id], asking)).toEqual(['Corn Exchange', 'Corn Exchange']);

    await renameVenue(venue.id, 'Exchange Hall');
    expect(await names.of([venue.id], asking)).toEqual(['Corn Exchange']);
    await sleep(KEPT_MS + 50);
    // Past its time: still the kept name, while it is asked for again behind this request.
    expect(await names.of([venue.id], asking)).toEqual(['Corn Exchange']);
    await vi.waitFor(async () => expect(await names.of([venue.id], asking)).toEqual(['Exchange Hall']), { timeout: 5_000, interval: 20 });
  });

  it('forgets a venue the venues service no longer knows once its name is past its time', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const [kept, gone] = [await createVenue(zone.id, 'Town Hall'), await createVenue(zone.id, 'Old Barn')];
    const names = venueNames();
    expect(await names.of([kept.id, gone.id], asking)).toEqual(['Town Hall', 'Old Barn']);

    await removeVenue(gone.id);
    await sleep(KEPT_MS + 50);
    await vi.waitFor(async () => expect(await names.of([kept.id, gone.id], asking)).toEqual(['Town Hall', null]), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('names an unknown venue null and a new one as soon as it exists', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const names = venueNames();
    const unknown = 2_147_483_000;
    expect(await names.of([unknown], asking)).toEqual([null]);
    const venue = await createVenue(zone.id, 'New Room');
    expect(await names.of([unknown, venue.id], asking)).toEqual([null, 'New Room']);
  });
});
