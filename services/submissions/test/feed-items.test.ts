import { describe, expect, it } from 'vitest';
import { feedEvents, feedItem, InvalidFeed } from '../src/sources/feed-items.ts';

const placement = { zoneId: 7, timezone: 'Europe/London', venueId: null };
const document = (contentType: string, body: string) => ({ url: 'https://feeds.example.org/events', contentType, body });
const items = (contentType: string, body: string) =>
  feedEvents(document(contentType, body)).map((event) => feedItem(event, placement, 'https://feeds.example.org/events'));

describe("a followed source's feed", () => {
  it('reads every VEVENT of a calendar: a repeating one with its skipped dates, and its changed date', () => {
    const calendar = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:quiz@pub',
      'SUMMARY:Quiz',
      'DTSTART;TZID=Europe/London:20270302T193000',
      'RRULE:FREQ=WEEKLY;UNTIL=20270330T193000Z',
      'EXDATE;TZID=Europe/London:20270309T193000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:quiz@pub',
      'RECURRENCE-ID;TZID=Europe/London:20270316T193000',
      'SUMMARY:Quiz Special',
      'DTSTART;TZID=Europe/London:20270316T200000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:gone@pub',
      'SUMMARY:Called Off',
      'STATUS:CANCELLED',
      'DTSTART:20270401T180000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const [series, changed, cancelled] = items('text/calendar', calendar);
    expect(series).toMatchObject({
      key: 'quiz@pub',
      recurrence: 'FREQ=WEEKLY;UNTIL=20270330T193000Z',
      excludedDates: ['2027-03-09'],
      occurrenceDate: null,
      event: { title: 'Quiz', startTime: '2027-03-02T19:30:00.000Z' },
    });
    expect(changed).toMatchObject({ key: 'quiz@pub', recurrence: null, occurrenceDate: '2027-03-16', event: { title: 'Quiz Special' } });
    expect(cancelled).toMatchObject({ key: 'gone@pub', cancelled: true });
  });

  it('reads a JSON-LD feed of several events, keyed by @id, else url, else title, start and place; and eventSchedule', () => {
    const feed = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', item: { '@type': 'Event', '@id': 'https://x.example/e/1', name: 'One', startDate: '2027-01-05T19:00:00Z' } },
        { '@type': 'ListItem', item: { '@type': 'Event', url: 'https://x.example/e/2', name: 'Two', startDate: '2027-01-06T19:00:00Z' } },
        { '@type': 'ListItem', item: { '@type': 'Event', name: 'Three', startDate: '2027-01-07T19:00:00Z' } },
        {
          '@type': 'ListItem',
          item: {
            '@type': 'DanceEvent',
            '@id': 'https://x.example/salsa',
            name: 'Salsa',
            // A day only: the schedule's time of day stands.
            startDate: '2027-01-05',
            eventSchedule: {
              '@type': 'Schedule',
              startDate: '2027-01-05',
              repeatFrequency: 'P1W',
              byDay: 'https://schema.org/Tuesday',
              startTime: '19:30',
              repeatCount: 10,
              exceptDate: '2027-01-19',
              scheduleTimezone: 'Europe/London',
            },
          },
        },
      ],
    });
    const [one, two, three, salsa] = items('application/ld+json', feed);
    expect(one?.key).toBe('https://x.example/e/1');
    expect(two?.key).toBe('https://x.example/e/2');
    expect(three?.key).toMatch(/^sha256:/);
    expect(items('application/ld+json', feed)[2]?.key).toBe(three?.key);
    const long = `https://x.example/${'e'.repeat(1200)}`;
    const [hashed] = items(
      'application/ld+json',
      JSON.stringify({ '@type': 'Event', '@id': long, name: 'Long', startDate: '2027-01-08T19:00:00Z' }),
    );
    expect(hashed?.key).toMatch(/^sha256:/);
    expect(salsa).toMatchObject({
      key: 'https://x.example/salsa',
      recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=10',
      excludedDates: ['2027-01-19'],
      event: { title: 'Salsa', startTime: '2027-01-05T19:30:00.000Z' },
    });
  });

  it('refuses a calendar that is not one, and JSON that is not JSON', () => {
    expect(() => feedEvents(document('text/calendar', '<html>not a calendar</html>'))).toThrow(InvalidFeed);
    expect(() => feedEvents(document('text/calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage'))).toThrow(InvalidFeed);
    expect(() => feedEvents(document('application/ld+json', '{"@type": "Event"'))).toThrow(InvalidFeed);
  });

  it("reads a page's h-events when it has no schema.org events", () => {
    const page = `<html><body>
      <div class="h-event"><a class="u-url" href="/a"><span class="p-name">Open Mic</span></a><time class="dt-start" datetime="2027-02-01T20:00:00Z"></time></div>
      <div class="h-event"><span class="p-name">Poetry</span><time class="dt-start" datetime="2027-02-02T20:00:00Z"></time></div>
    </body></html>`;
    expect(items('text/html', page).map((item) => item?.event.title)).toEqual(['Open Mic', 'Poetry']);
  });
});
