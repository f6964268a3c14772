import { describe, expect, it } from 'vitest';
import { extractEvent, missingFields } from '../src/extract/extract.ts';
import { sourceTime, toInstant } from '../src/extract/times.ts';

const html = (body: string) => ({ url: 'https://venue.example/whats-on/1', contentType: 'text/html', body });
const utc = (event: ReturnType<typeof extractEvent>, zone?: string) => toInstant(event!.start!, zone ?? event!.timezone)?.toISOString();

describe('schema.org JSON-LD', () => {
  it('finds a MusicEvent inside @graph, with its place, geo, price and an offset time', () => {
    const event = extractEvent(
      html(
        `<html><head><script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'Whats on' },
            {
              '@type': 'MusicEvent',
              name: 'Late Jazz',
              description: 'A quartet.',
              startDate: '2026-05-09T20:00:00+01:00',
              endDate: '2026-05-09T23:00:00+01:00',
              image: [{ '@type': 'ImageObject', url: 'https://venue.example/jazz.jpg' }],
              location: {
                '@type': 'Place',
                name: 'The Blue Room',
                address: {
                  '@type': 'PostalAddress',
                  streetAddress: '1 Canal Walk',
                  postalCode: 'N1 9AA',
                  addressLocality: 'London',
                  addressCountry: 'GB',
                },
                geo: { '@type': 'GeoCoordinates', latitude: '51.53', longitude: -0.1 },
              },
              offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'GBP' },
            },
          ],
        })}</script></head></html>`,
      ),
    );
    expect(event).toMatchObject({
      format: 'json-ld',
      title: 'Late Jazz',
      description: 'A quartet.',
      imageUrl: 'https://venue.example/jazz.jpg',
      place: { name: 'The Blue Room', address: '1 Canal Walk, N1 9AA London', locality: 'London', country: 'GB', lat: 51.53, lng: -0.1 },
      priceInfo: '12.5 GBP',
      isFree: false,
      categories: ['music'],
    });
    expect(utc(event)).toBe('2026-05-09T19:00:00.000Z');
    expect(missingFields(event)).toEqual([]);
  });

  it('reads a time without an offset as local to the zone, in an array of nodes, past a broken block', () => {
    const event = extractEvent(
      html(`<script type="application/ld+json">{ not json</script>
        <script type="application/ld+json">[{"@type":"Organization","name":"x"},{"@type":"Event","name":"Quiz","startDate":"2026-05-09T20:00","isAccessibleForFree":true,"location":"The Crown"}]</script>`),
    );
    expect(event).toMatchObject({ title: 'Quiz', isFree: true, place: { name: 'The Crown' } });
    expect(event!.start).toEqual({ value: '2026-05-09T20:00', hasOffset: false });
    expect(utc(event, 'Europe/London')).toBe('2026-05-09T19:00:00.000Z');
    expect(utc(event, 'America/New_York')).toBe('2026-05-10T00:00:00.000Z');
    expect(toInstant(event!.start!, undefined)).toBeUndefined();
  });

  it('reads a JSON-LD document served as such, and ignores online-only locations', () => {
    const event = extractEvent({
      url: 'https://x.example/e.jsonld',
      contentType: 'application/ld+json',
      body: JSON.stringify({
        '@type': 'Festival',
        name: 'Fest',
        startDate: '2026-07-01',
        location: { '@type': 'VirtualLocation', url: 'https://stream' },
      }),
    });
    expect(event).toMatchObject({ title: 'Fest', start: { value: '2026-07-01T00:00', hasOffset: false } });
    expect(event!.place).toBeUndefined();
    expect(missingFields(event)).toEqual(['endTime', 'location', 'description']);
  });
});

describe('microdata', () => {
  it('reads an itemscope Event with nested Place and PostalAddress', () => {
    const event = extractEvent(
      html(`<div itemscope itemtype="https://schema.org/TheaterEvent">
        <h1 itemprop="name">Hamlet</h1>
        <meta itemprop="startDate" content="2026-06-12T19:30:00+02:00">
        <p itemprop="description">Act one to five.</p>
        <div itemprop="location" itemscope itemtype="https://schema.org/Place">
          <span itemprop="name">Stadttheater</span>
          <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
            <span itemprop="streetAddress">Theaterplatz 1</span> <span itemprop="addressLocality">Berlin</span>
          </div>
        </div>
      </div>`),
    );
    expect(event).toMatchObject({
      format: 'microdata',
      title: 'Hamlet',
      description: 'Act one to five.',
      place: { name: 'Stadttheater', address: 'Theaterplatz 1, Berlin', locality: 'Berlin' },
    });
    expect(utc(event)).toBe('2026-06-12T17:30:00.000Z');
  });
});

describe('h-event microformats', () => {
  it('reads name, start, end and an h-card location', () => {
    const event = extractEvent(
      html(`<div class="h-event">
        <h1 class="p-name">Open Mic</h1>
        <time class="dt-start" datetime="2026-05-20 19:00">20 May, 7pm</time>
        <time class="dt-end" datetime="2026-05-20 22:00">10pm</time>
        <p class="p-summary">Bring a song.</p>
        <div class="p-location h-card"><span class="p-name">The Crown</span> <span class="p-street-address">4 High Street</span> <span class="p-locality">Brighton</span></div>
      </div>`),
    );
    expect(event).toMatchObject({
      format: 'h-event',
      title: 'Open Mic',
      description: 'Bring a song.',
      place: { name: 'The Crown', address: '4 High Street, Brighton', locality: 'Brighton' },
    });
    expect(utc(event, 'Europe/London')).toBe('2026-05-20T18:00:00.000Z');
  });
});

describe('iCalendar', () => {
  it('keeps the TZID of a local time', () => {
    const event = extractEvent({
      url: 'https://x.example/e.ics',
      contentType: 'text/calendar',
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        'BEGIN:VEVENT',
        'UID:1@test',
        'DTSTAMP:20260101T000000Z',
        'SUMMARY:Kiez Konzert',
        'DTSTART;TZID=Europe/Berlin:20260801T200000',
        'DTEND;TZID=Europe/Berlin:20260801T220000',
        'LOCATION:Kiez Keller\\, Oranienstr. 1',
        'GEO:52.5;13.42',
        'CATEGORIES:music,live',
        'DESCRIPTION:Loud.',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    });
    expect(event).toMatchObject({
      format: 'icalendar',
      title: 'Kiez Konzert',
      timezone: 'Europe/Berlin',
      place: { name: 'Kiez Keller, Oranienstr. 1', lat: 52.5, lng: 13.42 },
      categories: ['music', 'live'],
    });
    expect(utc(event)).toBe('2026-08-01T18:00:00.000Z');
  });

  it('reads a UTC time as an instant', () => {
    const event = extractEvent({
      url: 'https://x.example/e.ics',
      contentType: 'text/calendar',
      body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:2@test\r\nSUMMARY:Talk\r\nDTSTART:20260801T180000Z\r\nEND:VEVENT\r\nEND:VCALENDAR',
    });
    expect(utc(event)).toBe('2026-08-01T18:00:00.000Z');
  });

  it('a document that is not iCalendar describes no event', () => {
    expect(extractEvent({ url: 'https://x/', contentType: 'text/calendar', body: 'hello' })).toBeUndefined();
  });
});

describe('Open Graph, the last resort', () => {
  it('gives a title, description and image; the rest is listed as missing', () => {
    const event = extractEvent(
      html(
        `<head><meta property="og:title" content="Summer Fair"><meta property="og:description" content="Stalls and music"><meta property="og:image" content="https://x/fair.jpg"></head>`,
      ),
    );
    expect(event).toEqual({
      format: 'open-graph',
      title: 'Summer Fair',
      description: 'Stalls and music',
      imageUrl: 'https://x/fair.jpg',
      url: undefined,
      start: undefined,
      end: undefined,
    });
    expect(missingFields(event)).toEqual(['startTime', 'endTime', 'location']);
  });

  it('reads the times of an og:type event page', () => {
    const event = extractEvent(
      html(`<head><meta property="og:type" content="event"><meta property="og:title" content="Night Market">
        <meta property="event:start_time" content="2026-09-04T18:00:00+10:00"><meta property="event:end_time" content="2026-09-04T23:00"></head>`),
    );
    expect(event).toMatchObject({ format: 'open-graph', title: 'Night Market', start: { hasOffset: true }, end: { hasOffset: false } });
    expect(utc(event)).toBe('2026-09-04T08:00:00.000Z');
  });

  it('fills what a better source lacks', () => {
    const event = extractEvent(
      html(
        `<meta property="og:image" content="https://x/og.jpg"><script type="application/ld+json">{"@type":"Event","name":"Fair","startDate":"2026-08-01T10:00:00Z"}</script>`,
      ),
    );
    expect(event).toMatchObject({ format: 'json-ld', title: 'Fair', imageUrl: 'https://x/og.jpg' });
  });

  it('a page with nothing describes no event', () => {
    expect(extractEvent(html('<p>nothing</p>'))).toBeUndefined();
    expect(missingFields(undefined)).toEqual(['title', 'startTime', 'endTime', 'location', 'description']);
  });
});

describe('sourceTime', () => {
  it.each([
    ['2026-05-09T20:00:00+0100', { value: '2026-05-09T20:00:00+01:00', hasOffset: true }],
    ['2026-05-09 20:00', { value: '2026-05-09T20:00', hasOffset: false }],
    ['2026-05-09T20:00:00z', { value: '2026-05-09T20:00:00Z', hasOffset: true }],
  ])('%s', (input, expected) => {
    expect(sourceTime(input)).toEqual(expected);
  });
  it.each(['tomorrow', '2026-02-30T10:00', '09/05/2026', ''])('refuses %j', (input) => {
    expect(sourceTime(input)).toBeUndefined();
  });
});
