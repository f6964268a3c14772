import { isCategory } from './categories.ts';

/** The languages a question in plain words may be asked and answered in. */
export const ASK_LOCALES = ['en-GB', 'es-ES', 'ca-ES', 'de-DE'] as const;
export type AskLocale = (typeof ASK_LOCALES)[number];

/** How much a question may carry: its words, the earlier turns, and the events answered. */
export const ASK_LIMITS = { query: 500, turns: 20, conversationCharacters: 4000, events: 120, defaultEvents: 8 } as const;

/** The parts of a reading a caller may leave out (a page's removable filters): its time, "free", its words, or a category. */
export const READING_PARTS = ['time', 'free', 'words'] as const;
export const isReadingPart = (part: string) => (READING_PARTS as readonly string[]).includes(part) || isCategory(part);
