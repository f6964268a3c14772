import { afterAll, describe, expect, it } from 'vitest';
import { closeFixtures, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { jsonLdPage, servePage, settledSubmission, submit, type SubmissionView } from '../support/submissions.ts';

afterAll(closeFixtures);

/** Submits a page served by the fixture server and answers the finished submission. */
async function submitted(content: string, extension: 'html' | 'ics' | 'jsonld' = 'html'): Promise<SubmissionView> {
  const answer = await submit({ url: await servePage(content, extension) });
  expect(answer.status).toBe(202);
  return settledSubmission(answer.body.submission.uuid);
}

/** A town with a neighbourhood and a known venue in it, far from every other test's venues. */
async function town(timezone: string, lat: number, lng: number) {
  const city = await createZone({ name: `Town ${unique()}`, timezone });
  const quarter: ZoneFixture = await createZone({ name: `Quarter ${unique()}`, timezone, parentId: city.id, centre: { lat, lng } });
  const venue = await createVenue(quarter.id, `Hall ${unique()}`, { address: '7 Long Road', lat, lng });
  return { city, quarter, venue };
}

describe('extraction, end to end through the job', () => {
  it('schema.org JSON-LD: a MusicEvent in @graph, a time with an offset, a known venue by name', async () => {
    const { quarter, venue } = await town('Europe/Berlin', 20.1, 20.1);
    const page = `<html><head><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Listings' },
        {
          '@type': 'MusicEvent',
          name: 'Kiez Konzert',
          description: 'Loud and late.',
          startDate: '2026-08-01T20:00:00+02:00',
          endDate: '2026-08-01T23:00:00+02:00',
          location: { '@type': 'MusicVenue', name: venue.name, address: { '@type': 'PostalAddress', addressLocality: quarter.name } },
        },
      ],
    })}</script></head><body></body></html>`;
    const submission = await submitted(page);
    expect(submission).toMatchObject({
      status: 'completed',
      missingFields: [],
      event: {
        title: 'Kiez Konzert',
        startTime: '2026-08-01T18:00:00.000Z',
        venueName: venue.name,
        zoneName: quarter.name,
        status: 'ready_for_review',
      },
    });
  });

  it('microdata: a local time without an offset is read in the zone (New York, daylight saving), the venue by its street address', async () => {
    const { quarter, venue } = await town('America/New_York', 21.1, 21.1);
    const page = `<html><body><div itemscope itemtype="https://schema.org/TheaterEvent">
      <h1 itemprop="name">Hamlet</h1>
      <meta itemprop="startDate" content="2026-07-12T19:30">
      <div itemprop="location" itemscope itemtype="https://schema.org/Place">
        <span itemprop="name">Old Playhouse</span>
        <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
          <span itemprop="streetAddress">7 Long Road</span> <span itemprop="addressLocality">${quarter.name}</span>
        </div>
      </div></div></body></html>`;
    const submission = await submitted(page);
    expect(submission.event).toMatchObject({
      title: 'Hamlet',
      startTime: '2026-07-12T23:30:00.000Z',
      venueName: venue.name,
      zoneName: quarter.name,
    });
    expect(submission.missingFields).toEqual(expect.arrayContaining(['endTime', 'description']));
  });

  it('h-event: a local time in London winter, in a city named by its locality', async () => {
    const { city } = await town('Europe/London', 22.1, 22.1);
    const crown = `The Crown ${unique()}`;
    const page = `<html><body><div class="h-event">
      <h1 class="p-name">Open Mic</h1>
      <time class="dt-start" datetime="2026-12-03 19:00">3 December, 7pm</time>
      <p class="p-summary">Bring a song.</p>
      <div class="p-location h-card"><span class="p-name">${crown}</span> <span class="p-locality">${city.name}</span></div>
      </div></body></html>`;
    const submission = await submitted(page);
    // Neither known nor placeable (no coordinates): the place the page names is kept, and the reviewer sets the venue.
    expect(submission.event).toMatchObject({
      title: 'Open Mic',
      startTime: '2026-12-03T19:00:00.000Z',
      zoneName: city.name,
      venueName: crown,
    });
    expect(submission.missingFields).toContain('venue');
  });

  it('iCalendar: a TZID time, and a new venue proposed from its name and position', async () => {
    const { quarter } = await town('Australia/Sydney', -33.87, 151.21);
    const name = `Harbour Deck ${unique()}`;
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:deck@test',
      'DTSTAMP:20260101T000000Z',
      'SUMMARY:Sunset Set',
      `DTSTART;TZID=Australia/Sydney:20261210T190000`,
      `LOCATION:${name}\\, ${quarter.name}`,
      'GEO:-33.8701;151.2102',
      'DESCRIPTION:Music by the water.',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const submission = await submitted(ics, 'ics');
    // 19:00 in Sydney in December (daylight saving, +11:00).
    expect(submission.event).toMatchObject({
      title: 'Sunset Set',
      startTime: '2026-12-10T08:00:00.000Z',
      zoneName: quarter.name,
      venueName: `${name}, ${quarter.name}`,
    });
    const venues = await graphql<{ venuesIn: { name: string; status: string }[]; venues: { name: string }[] }>(
      `query ($zone: Int!) { venuesIn(zoneIds: [$zone]) { name status } venues(zoneId: $zone) { name } }`,
      { variables: { zone: quarter.id } },
    );
    expect(venues.data!.venuesIn).toContainEqual({ name: `${name}, ${quarter.name}`, status: 'proposed' });
    expect(venues.data!.venues.map((venue) => venue.name)).not.toContain(`${name}, ${quarter.name}`);
  });

  it("JSON-LD served as its own document, in the zone whose centre is nearest (the locations service's rule)", async () => {
    const { quarter, venue } = await town('Europe/Paris', 23.1, 23.1);
    const document = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Festival',
      name: 'Fête',
      startDate: '2026-06-21T18:00:00Z',
      location: { '@type': 'Place', name: `Square ${unique()}`, geo: { latitude: 23.105, longitude: 23.1 } },
    });
    const submission = await submitted(document, 'jsonld');
    expect(submission.event).toMatchObject({ title: 'Fête', startTime: '2026-06-21T18:00:00.000Z', zoneName: quarter.name });
    expect(submission.event!.venueName).not.toBe(venue.name);
  });

  it('Open Graph, the last resort: an og:type event page with its start time', async () => {
    const page = `<html><head><meta property="og:type" content="event"><meta property="og:title" content="Night Market ${unique()}">
      <meta property="og:description" content="Food stalls."><meta property="event:start_time" content="2026-09-04T18:00:00+10:00"></head><body></body></html>`;
    const submission = await submitted(page);
    expect(submission).toMatchObject({
      status: 'completed',
      event: { startTime: '2026-09-04T08:00:00.000Z', description: 'Food stalls.', zoneName: null },
    });
    expect(submission.missingFields).toEqual(expect.arrayContaining(['location', 'zone', 'venue']));
  });

  it('a page without an event fails with what is missing', async () => {
    const submission = await submitted(jsonLdPage({ '@type': 'Organization', name: 'Not an event' }));
    expect(submission).toMatchObject({ status: 'failed', failure: { reason: 'no_event' }, event: null });
    expect(submission.missingFields).toContain('startTime');
  });
});
