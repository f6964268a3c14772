import { describe, expect, it } from 'vitest';
import { foldToAscii, slugify } from '../src/slug.ts';

describe('slugify', () => {
  it.each([
    ['Café Müller & Co.', 'cafe-muller-co'],
    ['  Neukölln: Open Air!  ', 'neukolln-open-air'],
    ['STRASSE / Straße', 'strasse-strasse'],
    ['Jazz Night (late show)', 'jazz-night-late-show'],
    ['東京', 'event'],
    ['', 'event'],
  ])('%j -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('cuts long titles at a word boundary without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(40), 23);
    expect(slug).toBe('word-word-word-word-wor');
    expect(slugify('ab cd', 3)).toBe('ab');
  });
});

describe('foldToAscii', () => {
  it('drops accents and case, keeps everything else', () => {
    expect(foldToAscii('Weißensee, NEUKÖLLN – Ça va?')).toBe('weissensee, neukolln – ca va?');
  });
});
