import { describe, expect, it } from 'vitest';
import { describeRule, InvalidRecurrence, occurrencesBetween, parseRule, RECURRENCE_LIMITS } from '../src/recurrence.ts';

const london = { localStart: '2027-03-16T19:30', timezone: 'Europe/London' };
const series = (rule: string, excludedDates: string[] = [], start = london) => ({ ...parseRule(rule, excludedDates, start), ...start });
const between = (rule: string, from = '2027-01-01', to = '2028-12-31', excludedDates: string[] = [], start = london) =>
  occurrencesBetween(series(rule, excludedDates, start), new Date(from), new Date(to));

describe('repeating rules', () => {
  it('keep the wall-clock time across a change of the clocks', () => {
    const weeks = between('FREQ=WEEKLY;COUNT=3');
    expect(weeks.map((occurrence) => occurrence.date)).toEqual(['2027-03-16', '2027-03-23', '2027-03-30']);
    // The clocks go forward on 28 March: 19:30 GMT, then 19:30 BST.
    expect(weeks.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2027-03-16T19:30:00.000Z',
      '2027-03-23T19:30:00.000Z',
      '2027-03-30T18:30:00.000Z',
    ]);
  });

  it('skip excluded dates, and read UNTIL as a date through its day or as a UTC time in the zone', () => {
    expect(between('FREQ=WEEKLY;UNTIL=20270330', undefined, undefined, ['2027-03-23']).map((occurrence) => occurrence.date)).toEqual([
      '2027-03-16',
      '2027-03-30',
    ]);
    expect(parseRule('FREQ=DAILY;UNTIL=20270401T000000Z', [], { localStart: '2027-03-30T20:00', timezone: 'Europe/Berlin' }).rule).toBe(
      'FREQ=DAILY;UNTIL=20270401T020000',
    );
  });

  it('follow monthly rules such as the last Friday of the month', () => {
    const start = { localStart: '2027-01-29T20:00', timezone: 'America/New_York' };
    expect(between('FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1;COUNT=3', undefined, undefined, [], start).map((o) => o.date)).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
    ]);
  });

  it('keep at most a year of a rule that never ends, and at most 366 occurrences', () => {
    const daily = between('FREQ=DAILY', '2027-03-16', '2030-01-01');
    expect(daily).toHaveLength(RECURRENCE_LIMITS.occurrences);
    expect(between('FREQ=YEARLY', '2027-01-01', '2127-01-01').length).toBe(100);
  });

  it('start from a given day for a series that began long ago', () => {
    const later = between('FREQ=WEEKLY;BYDAY=TU', '2031-06-01', '2031-06-30');
    expect(later.map((occurrence) => occurrence.date)).toEqual(['2031-06-03', '2031-06-10', '2031-06-17', '2031-06-24']);
  });

  it.each([
    ['FREQ=HOURLY', 'FREQ=HOURLY is more frequent than daily'],
    ['FREQ=SECONDLY;COUNT=5', 'FREQ=SECONDLY is more frequent than daily'],
    ['FREQ=DAILY;BYMINUTE=0,30', 'BYMINUTE=0,30 is not allowed'],
    ['FREQ=WEEKLY;BYDAY=XX', 'BYDAY=XX is not valid'],
    ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'BYMONTHDAY=30 is not used with FREQ=DAILY'],
    ['FREQ=WEEKLY;BYMONTH=2', 'BYMONTH=2 is not used with FREQ=WEEKLY'],
    ['FREQ=MONTHLY;BYMONTHDAY=40', 'BYMONTHDAY=40 is not valid'],
    ['FREQ=WEEKLY;X-NAME=1', 'X-NAME=1 is not a rule part'],
    ['FREQ=WEEKLY;FREQ=DAILY', 'FREQ=DAILY is given twice'],
    ['FREQ=WEEKLY;COUNT=1;UNTIL=20270101', 'COUNT and UNTIL cannot both be given'],
    ['FREQ=WEEKLY;INTERVAL=0', 'INTERVAL=0 must be a whole number'],
    ['FREQ=WEEKLY;;', 'is not NAME=VALUE'],
    ['INTERVAL=2', 'FREQ is missing'],
    ['', 'the rule is empty'],
    [`FREQ=WEEKLY;${'BYMONTH=1;'.repeat(40)}`, 'longer than 300'],
  ])('refuse %j, naming the part', (rule, message) => {
    expect(() => parseRule(rule, [], london)).toThrow(message);
  });

  it('refuse excluded dates that are not dates', () => {
    const refused = (() => {
      try {
        parseRule('FREQ=WEEKLY', ['2027-02-30'], london);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(InvalidRecurrence);
    expect(refused).toMatchObject({ field: 'excludedDates' });
  });

  it('say themselves in words', () => {
    expect(describeRule('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270316T235959')).toBe('every week on Tuesday until March 16, 2027');
    expect(describeRule('FREQ=MONTHLY;INTERVAL=2;COUNT=6')).toBe('every 2 months for 6 times');
  });
});
