import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { distanceOf, formatLocale, timeOf, whenOf } from '../src/i18n/format.ts';
import { siteLanguageOf, SITE_LANGUAGES } from '../src/i18n/languages.ts';
import { catalogs, translator } from '../src/i18n/messages.ts';

describe('the message catalogs', () => {
  it('hold the same keys in every language, each an ICU message that parses', () => {
    const english = Object.keys(catalogs['en-GB']).sort();
    for (const language of SITE_LANGUAGES) {
      expect(Object.keys(catalogs[language]).sort(), language).toEqual(english);
      for (const [key, message] of Object.entries(catalogs[language])) {
        expect(() => new IntlMessageFormat(message, language), `${language} ${key}`).not.toThrow();
      }
    }
  });

  it('plural and select by the language: none, one, many, and more than', () => {
    const summary = (language: (typeof SITE_LANGUAGES)[number], count: number, more = 'no') =>
      translator(language)('search.summary', { covers: 'X', count, more });
    expect(summary('en-GB', 0)).toBe('X: no events.');
    expect(summary('en-GB', 1)).toBe('X: 1 event.');
    expect(summary('en-GB', 3)).toBe('X: 3 events.');
    expect(summary('en-GB', 50, 'yes')).toBe('X: more than 50 events.');
    expect(summary('es-ES', 1)).toBe('X: 1 evento.');
    expect(summary('ca-ES', 2)).toBe('X: 2 esdeveniments.');
    expect(summary('de-DE', 2)).toBe('X: 2 Veranstaltungen.');
  });
});

describe('languages and local conventions', () => {
  it('a tag maps to the language the site speaks by its first subtag; others to none', () => {
    expect(siteLanguageOf('es')).toBe('es-ES');
    expect(siteLanguageOf('es-MX')).toBe('es-ES');
    expect(siteLanguageOf('CA')).toBe('ca-ES');
    expect(siteLanguageOf('de-AT')).toBe('de-DE');
    expect(siteLanguageOf('en-US')).toBe('en-GB');
    for (const other of ['fr', '', 'x'.repeat(300), 'es;DROP', 42]) expect(siteLanguageOf(other)).toBeUndefined();
  });

  it("times in the town's region: 12 hours in New York, 24 in London and Berlin; distances in miles or km", () => {
    expect(timeOf('2026-12-03T19:30:00-05:00', formatLocale('en-GB', 'US'))).toBe('7:30 PM');
    expect(timeOf('2026-12-03T19:30:00+00:00', formatLocale('en-GB', 'GB'))).toBe('19:30');
    expect(timeOf('2026-12-03T19:30:00+01:00', formatLocale('de-DE', 'DE'))).toBe('19:30');
    expect(whenOf('2026-12-03T19:30:00+01:00', '2026-12-03T22:00:00+01:00', 'de-DE')).toBe('Donnerstag, 3. Dezember 2026 um 19:30 – 22:00');
    expect(distanceOf(1609.344, formatLocale('en-GB', 'GB'))).toBe('1 mi');
    expect(distanceOf(1250, formatLocale('es-ES', 'ES'))).toBe('1,3 km');
  });
});
