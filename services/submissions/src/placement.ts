import { distanceMetres, foldToAscii } from '@local-events/platform';
import type { ExtractedPlace } from './extract/types.ts';
import { LocationKind, type SubmissionVenuesNearQuery, type SubmissionZonesQuery } from './generated/operations.ts';

/** A zone a place may be in, as the locations service lists it. */
export type KnownZone = Pick<SubmissionZonesQuery['locations'][number], 'id' | 'name' | 'kind'>;

/** A known venue a place may be, as the venues service lists it. */
export type KnownVenue = SubmissionVenuesNearQuery['venuesNear'][number];

/** Text compared loosely: no accents, case, punctuation, leading article or repeated spaces. */
export const comparable = (text: string) =>
  foldToAscii(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^(the|le|la|les|der|die|das|el) /, '')
    .trim();

const containsWord = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${needle} `);
const hasGeo = (place: ExtractedPlace): place is ExtractedPlace & { lat: number; lng: number } =>
  Number.isFinite(place.lat) && Number.isFinite(place.lng);

/**
 * The zone a place is in: a neighbourhood or city named by its locality or address (neighbourhoods first:
 * "Camden, London" is in Camden), else the zone of the nearest known venue within 3 km. Undefined when
 * nothing says: the reviewer decides.
 */
export function matchZone(place: ExtractedPlace | undefined, zones: KnownZone[], venues: KnownVenue[]): number | undefined {
  if (!place) return undefined;
  const text = comparable([place.locality, place.address, place.name].filter(Boolean).join(' '));
  const named = [...zones]
    .sort((a, b) => (a.kind === b.kind ? b.name.length - a.name.length : a.kind === LocationKind.Neighbourhood ? -1 : 1))
    .find((zone) => containsWord(text, comparable(zone.name)));
  if (named) return named.id;
  if (!hasGeo(place)) return undefined;
  const nearest = venues
    .map((venue) => ({ venue, metres: distanceMetres(place, venue) }))
    .filter(({ metres }) => metres <= 3_000)
    .sort((a, b) => a.metres - b.metres)[0];
  return nearest?.venue.zoneId;
}

/**
 * The known venue a place is: the same name, or the same street address, or (with coordinates) one within
 * 75 m whose name shares a word. Undefined for a venue not known yet.
 */
export function matchVenue(place: ExtractedPlace | undefined, venues: KnownVenue[]): number | undefined {
  if (!place) return undefined;
  const name = place.name ? comparable(place.name) : '';
  const address = place.address ? comparable(place.address) : '';
  const byName = name && venues.find((venue) => comparable(venue.name) === name);
  if (byName) return byName.id;
  const street = (text: string) => text.split(' ').slice(0, 3).join(' ');
  const byAddress = address && venues.find((venue) => street(comparable(venue.address)) === street(address) && /\d/.test(street(address)));
  if (byAddress) return byAddress.id;
  if (!hasGeo(place) || !name) return undefined;
  const words = new Set(name.split(' ').filter((word) => word.length > 2));
  return venues.find(
    (venue) =>
      distanceMetres(place, venue) <= 75 &&
      comparable(venue.name)
        .split(' ')
        .some((word) => words.has(word)),
  )?.id;
}
