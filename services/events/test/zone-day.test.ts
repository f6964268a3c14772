import { describe, expect, it } from 'vitest';
import { isTimeZone } from '@local-events/platform';
import { localTime, todayIn, zoneDayWindow, zoneDaysWindow } from '../src/zone-day.ts';

const hours = (window: { start: Date; end: Date }) => (window.end.getTime() - window.start.getTime()) / 3_600_000;

describe('zoneDayWindow', () => {
  it('is the local day, east of UTC', () => {
    const day = zoneDayWindow('2026-05-09', 'Australia/Sydney'); // UTC+10 in May
    expect(day.start.toISOString()).toBe('2026-05-08T14:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-05-09T14:00:00.000Z');
  });

  it('is the local day, west of UTC', () => {
    const day = zoneDayWindow('2026-05-09', 'America/New_York'); // UTC-4 in May
    expect(day.start.toISOString()).toBe('2026-05-09T04:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-05-10T04:00:00.000Z');
  });

  it.each([
    ['Europe/London', '2026-03-29', 23],
    ['Europe/London', '2026-10-25', 25],
    ['Europe/Berlin', '2026-03-29', 23],
    ['America/New_York', '2026-03-08', 23],
    ['America/New_York', '2026-11-01', 25],
    ['Australia/Sydney', '2026-04-05', 25],
    ['Australia/Sydney', '2026-10-04', 23],
    ['Europe/London', '2026-06-01', 24],
    ['UTC', '2026-03-29', 24],
  ])('in %s, %s has %i hours', (zone, date, expected) => {
    expect(hours(zoneDayWindow(date, zone))).toBe(expected);
  });

  it('starts at the first instant of the day where midnight does not exist', () => {
    // Santiago skips from 00:00 to 01:00 when summer time starts (first Sunday of September 2026).
    const day = zoneDayWindow('2026-09-06', 'America/Santiago');
    expect(day.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(hours(day)).toBe(23);
  });

  it('consecutive days tile time with no gap or overlap', () => {
    let date = new Date(Date.UTC(2026, 0, 1));
    for (let i = 0; i < 366; i++) {
      const today = date.toISOString().slice(0, 10);
      const next = new Date(date.getTime() + 86_400_000);
      const tomorrow = next.toISOString().slice(0, 10);
      expect(zoneDayWindow(today, 'Europe/London').end).toEqual(zoneDayWindow(tomorrow, 'Europe/London').start);
      date = next;
    }
  });

  it('refuses impossible dates and unknown zones', () => {
    expect(() => zoneDayWindow('2026-02-30', 'Europe/London')).toThrow(RangeError);
    expect(() => zoneDayWindow('2026-05-09', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('spans several days with zoneDaysWindow', () => {
    const weekend = zoneDaysWindow('2026-05-09', '2026-05-10', 'Europe/London');
    expect(weekend.start.toISOString()).toBe('2026-05-08T23:00:00.000Z');
    expect(weekend.end.toISOString()).toBe('2026-05-10T23:00:00.000Z');
  });
});

describe('todayIn and localTime', () => {
  it('gives the calendar date in the zone, not in UTC', () => {
    const instant = new Date('2026-05-09T22:30:00.000Z');
    expect(todayIn('Europe/London', instant)).toBe('2026-05-09');
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-05-10');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-05-09');
  });

  it('shows wall-clock time with the offset in force', () => {
    expect(localTime(new Date('2026-05-09T10:00:00.000Z'), 'Europe/London')).toBe('2026-05-09T11:00:00+01:00');
    expect(localTime(new Date('2026-01-09T10:00:00.000Z'), 'Europe/London')).toBe('2026-01-09T10:00:00+00:00');
    expect(localTime(new Date('2026-05-09T10:00:00.000Z'), 'America/New_York')).toBe('2026-05-09T06:00:00-04:00');
  });

  it('shows the same instant in each zone asked, the first time and again (kept)', () => {
    const instant = new Date('2026-10-25T00:30:00.000Z'); // an hour before London's clocks go back
    for (let round = 0; round < 2; round++) {
      expect(localTime(instant, 'Europe/London')).toBe('2026-10-25T01:30:00+01:00');
      expect(localTime(instant, 'Asia/Kolkata')).toBe('2026-10-25T06:00:00+05:30');
      expect(localTime(new Date(instant.getTime() + 3_600_000), 'Europe/London')).toBe('2026-10-25T01:30:00+00:00');
    }
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones, whatever the case, and the same answer the second time (kept)', () => {
    for (let round = 0; round < 2; round++) {
      expect(isTimeZone('Europe/London')).toBe(true);
      expect(isTimeZone('europe/london')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
    }
  });

  it.each(['Mars/Olympus_Mons', '', 'Europe/London ', '../etc/passwd', 'x'.repeat(1000)])('refuses %j, every time', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
    expect(isTimeZone(zone)).toBe(false);
  });
});
