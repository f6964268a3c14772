import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@local-events/platform/subgraph';
import { comparable, matchVenue, matchZone, type KnownVenue, type KnownZone } from '../src/placement.ts';

const zones: KnownZone[] = [
  { id: 1, name: 'London', kind: 'city' },
  { id: 2, name: 'Camden', kind: 'neighbourhood' },
  { id: 3, name: 'Berlin', kind: 'city' },
  { id: 4, name: 'Neukölln', kind: 'neighbourhood' },
];
const venues: KnownVenue[] = [
  { id: 10, name: 'The Blue Room', address: '1 Canal Walk, London', lat: 51.539, lng: -0.1426, zoneId: 2 },
  { id: 11, name: 'Kiez Keller', address: 'Weserstraße 5, Berlin', lat: 52.4811, lng: 13.435, zoneId: 4 },
];

describe('comparable', () => {
  it('ignores accents, case, punctuation and a leading article', () => {
    expect(comparable('The  Blue-Room!')).toBe('blue room');
    expect(comparable('NEUKÖLLN')).toBe('neukolln');
    expect(comparable('Weißensee')).toBe('weissensee');
  });
});

describe('matchZone', () => {
  it('prefers a neighbourhood named in the address over its city', () => {
    expect(matchZone({ address: '12 Parkway, Camden, London', locality: 'London' }, zones, venues)).toBe(2);
    expect(matchZone({ locality: 'Neukolln' }, zones, venues)).toBe(4);
  });

  it('falls back to the city', () => {
    expect(matchZone({ locality: 'London' }, zones, venues)).toBe(1);
  });

  it('uses the nearest known venue within 3 km when no zone is named', () => {
    expect(matchZone({ name: 'Somewhere', lat: 51.541, lng: -0.14 }, zones, venues)).toBe(2);
    expect(matchZone({ name: 'Far away', lat: 48.85, lng: 2.35 }, zones, venues)).toBeUndefined();
  });

  it('leaves the zone to the reviewer when nothing says', () => {
    expect(matchZone({ name: 'A field' }, zones, venues)).toBeUndefined();
    expect(matchZone(undefined, zones, venues)).toBeUndefined();
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
