import { afterAll, describe, expect, it } from 'vitest';
import { closeFixtures, createEvents, createVenue, createZone } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';

afterAll(closeFixtures);

const EVENTS_WITH_VENUES = /* GraphQL */ `
  query ($id: Int!, $date: String) { location(id: $id) { events(date: $date) { title venue { id name } } } }`;

describe("an event's venue name, which the events service provides from its copy", () => {
  it('is the name the venues service has, proposed venues too, and null without a venue', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const [hall, proposed] = [await createVenue(zone.id, 'Corn Exchange'), await createVenue(zone.id, 'Back Room', { status: 'proposed' })];
    await createEvents([
      { zone, venueId: hall.id, localStart: '2026-09-01T18:00', title: 'At the hall' },
      { zone, venueId: proposed.id, localStart: '2026-09-01T19:00', title: 'At the back room' },
      { zone, venueId: null, localStart: '2026-09-01T20:00', title: 'Nowhere in particular' },
    ]);
    const expected = [
      { title: 'At the hall', venue: { id: hall.id, name: 'Corn Exchange' } },
      { title: 'At the back room', venue: { id: proposed.id, name: 'Back Room' } },
      { title: 'Nowhere in particular', venue: null },
    ];
    // Twice: the first answer asks the venues service for the names, the second is served from the copy.
    for (let round = 0; round < 2; round++) {
      const answer = await graphql(EVENTS_WITH_VENUES, { variables: { id: zone.id, date: '2026-09-01' } });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ location: { events: expected } });
    }
    const fromVenues = await graphql<{ venue: { name: string } }>(`{ venue(slug: "${hall.slug}") { name } }`);
    expect(fromVenues.data?.venue.name).toBe('Corn Exchange');
  });
});

describe('venuesByIds, which the events service asks for names it does not keep', () => {
  it('answers the venues it knows, active and proposed, and leaves unknown ids out', async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const [active, proposed] = [await createVenue(zone.id, 'Town Hall'), await createVenue(zone.id, 'Annex', { status: 'proposed' })];
    const answer = await graphql<{ venuesByIds: { id: number; name: string; status: string }[] }>(
      `query ($ids: [Int!]!) { venuesByIds(ids: $ids) { id name status } }`,
      {
        variables: { ids: [active.id, 2_147_483_000, proposed.id, active.id] },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.venuesByIds).toEqual([
      { id: active.id, name: 'Town Hall', status: 'active' },
      { id: proposed.id, name: 'Annex', status: 'proposed' },
      { id: active.id, name: 'Town Hall', status: 'active' },
    ]);
  });

  it('refuses more than 500 ids with BAD_USER_INPUT', async () => {
    const answer = await graphql(`query ($ids: [Int!]!) { venuesByIds(ids: $ids) { id } }`, {
      variables: { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
