import { query, type SqlDatabase, sql } from '@local-events/platform/subgraph';

/** Words shorter than this match only themselves ("to", "de"); longer ones match the start of words too. */
const PREFIX_FROM = 3;
/** Words this long or longer that no event holds match the words one letter away from them (a typo). */
const TYPO_FROM = 5;
const TYPO_ALTERNATIVES = 3;

/** A lexeme in a tsquery's text: `'jazz'`, or `!'rock'` when it is excluded; quotes inside are doubled. */
const LEXEME = /(!?)'((?:[^']|'')+)'/g;

/**
 * The tsquery for words typed in web search syntax (quotes, `or`, `-word`), as the search configuration reads
 * them (accents and case folded), with each word of three letters or more matching the start of words (`jaz`
 * finds jazz) and each word of five letters or more that no published event holds also matching the words one
 * typo away (`concrt` finds concert). Excluded words stay exact.
 */
export async function forgivingQuery(db: SqlDatabase, text: string): Promise<string> {
  const [asked] = await query(
    db,
    sql<{ query: string; alternatives: Record<string, string[]> | null }>`
      with asked as (select websearch_to_tsquery('event_search', ${text})::text as query),
      lexemes as (
        select distinct found[1] as lexeme
          from asked, regexp_matches(asked.query, '(?:^|[^!])''([^'']+)''', 'g') as found
         where char_length(found[1]) between ${TYPO_FROM} and 40
           and not exists (select 1 from search_word where word = found[1]))
      select asked.query,
             (select json_object_agg(lexeme, words) from (
                select lexeme, array(
                  select word from search_word
                   where word % lexeme and public.levenshtein(word, lexeme) <= 1
                   order by public.similarity(word, lexeme) desc, word
                   limit ${TYPO_ALTERNATIVES}) as words
                  from lexemes) typos
               where cardinality(words) > 0) as alternatives
        from asked`,
  );
  const alternatives = asked?.alternatives ?? {};
  const starts = (word: string) => `'${word.replace(/'/g, "''")}'${word.length >= PREFIX_FROM ? ':*' : ''}`;
  return (asked?.query ?? '').replace(LEXEME, (whole, not: string, quoted: string) => {
    if (not) return whole;
    const word = quoted.replace(/''/g, "'");
    const typos = alternatives[word];
    return typos ? `(${[word, ...typos].map(starts).join(' | ')})` : starts(word);
  });
}
