import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeFixtures, createEvents, createVenue, createZone } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';

afterAll(closeFixtures);

const TOWN_EVENTS = /* GraphQL */ `
  query TownEvents($slug: String!, $country: String!, $date: String) {
    locations(slug: $slug, country: $country) {
      id name timezone
      children { id name }
      events(date: $date) { uuid title startTime startTimeLocal zoneId venue { name address } }
    }
  }`;

describe('the federated graph, as frontend teams use it', () => {
  it('answers a town by slug with its neighbourhoods and its events on a day, each with its venue', async () => {
    const town = await createZone({ timezone: 'America/New_York', countryCode: 'US' });
    const area = await createZone({ timezone: 'America/New_York', countryCode: 'US', parentId: town.id, name: 'Riverside' });
    const venue = await createVenue(area.id, 'Pier 9');
    const [event] = await createEvents([{ zone: area, venueId: venue.id, localStart: '2026-07-04T21:00', title: 'Fireworks' }]);

    const body = await graphql(TOWN_EVENTS, { variables: { slug: town.slug, country: 'US', date: '2026-07-04' } });
    const status = body.status;
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      locations: [
        {
          id: town.id,
          name: town.name,
          timezone: 'America/New_York',
          children: [{ id: area.id, name: 'Riverside' }],
          events: [
            {
              uuid: event!.uuid,
              title: 'Fireworks',
              startTime: '2026-07-05T01:00:00.000Z',
              startTimeLocal: '2026-07-04T21:00:00-04:00',
              zoneId: area.id,
              venue: { name: 'Pier 9', address: venue.address },
            },
          ],
        },
      ],
    });
  });

  it('gives an error code the caller can act on for an impossible date or range', async () => {
    const town = await createZone({ timezone: 'Europe/London' });
    for (const variables of [
      { date: '2026-02-30' },
      { date: '2026-05-01', until: '2026-04-01' },
      { date: '2026-05-01', until: '2026-07-01' },
    ]) {
      const body = await graphql(
        `query ($id: Int!, $date: String, $until: String) { location(id: $id) { events(date: $date, until: $until) { uuid } } }`,
        {
          variables: { id: town.id, ...variables },
        },
      );
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toMatch(/date|until/);
    }
  });

  it('refuses a malformed uuid with BAD_USER_INPUT and no internals', async () => {
    const body = await graphql(`{ event(uuid: "not-a-uuid") { title } }`);
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|node_modules/);
  });

  it('answers a query sent as GET in the query string, and refuses one a browser could send across sites', async () => {
    const town = await createZone({ timezone: 'Europe/Lisbon', name: 'Sintra' });
    const url = new URL(inject('stack').gateway);
    url.search = new URLSearchParams({
      query: 'query ($id: Int!) { location(id: $id) { name } }',
      variables: JSON.stringify({ id: town.id }),
    }).toString();

    const answered = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ data: { location: { name: 'Sintra' } } });
    // A plain GET carries no header a cross-site form or image could not: Apollo's CSRF prevention refuses it.
    expect((await fetch(url)).status).toBe(400);
  });
});
