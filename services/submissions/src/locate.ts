import type { CallContext } from '@local-events/platform';
import type { GatewayClient } from '@local-events/platform/subgraph';
import type { ExtractedPlace } from './extract/types.ts';
import {
  SubmissionProposeVenueDocument,
  SubmissionVenuesInDocument,
  SubmissionVenuesNearDocument,
  SubmissionZoneOfPlaceDocument,
  SubmissionZonesDocument,
  type SubmissionZonesQuery,
} from './generated/operations.ts';
import { type KnownVenue, matchVenue, placeWords } from './placement.ts';

/** A zone with its time zone and its city (null for a city). */
export type Zone = SubmissionZonesQuery['locations'][number];

export interface Placement {
  zone?: Zone;
  venueId?: number;
  /** A venue created for review because the page names one that is not known yet. */
  proposedVenue: boolean;
}

/** A zone and its family: a city with its neighbourhoods, or a neighbourhood with its city and siblings. */
function family(zone: Zone, zones: Zone[]): number[] {
  const city = zone.parentId ?? zone.id;
  return zones.filter((candidate) => candidate.id === city || candidate.parentId === city).map((candidate) => candidate.id);
}

/**
 * Where the event is: the zone of the known venue it is at, else the zone the locations service says holds the place
 * (the one its words name, else the one whose centre is nearest, within 25 km); the known venue it is at (by name,
 * address or position), else a proposed venue when the page gives a name and a position in a known zone. What cannot
 * be told is left for the reviewer.
 */
export async function locate(
  place: ExtractedPlace | undefined,
  submissionUuid: string,
  gateway: GatewayClient,
  context: CallContext,
): Promise<Placement> {
  const { locations: zones } = await gateway.request(SubmissionZonesDocument, {}, context);
  const near: KnownVenue[] =
    place && Number.isFinite(place.lat) && Number.isFinite(place.lng)
      ? (await gateway.request(SubmissionVenuesNearDocument, { lat: place.lat!, lng: place.lng! }, context)).venuesNear
      : [];
  const zoneId = near.find((venue) => venue.id === matchVenue(place, near))?.zoneId ?? (await zoneHolding(place, gateway, context));
  const zone = zones.find((candidate) => candidate.id === zoneId);
  const candidates = zone
    ? [...near, ...(await gateway.request(SubmissionVenuesInDocument, { zoneIds: family(zone, zones) }, context)).venuesIn]
    : near;
  const venueId = matchVenue(place, candidates);
  if (venueId !== undefined || !zone || !place?.name || !Number.isFinite(place.lat) || !Number.isFinite(place.lng)) {
    return { zone, venueId, proposedVenue: false };
  }
  const { proposeVenue } = await gateway.request(
    SubmissionProposeVenueDocument,
    {
      submissionUuid,
      input: {
        name: place.name.slice(0, 200),
        address: (place.address ?? '').slice(0, 500),
        lat: place.lat!,
        lng: place.lng!,
        zoneId: zone.id,
      },
    },
    context,
  );
  return { zone, venueId: proposeVenue.id, proposedVenue: true };
}

/** The zone the locations service says holds the place; undefined when nothing says. */
async function zoneHolding(place: ExtractedPlace | undefined, gateway: GatewayClient, context: CallContext): Promise<number | undefined> {
  if (!place) return undefined;
  const hasPosition = Number.isFinite(place.lat) && Number.isFinite(place.lng);
  const named = placeWords(place);
  if (!named && !hasPosition) return undefined;
  const { zoneAt } = await gateway.request(
    SubmissionZoneOfPlaceDocument,
    { named: named || null, lat: hasPosition ? place.lat! : null, lng: hasPosition ? place.lng! : null },
    context,
  );
  return zoneAt?.id;
}

/**
 * Where an event typed in is: the town or neighbourhood the submitter chose, and the venue they chose there (one of
 * its city's), else the known venue its place's name or address matches. Nothing is proposed: no position was given.
 */
export async function placeTyped(
  typed: { zoneId: number; venueId?: number | null; placeName?: string | null; placeAddress?: string | null },
  gateway: GatewayClient,
  context: CallContext,
): Promise<Placement> {
  const { locations: zones } = await gateway.request(SubmissionZonesDocument, {}, context);
  const zone = zones.find((candidate) => candidate.id === typed.zoneId);
  if (!zone) return { proposedVenue: false };
  const { venuesIn } = await gateway.request(SubmissionVenuesInDocument, { zoneIds: family(zone, zones) }, context);
  const chosen = venuesIn.find((venue) => venue.id === typed.venueId);
  const place = { name: typed.placeName ?? undefined, address: typed.placeAddress ?? undefined };
  return { zone, venueId: chosen?.id ?? matchVenue(place, venuesIn), proposedVenue: false };
}
