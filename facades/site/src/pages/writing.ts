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

/** "United Kingdom" for GB, in the page's language. */
export const countryName = (code: string, writing: Writing) =>
  new Intl.DisplayNames([writing.language], { type: 'region' }).of(code) ?? code;

/** A town's (or neighbourhood's) name in the page's language. */
export const townName = (zone: Parameters<typeof nameIn>[0], writing: Writing) => nameIn(zone, writing.language);
