import { describe, expect, it } from 'vitest';
import { normalizeUrl } from '../src/normalize-url.ts';

describe('normalizeUrl', () => {
  it.each([
    ['HTTPS://Venue.Example:443/Whats-On/?utm_source=x&b=2&a=1#top', 'https://venue.example/Whats-On?a=1&b=2'],
    ['http://venue.example:80/', 'http://venue.example/'],
    ['http://venue.example', 'http://venue.example/'],
    ['https://venue.example./e/1/?fbclid=abc', 'https://venue.example/e/1'],
    ['https://user:pw@venue.example/e', 'https://venue.example/e'],
    ['https://venue.example:8443/e', 'https://venue.example:8443/e'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it('makes variants of one page equal', () => {
    const variants = [
      'https://venue.example/e/1',
      'https://VENUE.example/e/1/',
      'https://venue.example/e/1?utm_campaign=spring',
      'https://venue.example/e/1#tickets',
    ];
    expect(new Set(variants.map(normalizeUrl)).size).toBe(1);
  });

  it.each(['file:///etc/passwd', 'javascript:alert(1)', 'not a url', ''])('refuses %j', (input) => {
    expect(normalizeUrl(input)).toBeNull();
  });
});
