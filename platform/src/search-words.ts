/** The longest search text any surface takes, in characters (REST `q`, GraphQL `text`, MCP `query`). */
export const MAX_SEARCH_TEXT = 200;

/** At most this many terms (words or quoted phrases) reach the database; more add nothing a person would miss. */
export const MAX_SEARCH_TERMS = 16;

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;
const TERM = /(-?)(?:"([^"]*)"?|(\S+))/g;
const WORD_PARTS = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * Search text in web-search syntax (`"a phrase"`, `or`, `-word`) rebuilt so that PostgreSQL's
 * `websearch_to_tsquery` can always read it: control characters are spaces, a term is kept only when it holds a
 * letter or digit (a `-` or a quote alone made PostgreSQL stack operators without operands until it failed with
 * "tsquery stack too small"), a word of several parts (`rock-n-roll`) is a phrase, `or` stands only between two
 * terms, and at most MAX_SEARCH_TERMS terms are kept. Null when nothing searchable is left.
 */
export function searchWords(text: string): string | null {
  const terms: string[] = [];
  let orPending = false;
  for (const match of text.normalize('NFC').replace(CONTROLS, ' ').matchAll(TERM)) {
    const [, negated, phrase, word] = match;
    const parts = (phrase ?? word ?? '').match(WORD_PARTS);
    if (!parts) continue;
    if (!negated && phrase === undefined && parts.length === 1 && parts[0]!.toLowerCase() === 'or' && word!.toLowerCase() === 'or') {
      orPending = terms.length > 0;
      continue;
    }
    if (terms.length === MAX_SEARCH_TERMS) break;
    const term = parts.length === 1 && phrase === undefined ? parts[0]! : `"${parts.join(' ')}"`;
    terms.push(`${orPending ? 'or ' : ''}${negated}${term}`);
    orPending = false;
  }
  return terms.length ? terms.join(' ') : null;
}

/**
 * Whether a database error came from the words searched rather than from the database: PostgreSQL's data exceptions
 * (class 22, such as an invalid byte sequence) and exceeded program limits (class 54, such as "tsquery stack too
 * small"). searchWords leaves no known way to cause one; any other such text is the caller's to change, not a 5xx.
 */
export const isSearchWordsError = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
};

/** The message a search whose words PostgreSQL could not read is refused with. */
export const UNSEARCHABLE_WORDS = 'could not be searched; use fewer or simpler words';
