import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { AppContext } from '@local-events/platform';
import { LOCALES_DIR } from '../locales-dir.ts';
import { DEFAULT_LANGUAGE, languageOf, SITE_LANGUAGES, type SiteLanguage } from './languages.ts';

/** The message catalogs: one JSON file per language in `locales/`, ICU MessageFormat (plurals, selects). */
export const catalogs: Record<SiteLanguage, Record<string, string>> = Object.fromEntries(
  SITE_LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES_DIR), 'utf8')) as Record<string, string>,
  ]),
) as Record<SiteLanguage, Record<string, string>>;

export type Translate = (key: string, values?: Record<string, string | number | Date | null | undefined>) => string;

const compiled = new Map<string, IntlMessageFormat>();

/** A message in a language, falling back to English for a key its catalog lacks (a test keeps them complete). */
function formatOf(language: SiteLanguage, key: string): IntlMessageFormat {
  const id = `${language}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    const source = catalogs[language][key] ?? catalogs[DEFAULT_LANGUAGE][key];
    if (source === undefined) throw new Error(`no message "${key}"`);
    format = new IntlMessageFormat(source, language);
    compiled.set(id, format);
  }
  return format;
}

export const translator =
  (language: SiteLanguage): Translate =>
  (key, values) =>
    String(formatOf(language, key).format(values as Record<string, string | number | Date>));

/** The translator for the request's language. */
export const translate = (ctx: AppContext): Translate => translator(languageOf(ctx));
