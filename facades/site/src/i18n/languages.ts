import type { Middleware } from 'koa';
import { GUIDE_LANGUAGES, type GuideLanguage } from '@local-events/contracts';
import type { AppContext, AppState } from '@local-events/platform';

/** The languages the site speaks: the guide's (the mails to submitters speak them too). */
export const SITE_LANGUAGES = GUIDE_LANGUAGES;
export type SiteLanguage = GuideLanguage;
export const DEFAULT_LANGUAGE: SiteLanguage = 'en-GB';

/** The cookie a visitor's choice (the switcher, `?lang=`) is kept in, for a year. */
export const LANGUAGE_COOKIE = 'lang';
const A_YEAR_MS = 365 * 86_400_000;

/** Each language's own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  'en-GB': 'English',
  'es-ES': 'Español',
  'ca-ES': 'Català',
  'de-DE': 'Deutsch',
};

/** The site's language for a tag ("es", "es-MX", "ca-ES"), by its language subtag; undefined for one it does not speak. */
export function siteLanguageOf(tag: unknown): SiteLanguage | undefined {
  if (typeof tag !== 'string' || !/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(tag)) return undefined;
  const language = tag.split('-')[0]!.toLowerCase();
  return SITE_LANGUAGES.find((candidate) => candidate.startsWith(`${language}-`));
}

export const languageOf = (ctx: AppContext): SiteLanguage => (ctx.state as { language?: SiteLanguage }).language ?? DEFAULT_LANGUAGE;

/**
 * Chooses each page's language: `?lang=` (kept in a cookie), else the cookie, else the first of the browser's
 * `Accept-Language` the site speaks, else English. The staff console is English for now. Answers vary by both.
 */
export function siteLanguage(): Middleware<AppState> {
  return async (ctx, next) => {
    const asked = siteLanguageOf(ctx.query.lang);
    if (asked) {
      ctx.cookies.set(LANGUAGE_COOKIE, asked, { maxAge: A_YEAR_MS, sameSite: 'lax', httpOnly: true, overwrite: true });
    }
    const chosen = ctx.path.startsWith('/staff')
      ? DEFAULT_LANGUAGE
      : (asked ??
        siteLanguageOf(ctx.cookies.get(LANGUAGE_COOKIE)) ??
        ctx
          .acceptsLanguages()
          .map(siteLanguageOf)
          .find((language) => language !== undefined) ??
        DEFAULT_LANGUAGE);
    (ctx.state as { language?: SiteLanguage }).language = chosen;
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    await next();
  };
}
