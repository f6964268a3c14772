import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSearchWordsError, MAX_SEARCH_TERMS, searchWords } from '../src/search-words.ts';

describe('search words as PostgreSQL can always read them', () => {
  it('keeps web-search syntax: words, quoted phrases, -word and or between terms', () => {
    expect(searchWords('jazz night')).toBe('jazz night');
    expect(searchWords('"open mic" -comedy')).toBe('"open mic" -comedy');
    expect(searchWords('jazz or blues')).toBe('jazz or blues');
    expect(searchWords('Café  Müller')).toBe('Café Müller');
    expect(searchWords('rock-n-roll')).toBe('"rock n roll"');
    expect(searchWords('हिन्दी संगीत')).toBe('हिन्दी संगीत');
  });

  it('drops what has nothing to search: operators alone, punctuation, control characters, a NUL byte', () => {
    expect(searchWords('-'.repeat(40))).toBeNull();
    expect(searchWords('- '.repeat(40))).toBeNull();
    expect(searchWords('-! '.repeat(40))).toBeNull();
    expect(searchWords('"""')).toBeNull();
    expect(searchWords('or or or')).toBeNull();
    expect(searchWords('jazz\u0000night')).toBe('jazz night');
    expect(searchWords('x\r\nBEGIN:VEVENT')).toBe('x "BEGIN VEVENT"');
    expect(searchWords('jazz or')).toBe('jazz');
    expect(searchWords('or jazz')).toBe('jazz');
  });

  it(`keeps at most ${MAX_SEARCH_TERMS} terms`, () => {
    expect(searchWords('a '.repeat(100))!.split(' ')).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('answers, for any text, null or terms that are letters, digits, quotes, - and or', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom('-', '"', ' ', 'or', '!', '\u0000', 'a', '(', ':', '*', '&', '|') }),
        ),
        (text) => {
          const words = searchWords(text);
          if (words === null) return;
          const part = '[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}]*';
          expect(words).toMatch(new RegExp(`^(?:(?:or )?-?(?:${part}|"${part}(?: ${part})*")(?: |$))+$`, 'u'));
          expect(words.split(/ (?=(?:or )?-?["\p{L}\p{N}])/u).length).toBeLessThanOrEqual(MAX_SEARCH_TERMS);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("tells a database error caused by the words (PostgreSQL's classes 22 and 54) from any other", () => {
    expect(isSearchWordsError(Object.assign(new Error('tsquery stack too small'), { code: '54000' }))).toBe(true);
    expect(isSearchWordsError(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(true);
    expect(isSearchWordsError(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isSearchWordsError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false);
    expect(isSearchWordsError(null)).toBe(false);
  });
});
