import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@local-events/platform/subgraph';
import { type KnownVenue, matchVenue, placeWords } from '../src/placement.ts';

const venues: KnownVenue[] = [
  { id: 10, name: 'The Blue Room', address: '1 Canal Walk, London', lat: 51.539, lng: -0.1426, zoneId: 2 },
  { id: 11, name: 'Kiez Keller', address: 'Weserstraße 5, Berlin', lat: 52.4811, lng: 13.435, zoneId: 4 },
];

describe('placeWords', () => {
  it("joins what may name the place's zone: its locality, address and name", () => {
    expect(placeWords({ name: 'Hall', address: '12 Parkway, Camden', locality: 'London' })).toBe('London, 12 Parkway, Camden, Hall');
    expect(placeWords({})).toBe('');
  });
});

describe('matchVenue', () => {
  it('by name, loosely', () => {
    expect(matchVenue({ name: 'Blue Room' }, venues)).toBe(10);
    expect(matchVenue({ name: 'KIEZ KELLER' }, venues)).toBe(11);
  });

  it('by street address', () => {
    expect(matchVenue({ name: 'Upstairs at No. 1', address: '1 Canal Walk, N1 9AA London' }, venues)).toBe(10);
  });

  it('by coordinates within 75 m and a shared word of the name', () => {
    expect(matchVenue({ name: 'Blue Room Bar', lat: 51.5391, lng: -0.1427 }, venues)).toBe(10);
    expect(matchVenue({ name: 'Green Door', lat: 51.5391, lng: -0.1427 }, venues)).toBeUndefined();
  });

  it('a venue not known yet is undefined', () => {
    expect(matchVenue({ name: 'Brand New Hall', address: '99 Other Street' }, venues)).toBeUndefined();
  });
});

describe('distanceMetres', () => {
  it('is about right', () => {
    expect(Math.round(distanceMetres({ lat: 51.5072, lng: -0.1276 }, { lat: 52.52, lng: 13.405 }) / 1000)).toBe(932);
  });
});
