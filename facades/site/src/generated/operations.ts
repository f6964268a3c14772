/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Where an event is in its life: only published events are public. */
export const EventStatus = {
  Cancelled: 'cancelled',
  NeedsInfo: 'needs_info',
  Published: 'published',
  ReadyForReview: 'ready_for_review',
  Rejected: 'rejected'
} as const;

export type EventStatus = typeof EventStatus[keyof typeof EventStatus];
/** A city, or a neighbourhood inside one. */
export const LocationKind = {
  City: 'city',
  Neighbourhood: 'neighbourhood'
} as const;

export type LocationKind = typeof LocationKind[keyof typeof LocationKind];
/** accepted (still being processed), completed or failed. */
export const ReceiptStatus = {
  Accepted: 'accepted',
  Completed: 'completed',
  Failed: 'failed'
} as const;

export type ReceiptStatus = typeof ReceiptStatus[keyof typeof ReceiptStatus];
/** received, then processing, then completed or failed. */
export const SubmissionStatus = {
  Completed: 'completed',
  Failed: 'failed',
  Processing: 'processing',
  Received: 'received'
} as const;

export type SubmissionStatus = typeof SubmissionStatus[keyof typeof SubmissionStatus];
export type SubmitEventInput = {
  /** Where to write about the submission (optional). */
  email?: string | null | undefined;
  /** Anything the reviewers should know (optional). */
  note?: string | null | undefined;
  /** The page that describes the event (http or https). */
  url: string;
};

export type SiteEventListItemFragment = { uuid: string, slug: string, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null };

export type SiteCitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteCitiesQuery = { locations: Array<{ name: string, slug: string, countryCode: string, kind: LocationKind }> };

export type SiteTownQueryVariables = Exact<{
  country: string;
  slug: string;
}>;


export type SiteTownQuery = { locations: Array<{ id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parent: { name: string, slug: string, countryCode: string } | null, children: Array<{ name: string, slug: string, countryCode: string }> }> };

export type SiteTownEventsQueryVariables = Exact<{
  id: number;
  from: string;
  until: string;
}>;


export type SiteTownEventsQuery = { location: { events: Array<{ uuid: string, slug: string, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null }> } | null };

export type SiteEventQueryVariables = Exact<{
  uuid: string;
}>;


export type SiteEventQuery = { event: { uuid: string, slug: string, title: string, description: string, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, sourceUrl: string | null, venue: { name: string, slug: string, address: string, lat: number, lng: number } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, zone: { name: string, slug: string, countryCode: string } | null } | null };

export type SiteVenueQueryVariables = Exact<{
  slug: string;
}>;


export type SiteVenueQuery = { venue: { slug: string, name: string, address: string, lat: number, lng: number, website: string | null, zone: { name: string, slug: string, countryCode: string, timezone: string }, upcomingEvents: Array<{ uuid: string, slug: string, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null }> } | null };

export type SiteSubmissionFieldsFragment = { uuid: string, status: SubmissionStatus, sourceUrl: string, missingFields: Array<string>, failure: string | null, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string } | null };

export type SiteSubmitEventMutationVariables = Exact<{
  input: SubmitEventInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SiteSubmitEventMutation = { submitEvent: { status: ReceiptStatus, replayed: boolean, duplicate: boolean, editToken: string | null, submission: { uuid: string, status: SubmissionStatus, sourceUrl: string, missingFields: Array<string>, failure: string | null, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string } | null } } };

export type SiteSubmissionQueryVariables = Exact<{
  uuid: string;
}>;


export type SiteSubmissionQuery = { submission: { uuid: string, status: SubmissionStatus, sourceUrl: string, missingFields: Array<string>, failure: string | null, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string } | null } | null };

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
export const SiteEventListItemFragmentDoc = new TypedDocumentString(`
    fragment SiteEventListItem on Event {
  uuid
  slug
  title
  startTime
  endTime
  startTimeLocal
  description
  venue {
    name
    slug
    address
  }
  place {
    name
    address
  }
  zone {
    name
  }
}
    `, {"fragmentName":"SiteEventListItem"}) as unknown as TypedDocumentString<SiteEventListItemFragment, unknown>;
export const SiteSubmissionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SiteSubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  event {
    uuid
    title
    status
    startTimeLocal
  }
}
    `, {"fragmentName":"SiteSubmissionFields"}) as unknown as TypedDocumentString<SiteSubmissionFieldsFragment, unknown>;
export const SiteCitiesDocument = new TypedDocumentString(`
    query SiteCities {
  locations {
    name
    slug
    countryCode
    kind
  }
}
    `) as unknown as TypedDocumentString<SiteCitiesQuery, SiteCitiesQueryVariables>;
export const SiteTownDocument = new TypedDocumentString(`
    query SiteTown($country: String!, $slug: String!) {
  locations(country: $country, slug: $slug) {
    id
    name
    slug
    countryCode
    timezone
    kind
    parent {
      name
      slug
      countryCode
    }
    children {
      name
      slug
      countryCode
    }
  }
}
    `) as unknown as TypedDocumentString<SiteTownQuery, SiteTownQueryVariables>;
export const SiteTownEventsDocument = new TypedDocumentString(`
    query SiteTownEvents($id: Int!, $from: String!, $until: String!) {
  location(id: $id) {
    events(date: $from, until: $until, limit: 500) {
      ...SiteEventListItem
    }
  }
}
    fragment SiteEventListItem on Event {
  uuid
  slug
  title
  startTime
  endTime
  startTimeLocal
  description
  venue {
    name
    slug
    address
  }
  place {
    name
    address
  }
  zone {
    name
  }
}`) as unknown as TypedDocumentString<SiteTownEventsQuery, SiteTownEventsQueryVariables>;
export const SiteEventDocument = new TypedDocumentString(`
    query SiteEvent($uuid: String!) {
  event(uuid: $uuid) {
    uuid
    slug
    title
    description
    startTime
    endTime
    startTimeLocal
    endTimeLocal
    timezone
    categories
    priceInfo
    isFree
    bookingRequired
    accessibilityNote
    imageUrl
    sourceUrl
    venue {
      name
      slug
      address
      lat
      lng
    }
    place {
      name
      address
      lat
      lng
    }
    zone {
      name
      slug
      countryCode
    }
  }
}
    `) as unknown as TypedDocumentString<SiteEventQuery, SiteEventQueryVariables>;
export const SiteVenueDocument = new TypedDocumentString(`
    query SiteVenue($slug: String!) {
  venue(slug: $slug) {
    slug
    name
    address
    lat
    lng
    website
    zone {
      name
      slug
      countryCode
      timezone
    }
    upcomingEvents(limit: 100) {
      ...SiteEventListItem
    }
  }
}
    fragment SiteEventListItem on Event {
  uuid
  slug
  title
  startTime
  endTime
  startTimeLocal
  description
  venue {
    name
    slug
    address
  }
  place {
    name
    address
  }
  zone {
    name
  }
}`) as unknown as TypedDocumentString<SiteVenueQuery, SiteVenueQueryVariables>;
export const SiteSubmitEventDocument = new TypedDocumentString(`
    mutation SiteSubmitEvent($input: SubmitEventInput!, $idempotencyKey: String) {
  submitEvent(input: $input, idempotencyKey: $idempotencyKey) {
    status
    replayed
    duplicate
    editToken
    submission {
      ...SiteSubmissionFields
    }
  }
}
    fragment SiteSubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  event {
    uuid
    title
    status
    startTimeLocal
  }
}`) as unknown as TypedDocumentString<SiteSubmitEventMutation, SiteSubmitEventMutationVariables>;
export const SiteSubmissionDocument = new TypedDocumentString(`
    query SiteSubmission($uuid: String!) {
  submission(uuid: $uuid) {
    ...SiteSubmissionFields
  }
}
    fragment SiteSubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  event {
    uuid
    title
    status
    startTimeLocal
  }
}`) as unknown as TypedDocumentString<SiteSubmissionQuery, SiteSubmissionQueryVariables>;