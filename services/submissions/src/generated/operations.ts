/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type EventContentInput = {
  accessibilityNote?: string | null | undefined;
  bookingRequired?: boolean | null | undefined;
  categories?: Array<string> | null | undefined;
  description?: string | null | undefined;
  /** When doors open, as wall-clock time in the event's time zone (HH:MM), on the day of the start (the evening before when later than the start's time) */
  doorsTime?: string | null | undefined;
  endTime?: string | null | undefined;
  imageUrl?: string | null | undefined;
  isFree?: boolean | null | undefined;
  priceInfo?: string | null | undefined;
  startTime?: string | null | undefined;
  title?: string | null | undefined;
};

/** A place as a page names it: any of its name, address and position (lat and lng together). */
export type EventPlaceInput = {
  address?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  name?: string | null | undefined;
};

/** Where an event is in its life: only published events are public. */
export const EventStatus = {
  Cancelled: 'cancelled',
  Duplicate: 'duplicate',
  NeedsInfo: 'needs_info',
  Published: 'published',
  ReadyForReview: 'ready_for_review',
  Rejected: 'rejected'
} as const;

export type EventStatus = typeof EventStatus[keyof typeof EventStatus];
/** One event of a followed source's feed, keyed by the feed's own id for it. */
export type ImportedEventInput = {
  /** The feed says the event is cancelled. */
  cancelled?: boolean | null | undefined;
  event: SubmittedEventInput;
  excludedDates?: Array<string> | null | undefined;
  /** iCalendar UID, JSON-LD @id or url, else title, start and place. */
  key: string;
  /** For one changed occurrence of a repeating event: its local date (RECURRENCE-ID). */
  occurrenceDate?: string | null | undefined;
  /** For a repeating event: its RFC 5545 rule. */
  recurrence?: string | null | undefined;
};

/** A city, or a neighbourhood inside one. */
export const LocationKind = {
  City: 'city',
  Neighbourhood: 'neighbourhood'
} as const;

export type LocationKind = typeof LocationKind[keyof typeof LocationKind];
/** A venue named by a submitted page that matches no known venue. */
export type ProposedVenueInput = {
  address?: string;
  lat: number;
  lng: number;
  name: string;
  zoneId: number;
};

/** An event extracted from a submitted page; it waits for review. */
export type SubmittedEventInput = {
  accessibilityNote?: string | null | undefined;
  bookingRequired?: boolean | null | undefined;
  categories?: Array<string> | null | undefined;
  /** How the submitter chose to be credited ("spotted by"), if they did. */
  credit?: SubmitterCreditInput | null | undefined;
  description?: string | null | undefined;
  /** When doors open, as wall-clock time in the event's time zone (HH:MM), on the day of the start (the evening before when later than the start's time) */
  doorsTime?: string | null | undefined;
  endTime?: string | null | undefined;
  /** Local dates (YYYY-MM-DD) the rule skips. */
  excludedDates?: Array<string> | null | undefined;
  imageUrl?: string | null | undefined;
  isFree?: boolean | null | undefined;
  /** The place the page names, kept whether or not a venue matched. */
  place?: EventPlaceInput | null | undefined;
  priceInfo?: string | null | undefined;
  /** How the page says the event repeats (an iCalendar RRULE, a schema.org eventSchedule): its dates for a year ahead wait for review with it. A rule the guide does not keep (more often than daily, or not giving the event's own date) is left out. */
  recurrence?: string | null | undefined;
  sourceUrl?: string | null | undefined;
  startTime: string;
  /** Who submitted it, as the submissions service names a person without saying who they are: the uuid of the first submission made with the same e-mail address (else this submission's). */
  submitter?: string | null | undefined;
  /** IANA time zone of the event (its zone's). */
  timezone: string;
  title: string;
  venueId?: number | null | undefined;
  zoneId?: number | null | undefined;
};

/** The credit a submitter chose on the submit form, as the submissions service relays it. */
export type SubmitterCreditInput = {
  avatarUrl?: string | null | undefined;
  name: string;
  org?: string | null | undefined;
  /** The submitter was signed in as staff (events:review or events:admin). */
  staff?: boolean | null | undefined;
};

export type SubmissionZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type SubmissionZonesQuery = { locations: Array<{ id: number, name: string, kind: LocationKind, timezone: string, parentId: number | null }> };

export type SubmissionZoneOfPlaceQueryVariables = Exact<{
  named?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}>;


export type SubmissionZoneOfPlaceQuery = { zoneAt: { id: number } | null };

export type SubmissionVenuesNearQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;


export type SubmissionVenuesNearQuery = { venuesNear: Array<{ id: number, name: string, address: string, lat: number, lng: number, zoneId: number }> };

export type SubmissionVenuesInQueryVariables = Exact<{
  zoneIds: Array<number> | number;
}>;


export type SubmissionVenuesInQuery = { venuesIn: Array<{ id: number, name: string, address: string, lat: number, lng: number, zoneId: number }> };

export type SubmissionProposeVenueMutationVariables = Exact<{
  submissionUuid: string;
  input: ProposedVenueInput;
}>;


export type SubmissionProposeVenueMutation = { proposeVenue: { id: number } };

export type SubmissionCreateEventMutationVariables = Exact<{
  submissionUuid: string;
  input: SubmittedEventInput;
}>;


export type SubmissionCreateEventMutation = { createSubmittedEvent: { uuid: string, status: EventStatus } };

export type SubmissionEditEventMutationVariables = Exact<{
  submissionUuid: string;
  changes: EventContentInput;
}>;


export type SubmissionEditEventMutation = { editSubmittedEvent: { uuid: string, status: EventStatus } };

export type SourceImportEventsMutationVariables = Exact<{
  sourceId: string;
  trusted: boolean;
  items: Array<ImportedEventInput> | ImportedEventInput;
}>;


export type SourceImportEventsMutation = { importSourceEvents: { created: number, updated: number, cancelled: number, unchanged: number } };

export type SourceCancelMissingMutationVariables = Exact<{
  sourceId: string;
  seenKeys: Array<string> | string;
}>;


export type SourceCancelMissingMutation = { cancelMissingSourceEvents: number };

export type SourceZoneQueryVariables = Exact<{
  id: number;
}>;


export type SourceZoneQuery = { location: { id: number, timezone: string } | null };

export type SourceVenueQueryVariables = Exact<{
  slug: string;
}>;


export type SourceVenueQuery = { venue: { id: number, slug: string, zone: { id: number, timezone: string } } | null };

export type SourceVenueAccessQueryVariables = Exact<{
  slug: string;
}>;


export type SourceVenueAccessQuery = { venueAccess: { actor: string, venue: { id: number, zoneId: number, zone: { timezone: string } } } };

export type SourceVenuesToMergeQueryVariables = Exact<{
  slug: string;
  into: string;
}>;


export type SourceVenuesToMergeQuery = { merged: { id: number, slug: string, zoneId: number } | null, kept: { id: number, slug: string, zoneId: number } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const SubmissionZonesDocument = new TypedDocumentString(`
    query SubmissionZones {
  locations(includeHidden: true) {
    id
    name
    kind
    timezone
    parentId
  }
}
    `) as unknown as TypedDocumentString<SubmissionZonesQuery, SubmissionZonesQueryVariables>;
export const SubmissionZoneOfPlaceDocument = new TypedDocumentString(`
    query SubmissionZoneOfPlace($named: String, $lat: Float, $lng: Float) {
  zoneAt(named: $named, lat: $lat, lng: $lng, withinMetres: 25000) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubmissionZoneOfPlaceQuery, SubmissionZoneOfPlaceQueryVariables>;
export const SubmissionVenuesNearDocument = new TypedDocumentString(`
    query SubmissionVenuesNear($lat: Float!, $lng: Float!) {
  venuesNear(lat: $lat, lng: $lng) {
    id
    name
    address
    lat
    lng
    zoneId
  }
}
    `) as unknown as TypedDocumentString<SubmissionVenuesNearQuery, SubmissionVenuesNearQueryVariables>;
export const SubmissionVenuesInDocument = new TypedDocumentString(`
    query SubmissionVenuesIn($zoneIds: [Int!]!) {
  venuesIn(zoneIds: $zoneIds) {
    id
    name
    address
    lat
    lng
    zoneId
  }
}
    `) as unknown as TypedDocumentString<SubmissionVenuesInQuery, SubmissionVenuesInQueryVariables>;
export const SubmissionProposeVenueDocument = new TypedDocumentString(`
    mutation SubmissionProposeVenue($submissionUuid: String!, $input: ProposedVenueInput!) {
  proposeVenue(submissionUuid: $submissionUuid, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubmissionProposeVenueMutation, SubmissionProposeVenueMutationVariables>;
export const SubmissionCreateEventDocument = new TypedDocumentString(`
    mutation SubmissionCreateEvent($submissionUuid: String!, $input: SubmittedEventInput!) {
  createSubmittedEvent(submissionUuid: $submissionUuid, input: $input) {
    uuid
    status
  }
}
    `) as unknown as TypedDocumentString<SubmissionCreateEventMutation, SubmissionCreateEventMutationVariables>;
export const SubmissionEditEventDocument = new TypedDocumentString(`
    mutation SubmissionEditEvent($submissionUuid: String!, $changes: EventContentInput!) {
  editSubmittedEvent(submissionUuid: $submissionUuid, changes: $changes) {
    uuid
    status
  }
}
    `) as unknown as TypedDocumentString<SubmissionEditEventMutation, SubmissionEditEventMutationVariables>;
export const SourceImportEventsDocument = new TypedDocumentString(`
    mutation SourceImportEvents($sourceId: String!, $trusted: Boolean!, $items: [ImportedEventInput!]!) {
  importSourceEvents(sourceId: $sourceId, trusted: $trusted, items: $items) {
    created
    updated
    cancelled
    unchanged
  }
}
    `) as unknown as TypedDocumentString<SourceImportEventsMutation, SourceImportEventsMutationVariables>;
export const SourceCancelMissingDocument = new TypedDocumentString(`
    mutation SourceCancelMissing($sourceId: String!, $seenKeys: [String!]!) {
  cancelMissingSourceEvents(sourceId: $sourceId, seenKeys: $seenKeys)
}
    `) as unknown as TypedDocumentString<SourceCancelMissingMutation, SourceCancelMissingMutationVariables>;
export const SourceZoneDocument = new TypedDocumentString(`
    query SourceZone($id: Int!) {
  location(id: $id) {
    id
    timezone
  }
}
    `) as unknown as TypedDocumentString<SourceZoneQuery, SourceZoneQueryVariables>;
export const SourceVenueDocument = new TypedDocumentString(`
    query SourceVenue($slug: String!) {
  venue(slug: $slug) {
    id
    slug
    zone {
      id
      timezone
    }
  }
}
    `) as unknown as TypedDocumentString<SourceVenueQuery, SourceVenueQueryVariables>;
export const SourceVenueAccessDocument = new TypedDocumentString(`
    query SourceVenueAccess($slug: String!) {
  venueAccess(slug: $slug) {
    actor
    venue {
      id
      zoneId
      zone {
        timezone
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SourceVenueAccessQuery, SourceVenueAccessQueryVariables>;
export const SourceVenuesToMergeDocument = new TypedDocumentString(`
    query SourceVenuesToMerge($slug: String!, $into: String!) {
  merged: venue(slug: $slug) {
    id
    slug
    zoneId
  }
  kept: venue(slug: $into) {
    id
    slug
    zoneId
  }
}
    `) as unknown as TypedDocumentString<SourceVenuesToMergeQuery, SourceVenuesToMergeQueryVariables>;