import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { dayRange, InvalidDays, isoDate, parseCalendarDate } from '../src/calendar-days.ts';

// Wednesday 2026-11-18 23:30 UTC is already Thursday in Sydney.
const wednesdayNight = DateTime.fromISO('2026-11-18T23:30:00Z') as DateTime<true>;
const at = (iso: string) => DateTime.fromISO(iso) as DateTime<true>;

describe('the days find_events asks for', () => {
  it('today and tomorrow are days where the place is, not where the server is', () => {
    expect(dayRange({}, 'Europe/London', wednesdayNight)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(dayRange({ when: 'today' }, 'Australia/Sydney', wednesdayNight)).toEqual({ from: '2026-11-19', to: '2026-11-19' });
    expect(dayRange({ when: 'tomorrow' }, 'America/Los_Angeles', wednesdayNight)).toEqual({ from: '2026-11-19', to: '2026-11-19' });
  });

  it('this weekend is the coming Saturday and Sunday, or what is left of it', () => {
    expect(dayRange({ when: 'this_weekend' }, 'Europe/Berlin', wednesdayNight)).toEqual({ from: '2026-11-21', to: '2026-11-22' });
    expect(dayRange({ when: 'this_weekend' }, 'Europe/Berlin', at('2026-11-21T09:00:00Z'))).toEqual({
      from: '2026-11-21',
      to: '2026-11-22',
    });
    expect(dayRange({ when: 'this_weekend' }, 'Europe/Berlin', at('2026-11-22T09:00:00Z'))).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    // Sunday evening in New York is already Monday in UTC: the weekend there is still today.
    expect(dayRange({ when: 'this_weekend' }, 'America/New_York', at('2026-11-23T02:00:00Z'))).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });

  it('next 7 days, a date, a range', () => {
    expect(dayRange({ when: 'next_7_days' }, 'Europe/London', wednesdayNight)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(dayRange({ date: '2026-12-24' }, 'Europe/London')).toEqual({ from: '2026-12-24', to: '2026-12-24' });
    expect(dayRange({ from: '2026-12-24', to: '2026-12-26' }, 'Europe/London')).toEqual({ from: '2026-12-24', to: '2026-12-26' });
    expect(dayRange({ from: '2028-02-28', to: '2028-03-01' }, 'UTC')).toEqual({ from: '2028-02-28', to: '2028-03-01' });
    expect(dayRange({ from: '2026-12-01', to: '2027-01-01' }, 'UTC')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(dayRange({ from: '2026-11-18' }, 'UTC')).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(dayRange({ to: '2026-11-20' }, 'Europe/London', wednesdayNight)).toEqual({ from: '2026-11-18', to: '2026-11-20' });
  });

  it('takes every week day for this weekend, across a month and a year', () => {
    // Monday 2026-12-28 to Sunday 2027-01-03.
    const expected = ['2027-01-02', '2027-01-02', '2027-01-02', '2027-01-02', '2027-01-02', '2027-01-02', '2027-01-03'];
    for (let offset = 0; offset < 7; offset++) {
      const noon = at('2026-12-28T12:00:00Z').plus({ days: offset });
      const { from, to } = dayRange({ when: 'this_weekend' }, 'UTC', noon);
      expect([from, to], noon.toISODate()!).toEqual([expected[offset], '2027-01-03']);
    }
  });

  it('refuses several ways at once, impossible dates, backwards and overlong ranges', () => {
    for (const input of [
      { date: '2026-12-24', when: 'today' as const },
      { date: '2026-02-30' },
      { from: '2026-12-26', to: '2026-12-24' },
      { from: '2026-01-01', to: '2026-03-01' },
      { date: '2026-13-01' },
      { date: '2026-1-01' },
      { date: '0000-00-00' },
      { from: '2026-12-24', to: 'soon' },
    ]) {
      expect(() => dayRange(input, 'Europe/London'), JSON.stringify(input)).toThrow(InvalidDays);
    }
  });
});

describe('parseCalendarDate', () => {
  it.each(['2026-05-09', '2024-02-29', '2026-12-31', '2000-02-29', '2026-04-30', '0000-02-29'])('accepts %s', (value) => {
    expect(parseCalendarDate(value)).not.toBeNull();
  });
  it('gives the day it names', () => {
    expect(parseCalendarDate('2026-09-06')).toEqual({ year: 2026, month: 9, day: 6, number: 20_702 });
    expect(parseCalendarDate('1970-01-01')?.number).toBe(0);
  });
  it.each([
    '2026-02-29',
    '1900-02-29',
    '2100-02-29',
    '2026-06-31',
    '2026-01-32',
    '2026-01-00',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-5-9',
    '20260509',
    '2026-05-09T00:00',
    '',
    'tomorrow',
  ])('refuses %j', (value) => {
    expect(parseCalendarDate(value)).toBeNull();
  });
});

describe('isoDate', () => {
  it('names the day counted since 1970-01-01, and parseCalendarDate counts it back', () => {
    for (const value of ['1970-01-01', '2026-02-28', '2026-03-01', '2028-02-29', '2099-12-31'])
      expect(isoDate(parseCalendarDate(value)!.number)).toBe(value);
  });
});
