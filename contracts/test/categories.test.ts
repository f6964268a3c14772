import { describe, expect, it } from 'vitest';
import { categoriesOf, CATEGORY_IDS, EVENT_CATEGORIES, wordsOf } from '../src/categories.ts';

describe('the category vocabulary', () => {
  it("maps a page's words (any case, spaces or underscores, schema.org types) onto the categories, each once", () => {
    expect(categoriesOf(['Jazz', 'live music', 'MusicEvent', 'Kids', 'unknown-thing', 'ComedyEvent'])).toEqual([
      'music',
      'family',
      'comedy',
    ]);
    expect(categoriesOf([])).toEqual([]);
  });

  it('gives every word that puts an event in the categories asked for', () => {
    expect(wordsOf(['community'])).toEqual(expect.arrayContaining(['community', 'quiz', 'social']));
    expect(wordsOf(['nope'])).toEqual([]);
  });

  it('has unique ids, and no word in two categories', () => {
    expect(new Set(CATEGORY_IDS).size).toBe(CATEGORY_IDS.length);
    const words = EVENT_CATEGORIES.flatMap((category) => [category.id, ...category.aliases]);
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  });
});
