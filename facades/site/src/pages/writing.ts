import type { AppContext } from '@local-events/platform';
import { formatLocale, nameIn } from '../i18n/format.ts';
import { languageOf } from '../i18n/languages.ts';
import { translator } from '../i18n/messages.ts';
import type { Writing } from './days.ts';

/** How a page writes for this request: its language, and dates and numbers by the conventions of `countryCode`'s region. */
export function writingOf(ctx: AppContext, countryCode?: string | null): Writing {
  const language = languageOf(ctx);
  return { language, locale: formatLocale(language, countryCode), t: translator(language) };
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** "United Kingdom" for GB, in the page's language (one Intl.DisplayNames a language, made once). */
export function countryName(code: string, writing: Writing): string {
  let names = regionNames.get(writing.language);
  if (!names) {
    names = new Intl.DisplayNames([writing.language], { type: 'region' });
    regionNames.set(writing.language, names);
  }
  return names.of(code) ?? code;
}

/** A town's (or neighbourhood's) name in the page's language. */
export const townName = (zone: Parameters<typeof nameIn>[0], writing: Writing) => nameIn(zone, writing.language);
