import { DateTime } from 'luxon';
import { type AskLocale, EVENT_CATEGORIES, type EventCategoryId } from '@local-events/contracts';
import { type LanguageWords, WORDS } from './words.ts';

/** A town or neighbourhood the guide knows, with every name it goes by (its own, and its names in the languages). */
export interface AskTown {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  /** Itself and its neighbourhoods. */
  zoneIds: number[];
  names: string[];
  /** A city (not a neighbourhood): what is suggested when a question names no known town. */
  city: boolean;
}

export const WINDOW_KINDS = [
  'today',
  'tonight',
  'tomorrow',
  'weekend',
  'weekday',
  'this_week',
  'next_week',
  'date',
  'coming_days',
] as const;
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

interface Vocabulary {
  times: Phrase<TimePhrase>[];
  months: Map<string, number>;
  free: Phrase<true>[];
  categories: Phrase<EventCategoryId>[];
  filler: Phrase<true>[];
}

const phrases = <T>(list: [string, T][]): Phrase<T>[] =>
  list.map(([text, meaning]) => ({ words: tokens(text), meaning })).sort((a, b) => b.words.length - a.words.length);

function vocabularyOf(words: LanguageWords): Vocabulary {
  const times: [string, TimePhrase][] = [
    ...words.tonight.map((text) => [text, { kind: 'tonight' }] as [string, TimePhrase]),
    ...words.today.map((text) => [text, { kind: 'today' }] as [string, TimePhrase]),
    ...words.tomorrow.map((text) => [text, { kind: 'tomorrow' }] as [string, TimePhrase]),
    ...words.weekend.map((text) => [text, { kind: 'weekend' }] as [string, TimePhrase]),
    ...words.thisWeek.map((text) => [text, { kind: 'this_week' }] as [string, TimePhrase]),
    ...words.nextWeek.map((text) => [text, { kind: 'next_week' }] as [string, TimePhrase]),
    ...words.weekdays.flatMap((names, day) => names.map((text) => [text, { kind: 'weekday', day: day + 1 }] as [string, TimePhrase])),
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
    months: new Map(words.months.flatMap((names, month) => names.map((name) => [comparable(name), month + 1] as const))),
    free: phrases(words.free.map((text) => [text, true as const])),
    categories: phrases(categories),
    filler: phrases([...words.filler, ...words.followUp].map((text) => [text, true as const])),
  };
}

const VOCABULARIES = Object.fromEntries(Object.entries(WORDS).map(([locale, words]) => [locale, vocabularyOf(words)])) as Record<
  AskLocale,
  Vocabulary
>;

/** The question's tokens, each taken at most once by what it is read as. */
class Reading {
  readonly words: string[];
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

  /** Takes the words at [at, at + length). */
  takeAt(at: number, length: number) {
    for (let i = 0; i < length; i++) this.taken[at + i] = true;
  }

  isFree(at: number) {
    return at >= 0 && at < this.words.length && !this.taken[at];
  }

  rest(): string[] {
    return this.words.filter((_, at) => !this.taken[at]);
  }

  private find(words: string[]): number {
    outer: for (let at = 0; at + words.length <= this.words.length; at++) {
      for (let i = 0; i < words.length; i++) if (this.taken[at + i] || this.words[at + i] !== words[i]) continue outer;
      return at;
    }
    return -1;
  }
}

/** An explicit day: "5 December", "December 5", "5 de diciembre", "5. Dezember", "5/12" (day first). */
function explicitDay(reading: Reading, months: Map<string, number>): { month: number; day: number } | undefined {
  const words = reading.words;
  for (let at = 0; at < words.length; at++) {
    if (!reading.isFree(at)) continue;
    const numeric = /^(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?$/.exec(words[at]!);
    if (numeric) {
      reading.takeAt(at, 1);
      return { day: Number(numeric[1]), month: Number(numeric[2]) };
    }
    const day = /^(\d{1,2})(?:st|nd|rd|th|er|o|a|\.)?$/.exec(words[at]!);
    if (day) {
      // "5 december", "5 de diciembre", "5 del desembre".
      for (const gap of [1, 2]) {
        const month = months.get(words[at + gap] ?? '');
        const between = words.slice(at + 1, at + gap);
        if (month && between.every((word) => ['de', 'del', 'of'].includes(word)) && reading.isFree(at + gap)) {
          reading.takeAt(at, gap + 1);
          return { day: Number(day[1]), month };
        }
      }
    }
    const month = months.get(words[at]!);
    const after = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(words[at + 1] ?? '');
    if (month && after && reading.isFree(at + 1)) {
      reading.takeAt(at, 2);
      return { day: Number(after[1]), month };
    }
  }
  return undefined;
}

/** The window a time word names, in the town's zone at `now`. */
export function windowOf(meaning: TimeMeaning, now: DateTime): TimeWindow | undefined {
  const today = now.startOf('day');
  const at = (from: DateTime, to: DateTime, kind: WindowKind): TimeWindow => ({ kind, from: from < now ? now : from, to });
  switch (meaning.kind) {
    case 'today':
      return at(today, today.plus({ days: 1 }), 'today');
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

/** Reads one turn: a town by any of its names, a time, categories, "free", and the words left to search for. */
export function readTurn(text: string, locale: AskLocale, towns: AskTown[]): TurnReading {
  const vocabulary = VOCABULARIES[locale];
  const reading = new Reading(text);
  const townPhrases = townPhrasesOf(towns);
  const [town] = reading.take(townPhrases, true);
  const date = explicitDay(reading, vocabulary.months);
  const [time] = reading.take(vocabulary.times);
  const free = reading.take(vocabulary.free).length > 0;
  const categories = [...new Set(reading.take(vocabulary.categories))];
  reading.take(vocabulary.filler);
  const rest = reading.rest().filter((word) => !/^\d+$/.test(word) && word.length > 1);
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
  options: { locale: AskLocale; towns: AskTown[]; townSlug?: string; now: Date },
): Understood {
  let state: Omit<TurnReading, 'categories' | 'free'> & { categories: EventCategoryId[]; free: boolean } = { categories: [], free: false };
  for (const turn of [...earlier, question]) {
    const read = readTurn(turn, options.locale, options.towns);
    const newSubject = read.categories.length > 0 || read.q !== undefined;
    state = {
      town: read.town ?? state.town,
      time: read.time ?? state.time,
      categories: newSubject ? read.categories : state.categories,
      ...(newSubject ? (read.q ? { q: read.q } : {}) : state.q ? { q: state.q } : {}),
      free: read.free || state.free,
    };
  }
  const town = state.town ?? options.towns.find((candidate) => candidate.slug === options.townSlug) ?? null;
  const now = DateTime.fromJSDate(options.now, { zone: town?.timezone ?? 'UTC' });
  // A date that does not exist ("31/2") is the next seven days.
  const time: TimeMeaning = state.time && windowOf(state.time, now) ? state.time : { kind: 'coming_days' };
  return { town, time, window: windowOf(time, now)!, categories: state.categories, free: state.free, q: state.q ?? null };
}
