/**
 * The languages the guide speaks to people: the site's pages and the mails to submitters. Each is a language with
 * the region whose conventions it writes by default.
 */
export const GUIDE_LANGUAGES = ['en-GB', 'es-ES', 'ca-ES', 'de-DE'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];
export const isGuideLanguage = (value: unknown): value is GuideLanguage => GUIDE_LANGUAGES.includes(value as GuideLanguage);
