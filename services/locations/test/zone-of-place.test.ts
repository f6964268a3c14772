import { describe, expect, it } from 'vitest';
import { comparableText } from '@local-events/platform/subgraph';
import { Location } from '../src/entities/Location.ts';
import { zoneOfPlace } from '../src/zone-of-place.ts';

const zone = (fields: Partial<Location> & Pick<Location, 'id' | 'name' | 'kind'>) =>
  Object.assign(new Location(), { slug: fields.name.toLowerCase(), countryCode: 'GB', timezone: 'Europe/London', ...fields });

const zones = [
  zone({ id: 1, name: 'London', kind: 'city', lat: 51.5072, lng: -0.1276 }),
  zone({ id: 2, name: 'Camden', kind: 'neighbourhood', parentId: 1, lat: 51.539, lng: -0.1426 }),
  zone({ id: 3, name: 'Berlin', kind: 'city', timezone: 'Europe/Berlin', lat: 52.52, lng: 13.405 }),
  zone({ id: 4, name: 'Neukölln', kind: 'neighbourhood', parentId: 3, timezone: 'Europe/Berlin', lat: 52.4811, lng: 13.435 }),
  zone({ id: 5, name: 'Hackney', kind: 'neighbourhood', parentId: 1, hidden: true, lat: 51.545, lng: -0.0553 }),
];

describe('comparableText', () => {
  it('ignores accents, case, punctuation and a leading article', () => {
    expect(comparableText('The  Blue-Room!')).toBe('blue room');
    expect(comparableText('NEUKÖLLN')).toBe('neukolln');
    expect(comparableText('Weißensee')).toBe('weissensee');
  });
});

describe('the zone of a place', () => {
  it('is the neighbourhood its words name before the city', () => {
    expect(zoneOfPlace(zones, { named: '12 Parkway, Camden, London' })?.id).toBe(2);
    expect(zoneOfPlace(zones, { named: 'Neukolln' })?.id).toBe(4);
  });

  it('falls back to the city named', () => {
    expect(zoneOfPlace(zones, { named: 'London' })?.id).toBe(1);
  });

  it('is the zone whose centre is nearest to its position when no zone is named, within the distance asked', () => {
    expect(zoneOfPlace(zones, { named: 'Somewhere', lat: 51.541, lng: -0.14 })?.id).toBe(2);
    expect(zoneOfPlace(zones, { lat: 48.85, lng: 2.35 })?.id).toBe(1);
    expect(zoneOfPlace(zones, { lat: 48.85, lng: 2.35, withinMetres: 25_000 })).toBeNull();
  });

  it('leaves hidden and inactive zones out', () => {
    expect(zoneOfPlace(zones, { named: 'Hackney' })).toBeNull();
    expect(zoneOfPlace(zones, { lat: 51.545, lng: -0.0553 })?.id).not.toBe(5);
  });

  it('is null when nothing says', () => {
    expect(zoneOfPlace(zones, { named: 'A field' })).toBeNull();
    expect(zoneOfPlace(zones, {})).toBeNull();
  });
});
