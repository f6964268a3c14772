import { fileURLToPath } from 'node:url';
import nunjucks from 'nunjucks';
import { DateTime } from 'luxon';
import { fieldLabel } from './field-labels.ts';
import { zoneCity } from './i18n/format.ts';
import { CREDIT_LIMITS, EVENT_CONTENT_LIMITS, SUBMISSION_LIMITS } from '@local-events/contracts';
import type { AppContext } from '@local-events/platform';
import { LANGUAGE_NAMES, languageOf, SITE_LANGUAGES, type SiteLanguage } from './i18n/languages.ts';
import { translator } from './i18n/messages.ts';

const templates = fileURLToPath(new URL('../templates/', import.meta.url));

/**
 * Nunjucks with autoescaping: every value a template prints is HTML-escaped unless marked safe, and only the
 * `jsonLd` filter below does that, after escaping what could end its script element.
 */
const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(templates, { noCache: process.env.NODE_ENV !== 'production' }), {
  autoescape: true,
  throwOnUndefined: false,
});

/** JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no text can close the element. */
env.addFilter(
  'jsonLd',
  (value: unknown) =>
    new nunjucks.runtime.SafeString(JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')),
);

/** An instant as the console shows it, in UTC ("Sun 29 Nov 2026, 12:11 UTC"): staff in every town read one clock. */
env.addFilter('instant', (value: unknown) =>
  value ? DateTime.fromISO(String(value), { zone: 'utc' }).setLocale('en-GB').toFormat("ccc d LLL yyyy, HH:mm 'UTC'") : '',
);

/** A local time with its offset as the console shows it: "Thu 3 Dec, 19:30 London time" (the event's own clock). */
export const wallClock = (local: unknown, zone: string) => {
  if (!local) return '';
  const time = DateTime.fromISO(String(local), { zone }).setLocale('en-GB');
  return `${time.toFormat(time.year === DateTime.now().setZone(zone).year ? 'ccc d LLL, HH:mm' : 'ccc d LLL yyyy, HH:mm')} ${zoneCity(zone)} time`;
};
env.addFilter('wallClock', wallClock);
env.addFilter('fieldLabel', fieldLabel);

/** The contract's limits, which forms state as `maxlength` (the API and the database hold the same ones). */
env.addGlobal('limits', { event: EVENT_CONTENT_LIMITS, submission: SUBMISSION_LIMITS, credit: CREDIT_LIMITS });

/** Values every page's layout uses. */
export function setPageGlobals(globals: { apiDocs: string }) {
  for (const [name, value] of Object.entries(globals)) env.addGlobal(name, value);
}

export interface PageMeta {
  title: string;
  description: string;
  /** The page's one address; also its Open Graph URL. */
  canonical: string;
  ogType?: 'website' | 'article';
  image?: string | null;
}

/** The page's address in a language: its path and query, with `lang` set to it. */
function inLanguage(base: string, query: string, language: SiteLanguage) {
  const params = new URLSearchParams(query);
  params.set('lang', language);
  return `${base}?${params}`;
}

/**
 * Renders a page as the answer, in the request's language (`t` translates, `lang` is the `<html lang>`), with the
 * language switcher and `hreflang` alternates; cacheable by shared caches for a minute (ETags are added for
 * revalidation; answers vary by Accept-Language and Cookie).
 */
export function renderPage(ctx: AppContext, template: string, data: Record<string, unknown> & { meta: PageMeta }, status = 200) {
  const language = languageOf(ctx);
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', status === 200 ? 'public, max-age=60' : 'no-store');
  const canonical = data.meta.canonical;
  ctx.body = renderTemplate(template, {
    ...data,
    t: translator(language),
    lang: language,
    languages: SITE_LANGUAGES.map((code) => ({
      code,
      name: LANGUAGE_NAMES[code],
      current: code === language,
      url: inLanguage(ctx.path, ctx.querystring, code),
      alternate: inLanguage(canonical, '', code),
    })),
  });
}

/** A template as the site renders it (its globals, filters and escaping), in English unless `t` is given. */
export const renderTemplate = (template: string, data: Record<string, unknown>) =>
  env.render(template, { t: translator('en-GB'), lang: 'en-GB', ...data });
