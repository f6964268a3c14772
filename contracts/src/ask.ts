/** The languages a question in plain words may be asked and answered in. */
export const ASK_LOCALES = ['en-GB', 'es-ES', 'ca-ES', 'de-DE'] as const;
export type AskLocale = (typeof ASK_LOCALES)[number];

/** How much a question may carry: its words, the earlier turns, and the events answered. */
export const ASK_LIMITS = { query: 500, turns: 20, conversationCharacters: 4000, events: 120, defaultEvents: 8 } as const;
