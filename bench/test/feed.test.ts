import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { feedEvents, feedItem } from '../../services/submissions/src/sources/feed-items.ts';
import { occurrencesBetween, parseRule, RECURRENCE_LIMITS } from '../../services/events/src/recurrence.ts';
import { localStartOf } from '../../services/events/src/series.ts';
import { FEED_EVENTS, FEED_REPEATING, icalendarFeed } from '../feed.ts';

describe('the import figure’s feed', () => {
  for (const zone of ['Europe/London', 'Australia/Sydney', 'America/New_York']) {
    it(`reads as the submissions service reads it, and its count to create is what the events service makes of it (${zone})`, () => {
      const now = DateTime.now();
      const feed = icalendarFeed(zone, now);
      expect(Buffer.byteLength(feed.body)).toBeLessThan(5 * 1024 * 1024);
      const events = feedEvents({ url: 'http://127.0.0.1/calendar.ics', contentType: 'text/calendar', body: feed.body });
      expect(events).toHaveLength(FEED_EVENTS);
      const items = events.map((event) => feedItem(event, { zoneId: 1, timezone: zone, venueId: null }, 'http://127.0.0.1/calendar.ics')!);
      expect(items.every(Boolean)).toBe(true);
      expect(new Set(items.map((item) => item.key)).size).toBe(FEED_EVENTS);
      const repeating = items.filter((item) => item.recurrence);
      expect(repeating).toHaveLength(FEED_REPEATING);
      expect(repeating.filter((item) => item.excludedDates?.length).length).toBeGreaterThan(100);
      expect(repeating.filter((item) => item.recurrence!.includes('UNTIL')).length).toBeGreaterThan(100);

      const to = now.setZone(zone).startOf('day').plus({ days: RECURRENCE_LIMITS.horizonDays }).toJSDate();
      let created = 0;
      for (const item of items) {
        const start = new Date(item.event.startTime);
        expect(item.event.timezone).toBe(zone);
        if (!item.recurrence) {
          expect(start > now.toJSDate()).toBe(true);
          created++;
          continue;
        }
        const first = { localStart: localStartOf(start, zone), timezone: zone };
        const rule = parseRule(item.recurrence, item.excludedDates ?? [], first);
        created += occurrencesBetween({ ...rule, ...first }, now.toJSDate(), to).length;
      }
      expect(created).toBe(feed.expectedCreated);
      expect(feed.expectedOccurrences).toBeGreaterThan(5 * FEED_REPEATING);
    });
  }

  it('describes its time zone: each change of the clocks, in the offset it leaves', () => {
    const { body } = icalendarFeed('Europe/London', DateTime.fromISO('2026-12-01T12:00:00Z'));
    const zone = body.slice(body.indexOf('BEGIN:VTIMEZONE'), body.indexOf('END:VTIMEZONE'));
    // From ten weeks before: the clocks went back on 25 October 2026.
    expect(zone).toContain('BEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\nDTSTART:20270328T010000\r\nRDATE:20280326T010000,');
    expect(zone).toContain('BEGIN:STANDARD\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\nDTSTART:20261025T020000\r\nRDATE:20271031T020000,');
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});
