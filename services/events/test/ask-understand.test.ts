import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { answerText, startLabel } from '../src/ask/answer.ts';
import { type AskTown, understand } from '../src/ask/understand.ts';
import type { AskLocale } from '@local-events/contracts';

const town = (id: number, name: string, timezone: string, names: string[] = [], city = true): AskTown => ({
  id,
  countryCode: 'GB',
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  timezone,
  zoneIds: [id],
  names,
  city,
});
const TOWNS = [
  town(1, 'London', 'Europe/London', ['Londres']),
  town(2, 'Camden', 'Europe/London', [], false),
  town(3, 'Brighton', 'Europe/London'),
  town(4, 'Berlin', 'Europe/Berlin', ['Berlín']),
  town(5, 'New York', 'America/New_York', ['Nueva York', 'Nova York']),
  town(6, 'Tokyo', 'Asia/Tokyo', ['Tokio']),
];

/** Wednesday 2 December 2026, noon in London. */
const WEDNESDAY_NOON = new Date('2026-12-02T12:00:00Z');

const read = (query: string, locale: AskLocale = 'en-GB', options: { earlier?: string[]; townSlug?: string; now?: Date } = {}) => {
  const understood = understand(query, options.earlier ?? [], {
    locale,
    towns: TOWNS,
    townSlug: options.townSlug,
    now: options.now ?? WEDNESDAY_NOON,
  });
  return {
    town: understood.town?.slug ?? null,
    kind: understood.window.kind,
    from: understood.window.from.toFormat("ccc yyyy-MM-dd'T'HH:mm"),
    to: understood.window.to.toFormat("ccc yyyy-MM-dd'T'HH:mm"),
    categories: understood.categories,
    free: understood.free,
    q: understood.q,
  };
};

describe('understanding a question in plain words', () => {
  it.each([
    ["what's on tonight", 'en-GB', { town: 'london', kind: 'tonight', from: 'Wed 2026-12-02T17:00', to: 'Thu 2026-12-03T04:00' }],
    [
      'free things to do tomorrow',
      'en-GB',
      { kind: 'tomorrow', from: 'Thu 2026-12-03T00:00', to: 'Fri 2026-12-04T00:00', free: true, q: null },
    ],
    [
      'qué hacer el sábado en Brighton',
      'es-ES',
      { town: 'brighton', kind: 'weekday', from: 'Sat 2026-12-05T00:00', to: 'Sun 2026-12-06T00:00', q: null },
    ],
    [
      'concerts aquest cap de setmana a Londres',
      'ca-ES',
      { town: 'london', kind: 'weekend', from: 'Fri 2026-12-04T17:00', to: 'Mon 2026-12-07T00:00', categories: ['music'], q: null },
    ],
    [
      'was ist heute Abend in Berlin los',
      'de-DE',
      { town: 'berlin', kind: 'tonight', from: 'Wed 2026-12-02T17:00', to: 'Thu 2026-12-03T04:00', q: null },
    ],
    ['jazz in camden this weekend', 'en-GB', { town: 'camden', kind: 'weekend', q: 'jazz', categories: [] }],
    ['música en directe a Nova York', 'ca-ES', { town: 'new-york', categories: ['music'], kind: 'coming_days' }],
    ['teatro para niños en Nueva York', 'es-ES', { town: 'new-york', categories: ['theatre', 'family'] }],
    ['per a nens gratuït', 'ca-ES', { categories: ['family'], free: true, q: null }],
    ['Kinder kostenlos in Berlín', 'de-DE', { town: 'berlin', categories: ['family'], free: true }],
  ] as const)('"%s" (%s)', (query, locale, expected) => {
    expect(read(query, locale, { townSlug: 'london' })).toMatchObject(expected);
  });

  it.each([
    ['5 December', 'en-GB'],
    ['December 5th', 'en-GB'],
    ['the 5th of December', 'en-GB'],
    ['Dec 5', 'en-GB'],
    ['on Saturday, 5 Dec', 'en-GB'],
    ['5/12', 'en-GB'],
    ['5/12/2026', 'en-GB'],
    ['el 5 de diciembre', 'es-ES'],
    ['5 diciembre', 'es-ES'],
    ['el sábado 5 de dic', 'es-ES'],
    ['5/12', 'es-ES'],
    ['el 5 de desembre', 'ca-ES'],
    ['5 Desembre', 'ca-ES'],
    ['dissabte 5 de desembre', 'ca-ES'],
    ['5/12', 'ca-ES'],
    ['am 5. Dezember', 'de-DE'],
    ['Samstag, 5. Dez.', 'de-DE'],
    ['am 5.12.', 'de-DE'],
    ['5.12.2026', 'de-DE'],
    ['5/12', 'de-DE'],
  ] as const)('an explicit date: "%s" (%s) is 5 December, day first', (query, locale) => {
    expect(read(query, locale, { townSlug: 'london' })).toMatchObject({
      kind: 'date',
      from: 'Sat 2026-12-05T00:00',
      to: 'Sun 2026-12-06T00:00',
      q: null,
    });
  });

  it("takes a date's words from what is searched for, and leaves the guide's own time words to their windows", () => {
    expect(read('jazz on 5 December in Camden')).toMatchObject({ town: 'camden', kind: 'date', from: 'Sat 2026-12-05T00:00', q: 'jazz' });
    expect(read('jazz am 5.12. in Berlin', 'de-DE')).toMatchObject({
      town: 'berlin',
      kind: 'date',
      from: 'Sat 2026-12-05T00:00',
      q: 'jazz',
    });
    expect(read('concerts el 5 de desembre a Londres', 'ca-ES')).toMatchObject({ kind: 'date', categories: ['music'], q: null });
    // Catalan month names are words.ts's, read with or without their accents and before a vowel ("d'abril").
    expect(read("l'1 d'abril a Londres", 'ca-ES')).toMatchObject({ kind: 'date', from: 'Thu 2027-04-01T00:00', q: null });
    expect(read('el 3 de marc a Londres', 'ca-ES')).toMatchObject({ kind: 'date', from: 'Wed 2027-03-03T00:00', q: null });
    expect(read('música el 1r de maig a Londres', 'ca-ES')).toMatchObject({ kind: 'date', from: 'Sat 2027-05-01T00:00', q: null });
    // "mañana" is tomorrow, "morgen" too; "in 3 days" is no written date.
    expect(read('conciertos mañana en Londres', 'es-ES')).toMatchObject({ kind: 'tomorrow', from: 'Thu 2026-12-03T00:00' });
    expect(read('morgen in Berlin', 'de-DE')).toMatchObject({ kind: 'tomorrow' });
    expect(read('jazz in 3 days in London')).toMatchObject({ kind: 'coming_days' });
    // A day no year has is no date: the next seven days, and nothing to search for.
    expect(read('31/2 in London')).toMatchObject({ kind: 'coming_days', q: null });
  });

  it.each([
    ['1 December', 'en-GB'],
    ['1/12', 'en-GB'],
    ['el 1 de diciembre', 'es-ES'],
    ["l'1 de desembre", 'ca-ES'],
    ['1/12', 'ca-ES'],
    ['am 1. Dezember', 'de-DE'],
  ] as const)('a day already past this year: "%s" (%s) is next year\'s', (query, locale) => {
    expect(read(query, locale, { townSlug: 'london' })).toMatchObject({
      kind: 'date',
      from: 'Wed 2027-12-01T00:00',
      to: 'Thu 2027-12-02T00:00',
    });
  });

  it("reads a date near midnight by the town's day, not UTC's or the server's", () => {
    // 02:00 UTC on Saturday 5 December is still Friday 4 December, 21:00, in New York: the 4th is today.
    const newYorkEvening = new Date('2026-12-05T02:00:00Z');
    expect(read('4 December in New York', 'en-GB', { now: newYorkEvening })).toMatchObject({
      kind: 'date',
      from: 'Fri 2026-12-04T21:00',
      to: 'Sat 2026-12-05T00:00',
    });
    expect(read('el 5 de diciembre', 'es-ES', { now: newYorkEvening, townSlug: 'new-york' })).toMatchObject({
      from: 'Sat 2026-12-05T00:00',
    });
    // 16:00 UTC on Saturday 5 December is already Sunday 6 December, 01:00, in Tokyo: the 5th is past, the 6th today.
    const tokyoNight = new Date('2026-12-05T16:00:00Z');
    expect(read('5 December in Tokyo', 'en-GB', { now: tokyoNight })).toMatchObject({ from: 'Sun 2027-12-05T00:00' });
    expect(read('6.12.', 'de-DE', { now: tokyoNight, earlier: ['Jazz in Tokio'] })).toMatchObject({
      town: 'tokyo',
      kind: 'date',
      from: 'Sun 2026-12-06T01:00',
      to: 'Mon 2026-12-07T00:00',
      q: 'jazz',
    });
    // The town named after the date is the one whose day it is.
    expect(read('in Tokyo', 'en-GB', { now: tokyoNight, earlier: ['5 December'], townSlug: 'london' })).toMatchObject({
      town: 'tokyo',
      from: 'Sun 2027-12-05T00:00',
    });
  });

  it("reads the same whatever the server's zone", () => {
    const serverZone = process.env.TZ;
    const tokyoNight = new Date('2026-12-05T16:00:00Z');
    const asked = () => [read('5 December in Tokyo', 'en-GB', { now: tokyoNight }), read('6/12 in Tokyo', 'es-ES', { now: tokyoNight })];
    const expected = asked();
    try {
      for (const [zone, minutesBehindUtc] of [
        ['Pacific/Kiritimati', -14 * 60],
        ['Pacific/Pago_Pago', 11 * 60],
      ] as const) {
        process.env.TZ = zone;
        expect(tokyoNight.getTimezoneOffset()).toBe(minutesBehindUtc);
        expect(asked()).toEqual(expected);
      }
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it("reads each kind of time in the town's own zone", () => {
    expect(read('this week in London')).toMatchObject({ kind: 'this_week', from: 'Wed 2026-12-02T12:00', to: 'Wed 2026-12-09T12:00' });
    expect(read('next week in London')).toMatchObject({ kind: 'next_week', from: 'Mon 2026-12-07T00:00', to: 'Mon 2026-12-14T00:00' });
    // Today is Wednesday: "wednesday" is today, from now.
    expect(read('wednesday in London')).toMatchObject({ kind: 'weekday', from: 'Wed 2026-12-02T12:00', to: 'Thu 2026-12-03T00:00' });
    expect(read('today in London')).toMatchObject({ kind: 'today', from: 'Wed 2026-12-02T12:00', to: 'Thu 2026-12-03T00:00' });
    // A day already past this year is next year's.
    expect(read('1 December in London')).toMatchObject({ from: 'Wed 2027-12-01T00:00' });
    // No time words: the next seven days. New York is five hours behind.
    expect(read('anything in New York')).toMatchObject({ kind: 'coming_days', from: 'Wed 2026-12-02T07:00', to: 'Wed 2026-12-09T07:00' });
  });

  it('in the weekend already, this weekend is from now; after midnight, tonight is the night still going', () => {
    const saturday = new Date('2026-12-05T15:00:00Z');
    expect(read('this weekend in London', 'en-GB', { now: saturday })).toMatchObject({
      from: 'Sat 2026-12-05T15:00',
      to: 'Mon 2026-12-07T00:00',
    });
    const oneAm = new Date('2026-12-03T01:00:00Z');
    expect(read('tonight in London', 'en-GB', { now: oneAm })).toMatchObject({ from: 'Thu 2026-12-03T01:00', to: 'Thu 2026-12-03T04:00' });
  });

  it('a follow-up keeps the town, the time and the subject it does not change', () => {
    const earlier = ['jazz in camden this weekend'];
    expect(read('only free ones', 'en-GB', { earlier })).toMatchObject({ town: 'camden', kind: 'weekend', q: 'jazz', free: true });
    expect(read('and on saturday?', 'en-GB', { earlier })).toMatchObject({
      town: 'camden',
      kind: 'weekday',
      from: 'Sat 2026-12-05T00:00',
      q: 'jazz',
    });
    expect(read('y solo gratis', 'es-ES', { earlier: ['conciertos en Londres mañana'] })).toMatchObject({
      town: 'london',
      kind: 'tomorrow',
      categories: ['music'],
      free: true,
    });
    // A new subject replaces the old one; the town named in the turns wins over townSlug.
    expect(read('comedy then', 'en-GB', { earlier, townSlug: 'brighton' })).toMatchObject({
      town: 'camden',
      categories: ['comedy'],
      q: null,
    });
  });

  it('a town nobody knows is no town (and its name is searched for)', () => {
    expect(read('events in Atlantis tonight')).toMatchObject({ town: null, kind: 'tonight', q: 'atlantis' });
  });
});

describe('the answer', () => {
  const understood = understand('free jazz tonight in camden', [], { locale: 'en-GB', towns: TOWNS, now: WEDNESDAY_NOON });
  const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/London' });
  const events = [
    { title: 'Late Jazz', start: at('2026-12-02T21:00'), venueName: 'The Blues Kitchen' },
    { title: 'Jam Session', start: at('2026-12-02T22:30'), venueName: null },
    { title: 'Night Trio', start: at('2026-12-02T23:00'), venueName: 'Jazz Cafe' },
    { title: 'After Hours', start: at('2026-12-03T00:30'), venueName: 'Jazz Cafe' },
  ];

  it('names the first three events found and counts the rest, in the language asked', () => {
    expect(answerText(understood, events, false, 'en-GB', [])).toBe(
      'I found 4 events in Camden tonight (free and “jazz”): Late Jazz (Wed 2 21:00, The Blues Kitchen), Jam Session (Wed 2 22:30), ' +
        'Night Trio (Wed 2 23:00, Jazz Cafe) and one more.',
    );
    expect(answerText(understood, events.slice(0, 1), true, 'es-ES', [])).toMatch(/^He encontrado al menos un evento en Camden esta noche/);
    expect(answerText(understood, [], false, 'ca-ES', [])).toBe('No he trobat res a Camden aquesta nit (gratuït i “jazz”).');
    expect(answerText(understood, events.slice(0, 2), false, 'de-DE', [])).toMatch(
      /^Ich habe 2 Veranstaltungen in Camden heute Abend .* gefunden: Late Jazz/,
    );
  });

  it('without a town, says which towns there are', () => {
    const nowhere = understand('jazz', [], { locale: 'en-GB', towns: TOWNS, now: WEDNESDAY_NOON });
    expect(answerText(nowhere, [], false, 'en-GB', ['London', 'Berlin'])).toBe(
      'Which town do you mean? The guide covers London and Berlin.',
    );
  });

  it('labels a start briefly, in the language', () => {
    const saturday = at('2026-12-05T21:00');
    expect(startLabel(saturday, 'en-GB')).toBe('Sat 21:00');
    expect(startLabel(saturday, 'es-ES')).toBe('sáb 21:00');
  });
});

describe("the windows TownSpot's client asks for, in every language", () => {
  it.each([
    ['happening now in London', 'en-GB', { kind: 'now', from: 'Wed 2026-12-02T10:00', to: 'Wed 2026-12-02T13:00' }],
    ['qué hay ahora mismo en Londres', 'es-ES', { kind: 'now', from: 'Wed 2026-12-02T10:00', to: 'Wed 2026-12-02T13:00' }],
    [
      "what's on today and tomorrow in London",
      'en-GB',
      { kind: 'today_and_tomorrow', from: 'Wed 2026-12-02T12:00', to: 'Fri 2026-12-04T00:00' },
    ],
    ['jazz next 3 days London', 'en-GB', { kind: 'next_3_days', from: 'Wed 2026-12-02T12:00', to: 'Sat 2026-12-05T12:00', q: 'jazz' }],
    ['all upcoming in London', 'en-GB', { kind: 'upcoming', from: 'Wed 2026-12-02T12:00', to: 'Tue 2027-03-02T12:00' }],
    ['next 7 days in London', 'en-GB', { kind: 'this_week', to: 'Wed 2026-12-09T12:00' }],
    // The client adds English time words to questions in other languages.
    ['conciertos en Londres today and tomorrow', 'es-ES', { kind: 'today_and_tomorrow', categories: ['music'], q: null }],
    ['concerts a Londres next 3 days', 'ca-ES', { kind: 'next_3_days', categories: ['music'], q: null }],
    ['Konzerte in Berlin all upcoming', 'de-DE', { town: 'berlin', kind: 'upcoming', categories: ['music'], q: null }],
  ] as const)('"%s" (%s)', (query, locale, expected) => {
    expect(read(query, locale)).toMatchObject(expected);
  });
});
