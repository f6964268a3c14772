import { comparableText, distanceMetres } from '@local-events/platform/subgraph';
import type { Location } from './entities/Location.ts';

/** A place as something says it: words naming it (a locality, an address, a venue's name), a position, or both. */
export interface PlaceQuestion {
  named?: string | null;
  lat?: number | null;
  lng?: number | null;
  /** How far the nearest centre may be; any distance when absent. */
  withinMetres?: number | null;
}

const containsWords = (haystack: string, needle: string) => needle !== '' && ` ${haystack} `.includes(` ${needle} `);

/**
 * The zone that holds a place, among the active, listed zones: the one its words name (a neighbourhood before a city,
 * a longer name before a shorter one: "Camden, London" is in Camden), else the one whose centre is nearest to its
 * position (within `withinMetres` when given). Null when nothing says. The one rule every service asks for.
 */
export function zoneOfPlace(zones: readonly Location[], place: PlaceQuestion): Location | null {
  const candidates = zones.filter((zone) => zone.active && !zone.hidden);
  if (place.named) {
    const words = comparableText(place.named);
    const named = [...candidates]
      .sort((a, b) => (a.kind === b.kind ? b.name.length - a.name.length : a.kind === 'neighbourhood' ? -1 : 1))
      .find((zone) => containsWords(words, comparableText(zone.name)));
    if (named) return named;
  }
  if (place.lat == null || place.lng == null) return null;
  let nearest: { zone: Location; metres: number } | null = null;
  for (const zone of candidates) {
    if (zone.lat === null || zone.lng === null) continue;
    const metres = distanceMetres({ lat: place.lat, lng: place.lng }, { lat: zone.lat, lng: zone.lng });
    if (!nearest || metres < nearest.metres) nearest = { zone, metres };
  }
  return nearest && (place.withinMetres == null || nearest.metres <= place.withinMetres) ? nearest.zone : null;
}
