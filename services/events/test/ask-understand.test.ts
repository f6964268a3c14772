import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { answerText, startLabel } from '../src/ask/answer.ts';
import { type AskTown, understand } from '../src/ask/understand.ts';
import type { AskLocale } from '@local-events/contracts';

const town = (id: number, name: string, timezone: string, names: string[] = [], city = true): AskTown => ({
  id,
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
    ['5/12', 'en-GB'],
    ['el 5 de diciembre', 'es-ES'],
    ['5/12', 'es-ES'],
    ['el 5 de desembre', 'ca-ES'],
    ['am 5. Dezember', 'de-DE'],
  ] as const)('an explicit date: "%s" (%s) is 5 December, day first', (query, locale) => {
    expect(read(query, locale, { townSlug: 'london' })).toMatchObject({
      kind: 'date',
      from: 'Sat 2026-12-05T00:00',
      to: 'Sun 2026-12-06T00:00',
    });
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
