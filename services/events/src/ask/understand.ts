import { ASK_WINDOWS } from '@local-events/contracts';
import { Chrono, de, en, es, type ParsedResult, type Parser } from 'chrono-node';
import { DateTime } from 'luxon';
import { ASK_LOCALES, type AskLocale, EVENT_CATEGORIES, type EventCategoryId } from '@local-events/contracts';
import { type LanguageWords, WORDS } from './words.ts';

/** A town or neighbourhood the guide knows, with every name it goes by (its own, and its names in the languages). */
export interface AskTown {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  countryCode: string;
  /** Itself and its neighbourhoods. */
  zoneIds: number[];
  names: string[];
  /** A city (not a neighbourhood): what is suggested when a question names no known town. */
  city: boolean;
}

export const WINDOW_KINDS = ASK_WINDOWS;
export type WindowKind = (typeof WINDOW_KINDS)[number];

/** When, in the town's zone: [from, to). */
export interface TimeWindow {
  kind: WindowKind;
  from: DateTime;
  to: DateTime;
}

/** What a question asked, read from its words and the turns before it. */
export interface Understood {
  town: AskTown | null;
  /** What the time words meant, to work the window out again elsewhere (another town's zone). */
  time: TimeMeaning;
  window: TimeWindow;
  categories: EventCategoryId[];
  free: boolean;
  q: string | null;
}

/** Lower case, accents and apostrophes gone, punctuation as spaces: how words are compared. */
export const comparable = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`´·]/g, '')
    .replace(/[^\p{L}\p{N}/.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .trim();

const tokens = (text: string) => comparable(text).split(' ').filter(Boolean);

/** A language's phrases as token lists, longest first, each with what it means. */
interface Phrase<T> {
  words: string[];
  meaning: T;
}

export type TimeMeaning =
  | { kind: Exclude<WindowKind, 'date' | 'weekday'> }
  | { kind: 'weekday'; day: number }
  | { kind: 'date'; month: number; day: number };

/** What a language's time phrase means. */
type TimePhrase = { kind: Exclude<WindowKind, 'date' | 'coming_days' | 'weekday'> } | { kind: 'weekday'; day: number };

/** A language's time phrases, weekdays aside: what clients writing in English add to questions in other languages too. */
const timePhrasesOf = (words: LanguageWords): [string, TimePhrase][] =>
  (
    [
      ['now', words.now],
      ['tonight', words.tonight],
      ['today', words.today],
      ['tomorrow', words.tomorrow],
      ['today_and_tomorrow', words.todayAndTomorrow],
      ['next_3_days', words.nextThreeDays],
      ['upcoming', words.upcoming],
      ['weekend', words.weekend],
      ['this_week', words.thisWeek],
      ['next_week', words.nextWeek],
    ] as const
  ).flatMap(([kind, list]) => list.map((text) => [text, { kind }] as [string, TimePhrase]));

interface Vocabulary {
  times: Phrase<TimePhrase>[];
  free: Phrase<true>[];
  categories: Phrase<EventCategoryId>[];
  filler: Phrase<true>[];
}

const phrases = <T>(list: [string, T][]): Phrase<T>[] =>
  list.map(([text, meaning]) => ({ words: tokens(text), meaning })).sort((a, b) => b.words.length - a.words.length);

function vocabularyOf(words: LanguageWords, english: LanguageWords | undefined): Vocabulary {
  const times: [string, TimePhrase][] = [
    ...timePhrasesOf(words),
    ...words.weekdays.flatMap((names, day) => names.map((text) => [text, { kind: 'weekday', day: day + 1 }] as [string, TimePhrase])),
    // Clients add English time words to questions in any language ("qué hacer · today and tomorrow").
    ...(english ? timePhrasesOf(english) : []),
  ];
  // The guide's own category ids ("music", "film") are understood in every language, after the language's own words.
  const categories: [string, EventCategoryId][] = [
    ...Object.entries(words.categories).flatMap(([id, list]) =>
      list!.map((text) => [text, id as EventCategoryId] as [string, EventCategoryId]),
    ),
    ...EVENT_CATEGORIES.map((category) => [category.id, category.id] as [string, EventCategoryId]),
  ];
  return {
    times: phrases(times),
    free: phrases(words.free.map((text) => [text, true as const])),
    categories: phrases(categories),
    filler: phrases([...words.filler, ...words.followUp, ...(english?.filler ?? [])].map((text) => [text, true as const])),
  };
}

const VOCABULARIES = Object.fromEntries(
  Object.entries(WORDS).map(([locale, words]) => [locale, vocabularyOf(words, locale === 'en-GB' ? undefined : WORDS['en-GB'])]),
) as Record<AskLocale, Vocabulary>;

/** The question's tokens, each taken at most once by what it is read as. */
class Reading {
  private readonly words: string[];
  private readonly taken: boolean[];

  constructor(text: string) {
    this.words = tokens(text);
    this.taken = this.words.map(() => false);
  }

  /** Takes every free occurrence of the phrases (longer phrases first), answering their meanings in the question's order. */
  take<T>(list: Phrase<T>[], once = false): T[] {
    const found: { at: number; meaning: T }[] = [];
    for (const phrase of list) {
      for (let at = this.find(phrase.words); at >= 0; at = this.find(phrase.words)) {
        this.takeAt(at, phrase.words.length);
        found.push({ at, meaning: phrase.meaning });
        if (once) return [phrase.meaning];
      }
    }
    return found.sort((a, b) => a.at - b.at).map((one) => one.meaning);
  }

  rest(): string[] {
    return this.words.filter((_, at) => !this.taken[at]);
  }

  /** Takes the words at [at, at + length). */
  private takeAt(at: number, length: number) {
    for (let i = 0; i < length; i++) this.taken[at + i] = true;
  }

  private find(words: string[]): number {
    outer: for (let at = 0; at + words.length <= this.words.length; at++) {
      for (let i = 0; i < words.length; i++) if (this.taken[at + i] || this.words[at + i] !== words[i]) continue outer;
      return at;
    }
    return -1;
  }
}

/**
 * "5 de desembre", "l'1 d'abril", "1r de maig": a day and one of a language's month names (compared without case or accents). The
 * elided article is matched too: the question's reading has "l1" as one word.
 */
function monthNamesParser(months: string[][]): Parser {
  const names = new Map(months.flatMap((list, month) => list.map((name) => [comparable(name), month + 1] as const)));
  const spellings = [...new Set(months.flat().flatMap((name) => [name, comparable(name)]))];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:l['’])?(\\d{1,2})(?:r|n|t|è)?\\s*(?:de\\s+|d['’]\\s*)?(${spellings.join('|')})(?!\\p{L})`,
    'iu',
  );
  return { pattern: () => pattern, extract: (_, match) => ({ day: Number(match[1]), month: names.get(comparable(match[2]!))! }) };
}

/** "am 5.12.": chrono reads a dotted date only with its year (5.12 may be a number); the German ordinal dot makes it a date. */
const DOTTED_DAY: Parser = {
  pattern: () => /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?!\d)/,
  extract: (_, match) => ({ day: Number(match[1]), month: Number(match[2]) }),
};

const withParser = (chrono: Chrono, parser: Parser) => {
  const extended = chrono.clone();
  extended.parsers.push(parser);
  return extended;
};

/**
 * Who reads each language's explicit dates, day first ("5/12" is 5 December). Strict: the guide's own time words
 * ("tonight", "mañana", "morgen") are read by its word lists, which define their windows.
 */
const DATE_READERS: Record<AskLocale, Chrono> = {
  'en-GB': new Chrono(en.configuration.createConfiguration(true, true)),
  'es-ES': es.strict,
  'de-DE': withParser(de.strict, DOTTED_DAY),
  // Chrono has no Catalan: its Spanish reads the numbers ("5/12"), words.ts has the month names.
  'ca-ES': withParser(es.strict, monthNamesParser(WORDS['ca-ES'].months!)),
};

/** A day and month the question wrote out, not one counted from now ("in 3 days"). */
const writtenOut = (result: ParsedResult) =>
  result.start.isCertain('day') && result.start.isCertain('month') && !result.tags().has('result/relativeDate');

/**
 * An explicit day ("5 December", "5 de diciembre", "5. Dezember", "5/12"), its words taken. Only the day and month are
 * kept, never chrono's instant: the window is made in the town's zone, and a day already past is next year's.
 */
function explicitDay(reading: Reading, text: string, locale: AskLocale, now: DateTime): { month: number; day: number } | undefined {
  // Chrono knows no zone names: the town's offset at `now` makes its "today" the town's (the year it checks "29/2" in).
  // Runs of spaces collapsed: the question is the user's, and long runs are what slow a regular expression down.
  const found = DATE_READERS[locale].parse(text.replace(/\s+/g, ' '), { instant: now.toJSDate(), timezone: now.offset }).filter(writtenOut);
  for (const result of found) {
    const meaning = { month: result.start.get('month')!, day: result.start.get('day')! };
    const [day] = reading.take([{ words: tokens(result.text), meaning }], true);
    if (day) return day;
  }
  return undefined;
}

/** The window a time word names, in the town's zone at `now`. */
export function windowOf(meaning: TimeMeaning, now: DateTime): TimeWindow | undefined {
  const today = now.startOf('day');
  const at = (from: DateTime, to: DateTime, kind: WindowKind): TimeWindow => ({ kind, from: from < now ? now : from, to });
  switch (meaning.kind) {
    case 'now':
      // On now: started in the last two hours (most still are), or starting within the hour.
      return { kind: 'now', from: now.minus({ hours: 2 }), to: now.plus({ hours: 1 }) };
    case 'today':
      return at(today, today.plus({ days: 1 }), 'today');
    case 'today_and_tomorrow':
      return at(today, today.plus({ days: 2 }), 'today_and_tomorrow');
    case 'next_3_days':
      return at(now, now.plus({ days: 3 }), 'next_3_days');
    case 'upcoming':
      return at(now, now.plus({ days: 90 }), 'upcoming');
    case 'tonight': {
      // After midnight, "tonight" is still the night that began yesterday evening, until 04:00.
      const evening = now.hour < 4 ? today.minus({ days: 1 }).set({ hour: 17 }) : today.set({ hour: 17 });
      return at(evening, evening.startOf('day').plus({ days: 1, hours: 4 }), 'tonight');
    }
    case 'tomorrow':
      return at(today.plus({ days: 1 }), today.plus({ days: 2 }), 'tomorrow');
    case 'weekend': {
      // Friday 17:00 to the end of Sunday; from now when already in it.
      const friday = today.plus({ days: (5 - today.weekday + 7) % 7 }).set({ hour: 17 });
      const start = today.weekday >= 6 ? today.minus({ days: today.weekday - 5 }).set({ hour: 17 }) : friday;
      return at(start, start.startOf('day').plus({ days: 3 }), 'weekend');
    }
    case 'weekday': {
      const day = today.plus({ days: (meaning.day - today.weekday + 7) % 7 });
      return at(day, day.plus({ days: 1 }), 'weekday');
    }
    case 'this_week':
      return at(now, now.plus({ days: 7 }), 'this_week');
    case 'next_week': {
      const monday = today.plus({ days: 8 - today.weekday });
      return at(monday, monday.plus({ days: 7 }), 'next_week');
    }
    case 'date': {
      let day = DateTime.fromObject({ year: now.year, month: meaning.month, day: meaning.day }, { zone: now.zone });
      if (!day.isValid) return undefined;
      if (day.plus({ days: 1 }) <= now) day = day.plus({ years: 1 });
      return at(day, day.plus({ days: 1 }), 'date');
    }
    case 'coming_days':
      return at(now, now.plus({ days: 7 }), 'coming_days');
  }
}

/** What one turn says on its own: each part undefined when the turn does not say it. */
export interface TurnReading {
  town?: AskTown;
  time?: TimeMeaning;
  categories: EventCategoryId[];
  free: boolean;
  q?: string;
}

/** Every name of every town as phrases, made once per list of towns (the list is kept a few seconds). */
const TOWN_PHRASES = new WeakMap<AskTown[], Phrase<AskTown>[]>();
function townPhrasesOf(towns: AskTown[]): Phrase<AskTown>[] {
  let found = TOWN_PHRASES.get(towns);
  if (!found) {
    found = phrases(towns.flatMap((town) => [town.name, town.slug, ...town.names].map((name) => [name, town] as [string, AskTown])));
    TOWN_PHRASES.set(towns, found);
  }
  return found;
}

/**
 * Reads one turn: a town by any of its names, a time, categories, "free", and the words left to search for. Its
 * dates are read at `now` in the zone of the town it names, else of the town the turns before it were about.
 */
export function readTurn(text: string, locale: AskLocale, towns: AskTown[], now: Date, townBefore?: AskTown): TurnReading {
  const vocabulary = VOCABULARIES[locale];
  const reading = new Reading(text);
  const townPhrases = townPhrasesOf(towns);
  const [town] = reading.take(townPhrases, true);
  const date = explicitDay(reading, text, locale, DateTime.fromJSDate(now, { zone: (town ?? townBefore)?.timezone ?? 'UTC' }));
  const [time] = reading.take(vocabulary.times);
  const free = reading.take(vocabulary.free).length > 0;
  const categories = [...new Set(reading.take(vocabulary.categories))];
  reading.take(vocabulary.filler);
  // Numbers alone ("8", or "31/2", a day that does not exist) are no subject.
  const rest = reading.rest().filter((word) => !/^[\d/.]+$/.test(word) && word.length > 1);
  return {
    ...(town ? { town } : {}),
    ...(date ? { time: { kind: 'date' as const, ...date } } : time ? { time } : {}),
    categories,
    free,
    ...(rest.length ? { q: rest.join(' ') } : {}),
  };
}

/**
 * What the question asks, the earlier turns read first: a follow-up keeps the town, the time and the subject it does
 * not change ("only free ones" adds the filter; "and on saturday?" moves the day).
 */
export function understand(
  question: string,
  earlier: string[],
  options: { locale: AskLocale; towns: AskTown[]; townSlug?: string; countryCode?: string; keepTown?: boolean; now: Date },
): Understood {
  let state: Omit<TurnReading, 'categories' | 'free'> & { categories: EventCategoryId[]; free: boolean } = { categories: [], free: false };
  const pageTown = options.towns.find(
    (candidate) => candidate.slug === options.townSlug && (!options.countryCode || candidate.countryCode === options.countryCode),
  );
  for (const turn of [...earlier, question]) {
    const read = readTurn(turn, options.locale, options.towns, options.now, state.town ?? pageTown);
    const newSubject = read.categories.length > 0 || read.q !== undefined;
    state = {
      town: read.town ?? state.town,
      time: read.time ?? state.time,
      categories: newSubject ? read.categories : state.categories,
      ...(newSubject ? (read.q ? { q: read.q } : {}) : state.q ? { q: state.q } : {}),
      free: read.free || state.free,
    };
  }
  const town = (options.keepTown ? (pageTown ?? state.town) : (state.town ?? pageTown)) ?? null;
  const now = DateTime.fromJSDate(options.now, { zone: town?.timezone ?? 'UTC' });
  // A day this year does not have ("29/2" outside a leap year) is the next seven days.
  const time: TimeMeaning = state.time && windowOf(state.time, now) ? state.time : { kind: 'coming_days' };
  return { town, time, window: windowOf(time, now)!, categories: state.categories, free: state.free, q: state.q ?? null };
}

/**
 * A question read in the language it reads best in, for a caller that does not say: the one whose words leave the
 * fewest words unread (times, categories, "free" and town names read), the first of ASK_LOCALES on a tie. Each
 * language reads it once.
 */
export function likeliestReading(
  question: string,
  earlier: string[],
  options: Omit<Parameters<typeof understand>[2], 'locale'>,
): { locale: AskLocale; understood: Understood } {
  const readings = ASK_LOCALES.map((locale) => {
    const understood = understand(question, earlier, { ...options, locale });
    return { locale, understood, unread: understood.q?.split(' ').length ?? 0 };
  });
  return readings.reduce((best, reading) => (reading.unread < best.unread ? reading : best));
}

/**
 * A reading with parts left out and filters added, as a page's removable filters and its own controls ask: without its
 * time, the next seven days; added categories and "free" come on top of what the words said.
 */
export function adjusted(
  understood: Understood,
  change: { without?: readonly string[]; categories?: readonly EventCategoryId[]; free?: boolean },
  now: Date,
): Understood {
  const without = new Set(change.without ?? []);
  const time: TimeMeaning = without.has('time') ? { kind: 'coming_days' } : understood.time;
  const zoned = DateTime.fromJSDate(now, { zone: understood.town?.timezone ?? 'UTC' });
  return {
    ...understood,
    time,
    window: without.has('time') ? windowOf(time, zoned)! : understood.window,
    categories: [...new Set([...understood.categories.filter((id) => !without.has(id)), ...(change.categories ?? [])])],
    free: change.free === true || (understood.free && !without.has('free')),
    q: without.has('words') ? null : understood.q,
  };
}
