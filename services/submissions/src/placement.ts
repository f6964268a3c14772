import { comparableText as comparable, distanceMetres } from '@local-events/platform';
import type { ExtractedPlace } from './extract/types.ts';
import type { SubmissionVenuesNearQuery } from './generated/operations.ts';

/** A known venue a place may be, as the venues service lists it. */
export type KnownVenue = SubmissionVenuesNearQuery['venuesNear'][number];

const hasGeo = (place: ExtractedPlace): place is ExtractedPlace & { lat: number; lng: number } =>
  Number.isFinite(place.lat) && Number.isFinite(place.lng);

/** The words of a place that may name its zone: its locality, address and name. */
export const placeWords = (place: ExtractedPlace) => [place.locality, place.address, place.name].filter(Boolean).join(', ');

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
