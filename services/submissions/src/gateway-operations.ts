import { operation } from '@local-events/platform/subgraph';
import type { KnownVenue, KnownZone } from './placement.ts';

/** What the submissions service asks of the others, through the gateway, as itself. */

export type ZoneWithTimezone = KnownZone & { timezone: string; parentId: number | null };

export const Zones = operation<{ locations: ZoneWithTimezone[] }>(/* GraphQL */ `
  query SubmissionZones {
    locations(includeHidden: true) { id name kind timezone parentId }
  }`);

export const VenuesNear = operation<{ venuesNear: KnownVenue[] }, { lat: number; lng: number }>(/* GraphQL */ `
  query SubmissionVenuesNear($lat: Float!, $lng: Float!) {
    venuesNear(lat: $lat, lng: $lng) { id name address lat lng zoneId }
  }`);

export const VenuesIn = operation<{ venuesIn: KnownVenue[] }, { zoneIds: number[] }>(/* GraphQL */ `
  query SubmissionVenuesIn($zoneIds: [Int!]!) {
    venuesIn(zoneIds: $zoneIds) { id name address lat lng zoneId }
  }`);

export interface ProposedVenueInput {
  name: string;
  address: string;
  lat: number;
  lng: number;
  zoneId: number;
}

export const ProposeVenue = operation<{ proposeVenue: { id: number } }, { submissionUuid: string; input: ProposedVenueInput }>(/* GraphQL */ `
  mutation SubmissionProposeVenue($submissionUuid: String!, $input: ProposedVenueInput!) {
    proposeVenue(submissionUuid: $submissionUuid, input: $input) { id }
  }`);

export interface SubmittedEventInput {
  title: string;
  startTime: string;
  endTime?: string | null;
  timezone: string;
  description?: string;
  venueId?: number | null;
  zoneId?: number | null;
  categories?: string[];
  priceInfo?: string | null;
  isFree?: boolean;
  imageUrl?: string | null;
  sourceUrl?: string | null;
}

export const CreateSubmittedEvent = operation<
  { createSubmittedEvent: { uuid: string; status: string } },
  { submissionUuid: string; input: SubmittedEventInput }
>(/* GraphQL */ `
  mutation SubmissionCreateEvent($submissionUuid: String!, $input: SubmittedEventInput!) {
    createSubmittedEvent(submissionUuid: $submissionUuid, input: $input) { uuid status }
  }`);

export interface SubmitterChanges {
  title?: string;
  description?: string;
  startTime?: string;
  endTime?: string | null;
  categories?: string[];
  priceInfo?: string | null;
  isFree?: boolean;
  bookingRequired?: boolean;
  imageUrl?: string | null;
}

export const EditSubmittedEvent = operation<
  { editSubmittedEvent: { uuid: string; status: string } },
  { submissionUuid: string; changes: SubmitterChanges }
>(/* GraphQL */ `
  mutation SubmissionEditEvent($submissionUuid: String!, $changes: EventContentInput!) {
    editSubmittedEvent(submissionUuid: $submissionUuid, changes: $changes) { uuid status }
  }`);
