import { isCategory } from './categories.ts';
import { GUIDE_LANGUAGES } from './languages.ts';

/** The languages a question in plain words may be asked and answered in: the guide's. */
export const ASK_LOCALES = GUIDE_LANGUAGES;

/**
 * What a question's time words may mean (`AskUnderstood.when`): a named window, a weekday or a `date` (said as their
 * day), or `coming_days` when it names none.
 */
export const ASK_WINDOWS = [
  'now',
  'today',
  'today_and_tomorrow',
  'next_3_days',
  'upcoming',
  'tonight',
  'tomorrow',
  'weekend',
  'weekday',
  'this_week',
  'next_week',
  'date',
  'coming_days',
] as const;
export type AskLocale = (typeof ASK_LOCALES)[number];

/** How much a question may carry: its words, the earlier turns, and the events answered. */
export const ASK_LIMITS = { query: 500, turns: 20, conversationCharacters: 4000, events: 120, defaultEvents: 8 } as const;

/** The parts of a reading a caller may leave out (a page's removable filters): its time, "free", its words, or a category. */
export const READING_PARTS = ['time', 'free', 'words'] as const;
export const isReadingPart = (part: string) => (READING_PARTS as readonly string[]).includes(part) || isCategory(part);
