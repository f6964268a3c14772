/** Text without accents or case ("Neukölln" -> "neukolln", "Weiß" -> "weiss"), for slugs and loose comparison. */
export const foldToAscii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `value` is a slug as slugify writes it (at most 100 characters). */
export const isSlug = (value: string) => value.length <= 100 && SLUG.test(value);

/** A URL slug: ASCII letters and digits joined by single hyphens ("Café Müller & Co." -> "cafe-muller-co"). */
export function slugify(text: string, maxLength = 80): string {
  const slug = foldToAscii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'event';
}

/** Text compared loosely: no accents, case, punctuation, leading article or repeated spaces ("The  Blue-Room!" is "blue room"). */
export const comparableText = (text: string) =>
  foldToAscii(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^(the|le|la|les|der|die|das|el) /, '')
    .trim();
