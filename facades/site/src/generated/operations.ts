/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How the submitter would like to be credited with the event ("spotted by"); never their e-mail. */
export type CreditInput = {
  /** An https picture to show beside it (optional). */
  avatarUrl?: string | null | undefined;
  /** A name to show, e.g. "Ana" or "Camden Jazz Fans". */
  name: string;
  /** An organisation to show beside it (optional). */
  org?: string | null | undefined;
};

/** What a reviewer, administrator or venue manager can do to an event. */
export const EventAction = {
  Approve: 'approve',
  Cancel: 'cancel',
  Edit: 'edit',
  Reject: 'reject',
  RequestMoreInfo: 'request_more_info'
} as const;

export type EventAction = typeof EventAction[keyof typeof EventAction];
/** Fields to change; absent fields stay, null clears an optional one. */
export type EventChangesInput = {
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
  /** IANA time zone; give it with zoneId when the zone's differs */
  timezone?: string | null | undefined;
  title?: string | null | undefined;
  venueId?: number | null | undefined;
  zoneId?: number | null | undefined;
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
/** A point on the earth, in degrees (WGS 84). */
export type GeoPointInput = {
  lat: number;
  lng: number;
};

/** A city, or a neighbourhood inside one. */
export const LocationKind = {
  City: 'city',
  Neighbourhood: 'neighbourhood'
} as const;

export type LocationKind = typeof LocationKind[keyof typeof LocationKind];
/** An event at the venue; it is published at once. */
export type NewVenueEventInput = {
  accessibilityNote?: string | null | undefined;
  bookingRequired?: boolean | null | undefined;
  categories?: Array<string> | null | undefined;
  description?: string | null | undefined;
  /** When doors open, as wall-clock time in the event's time zone (HH:MM), on the day of the start (the evening before when later than the start's time) */
  doorsTime?: string | null | undefined;
  endTime?: string | null | undefined;
  /** Local dates (YYYY-MM-DD) the rule skips. */
  excludedDates?: Array<string> | null | undefined;
  imageUrl?: string | null | undefined;
  isFree?: boolean | null | undefined;
  priceInfo?: string | null | undefined;
  /** Makes the event repeat: an RFC 5545 rule, e.g. `RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10`, from startTime, at its wall-clock time in the venue's zone. At most daily; occurrences are kept for a year ahead (366 at most), later ones appear as time passes. */
  recurrence?: string | null | undefined;
  startTime: string;
  title: string;
};

/** accepted (still being processed), completed or failed. */
export const ReceiptStatus = {
  Accepted: 'accepted',
  Completed: 'completed',
  Failed: 'failed'
} as const;

export type ReceiptStatus = typeof ReceiptStatus[keyof typeof ReceiptStatus];
export type ReviewEventInput = {
  action: EventAction;
  /** Required for edit, refused otherwise. */
  changes?: EventChangesInput | null | undefined;
  /** Required for request_more_info: what the submitter should add. */
  message?: string | null | undefined;
  /** Takes the submitter's chosen credit (`spottedBy`) off the event, with any action: a reviewer's say on what it shows. */
  withoutCredit?: boolean | null | undefined;
};

/** The submitter's changes to their event; absent fields stay, null clears an optional one. */
export type SubmissionChangesInput = {
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

/** received, then processing, then completed or failed. */
export const SubmissionStatus = {
  Completed: 'completed',
  Failed: 'failed',
  Processing: 'processing',
  Received: 'received'
} as const;

export type SubmissionStatus = typeof SubmissionStatus[keyof typeof SubmissionStatus];
export type SubmitEventInput = {
  /** Credit me with finding it (optional; shown as "spotted by"). */
  credit?: CreditInput | null | undefined;
  /** Where to write about the submission (optional). */
  email?: string | null | undefined;
  /** Anything the reviewers should know (optional). */
  note?: string | null | undefined;
  /** The page that describes the event (http or https). */
  url: string;
};

/** active, or proposed: named by a submitted page and waiting for an administrator. */
export const VenueStatus = {
  Active: 'active',
  Proposed: 'proposed'
} as const;

export type VenueStatus = typeof VenueStatus[keyof typeof VenueStatus];
export type EventContentFieldsFragment = { title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null };

export type SiteAskQueryVariables = Exact<{
  query: string;
  townSlug?: string | null | undefined;
  countryCode?: string | null | undefined;
  without?: Array<string> | string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  free?: boolean | null | undefined;
}>;


export type SiteAskQuery = { ask: { locale: string, answer: string, more: boolean, suggestions: Array<string>, understood: { town: string | null, when: string, from: string, to: string, categories: Array<string>, free: boolean, q: string | null }, town: { name: string, slug: string, countryCode: string, timezone: string } | null, events: Array<{ event: { uuid: string, slug: string, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null } }> }, eventCategories: Array<{ id: string, label: string }> };

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


export type SiteTownEventsQuery = { location: { events: Array<{ uuid: string, slug: string, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null }> } | null, eventCategories: Array<{ id: string, label: string }> };

export type SiteEventQueryVariables = Exact<{
  uuid: string;
}>;


export type SiteEventQuery = { event: { uuid: string, slug: string, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, sourceUrl: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { text: string } | null, venue: { name: string, slug: string, address: string, lat: number, lng: number } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, zone: { name: string, slug: string, countryCode: string } | null, spottedBy: { name: string, org: string | null, isAreaAdmin: boolean } | null } | null };

export type SiteVenueQueryVariables = Exact<{
  slug: string;
}>;


export type SiteVenueQuery = { venue: { slug: string, name: string, address: string, lat: number, lng: number, website: string | null, description: string | null, zone: { name: string, slug: string, countryCode: string, timezone: string }, upcomingEvents: Array<{ uuid: string, slug: string, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null }> } | null };

export type SiteTownSearchQueryVariables = Exact<{
  id: number;
  q?: string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  from: string;
  to: string;
  free: boolean;
  near?: GeoPointInput | null | undefined;
  radius?: number | null | undefined;
}>;


export type SiteTownSearchQuery = { location: { searchEvents: { edges: Array<{ distance: number | null, node: { uuid: string, slug: string, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null } }>, pageInfo: { hasNextPage: boolean } } } | null, eventCategories: Array<{ id: string, label: string }> };

export type SiteZoneAtQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;


export type SiteZoneAtQuery = { zoneAt: { slug: string, countryCode: string } | null };

export type StaffZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffZonesQuery = { locations: Array<{ id: number, name: string, kind: LocationKind, parentId: number | null, countryCode: string }> };

export type StaffQueueFieldsFragment = { nodes: Array<{ submittedAt: string, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string, zone: { name: string } | null, venue: { name: string, status: VenueStatus } | null, place: { name: string | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } };

export type StaffQueueQueryVariables = Exact<{
  status?: Array<EventStatus> | EventStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffQueueQuery = { reviewQueue: { nodes: Array<{ submittedAt: string, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string, zone: { name: string } | null, venue: { name: string, status: VenueStatus } | null, place: { name: string | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } } };

export type StaffZoneQueueQueryVariables = Exact<{
  zoneId: number;
  status?: Array<EventStatus> | EventStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type StaffZoneQueueQuery = { location: { id: number, reviewQueue: { nodes: Array<{ submittedAt: string, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string, zone: { name: string } | null, venue: { name: string, status: VenueStatus } | null, place: { name: string | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } } } | null };

export type StaffEventFieldsFragment = { uuid: string, slug: string, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, status: EventStatus, sourceUrl: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, zone: { name: string } | null, venue: { slug: string, name: string, status: VenueStatus } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, spottedBy: { name: string, org: string | null, avatarUrl: string | null, isAreaAdmin: boolean } | null };

export type StaffEventReviewQueryVariables = Exact<{
  uuid: string;
}>;


export type StaffEventReviewQuery = { eventReview: { actions: Array<EventAction>, event: { uuid: string, slug: string, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, status: EventStatus, sourceUrl: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, submission: { missingFields: Array<string>, createdAt: string } | null, transitions: Array<{ action: string, fromStatus: EventStatus, toStatus: EventStatus, actor: string, actorRole: string, message: string | null, changes: Record<string, unknown>, at: string }>, zone: { name: string } | null, venue: { slug: string, name: string, status: VenueStatus } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, spottedBy: { name: string, org: string | null, avatarUrl: string | null, isAreaAdmin: boolean } | null } } | null };

export type StaffReviewEventMutationVariables = Exact<{
  uuid: string;
  input: ReviewEventInput;
}>;


export type StaffReviewEventMutation = { reviewEvent: { actions: Array<EventAction>, event: { uuid: string, title: string, status: EventStatus } } };

export type StaffVenueQueryVariables = Exact<{
  slug: string;
}>;


export type StaffVenueQuery = { venue: { id: number, slug: string, name: string, status: VenueStatus, zoneId: number, zone: { id: number, timezone: string } } | null };

export type StaffVenueFieldsFragment = { id: number, slug: string, name: string, address: string, zoneId: number, status: VenueStatus, zone: { name: string, timezone: string } };

export type StaffProposedVenuesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffProposedVenuesQuery = { proposedVenues: Array<{ id: number, slug: string, name: string, address: string, zoneId: number, status: VenueStatus, zone: { name: string, timezone: string } }> };

export type StaffApproveVenueMutationVariables = Exact<{
  slug: string;
}>;


export type StaffApproveVenueMutation = { approveVenue: { id: number, slug: string, name: string, address: string, zoneId: number, status: VenueStatus, zone: { name: string, timezone: string } } };

export type StaffMoveVenueEventsMutationVariables = Exact<{
  slug: string;
  into: string;
}>;


export type StaffMoveVenueEventsMutation = { moveVenueEvents: number };

export type StaffMergeVenueMutationVariables = Exact<{
  slug: string;
  into: string;
}>;


export type StaffMergeVenueMutation = { mergeVenue: { id: number, slug: string, name: string, address: string, zoneId: number, status: VenueStatus, zone: { name: string, timezone: string } } };

export type StaffManagedVenuesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffManagedVenuesQuery = { managedVenues: Array<{ id: number, slug: string, name: string, address: string, zoneId: number, status: VenueStatus, zone: { name: string, timezone: string } }> };

export type StaffVenueEventFieldsFragment = { uuid: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null };

export type StaffVenueEventsQueryVariables = Exact<{
  venueSlug: string;
}>;


export type StaffVenueEventsQuery = { venueAccess: { venue: { id: number, slug: string, name: string, address: string, zoneId: number, status: VenueStatus, zone: { name: string, timezone: string } } }, venueEvents: Array<{ uuid: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null }> };

export type StaffVenueEventQueryVariables = Exact<{
  venueSlug: string;
  uuid: string;
}>;


export type StaffVenueEventQuery = { venueAccess: { venue: { id: number, slug: string, name: string, address: string, zoneId: number, status: VenueStatus, zone: { name: string, timezone: string } } }, venueEvent: { uuid: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null } | null };

export type StaffCreateVenueEventMutationVariables = Exact<{
  venueSlug: string;
  input: NewVenueEventInput;
}>;


export type StaffCreateVenueEventMutation = { createVenueEvent: { uuid: string } };

export type StaffUpdateVenueEventMutationVariables = Exact<{
  venueSlug: string;
  uuid: string;
  changes: EventChangesInput;
}>;


export type StaffUpdateVenueEventMutation = { updateVenueEvent: { uuid: string } };

export type StaffCancelVenueEventMutationVariables = Exact<{
  venueSlug: string;
  uuid: string;
}>;


export type StaffCancelVenueEventMutation = { cancelVenueEvent: { uuid: string } };

export type SiteSubmissionFieldsFragment = { uuid: string, status: SubmissionStatus, sourceUrl: string, missingFields: Array<string>, failure: string | null, event: { uuid: string, status: EventStatus, startTimeLocal: string, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null } | null };

export type SiteSubmitEventMutationVariables = Exact<{
  input: SubmitEventInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SiteSubmitEventMutation = { submitEvent: { status: ReceiptStatus, replayed: boolean, duplicate: boolean, editToken: string | null, submission: { uuid: string, status: SubmissionStatus, sourceUrl: string, missingFields: Array<string>, failure: string | null, event: { uuid: string, status: EventStatus, startTimeLocal: string, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null } | null } } };

export type SiteSubmissionQueryVariables = Exact<{
  uuid: string;
}>;


export type SiteSubmissionQuery = { submission: { uuid: string, status: SubmissionStatus, sourceUrl: string, missingFields: Array<string>, failure: string | null, event: { uuid: string, status: EventStatus, startTimeLocal: string, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null } | null } | null };

export type SiteCorrectSubmissionMutationVariables = Exact<{
  uuid: string;
  changes: SubmissionChangesInput;
  linkToken: string;
}>;


export type SiteCorrectSubmissionMutation = { updateSubmission: { uuid: string, status: SubmissionStatus, sourceUrl: string, missingFields: Array<string>, failure: string | null, event: { uuid: string, status: EventStatus, startTimeLocal: string, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null } | null } };

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
export const StaffQueueFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffQueueFields on ReviewQueue {
  nodes {
    event {
      uuid
      title
      status
      startTimeLocal
      zone {
        name
      }
      venue {
        name
        status
      }
      place {
        name
      }
      submission {
        missingFields
      }
    }
    submittedAt
    possibleDuplicates {
      uuid
      title
      status
    }
  }
  pageInfo {
    hasNextPage
    endCursor
  }
  counts {
    ready_for_review
    needs_info
  }
}
    `, {"fragmentName":"StaffQueueFields"}) as unknown as TypedDocumentString<StaffQueueFieldsFragment, unknown>;
export const EventContentFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}
    `, {"fragmentName":"EventContentFields"}) as unknown as TypedDocumentString<EventContentFieldsFragment, unknown>;
export const StaffEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffEventFields on Event {
  uuid
  slug
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  status
  sourceUrl
  ...EventContentFields
  zone {
    name
  }
  venue {
    slug
    name
    status
  }
  place {
    name
    address
    lat
    lng
  }
  spottedBy {
    name
    org
    avatarUrl
    isAreaAdmin
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}`, {"fragmentName":"StaffEventFields"}) as unknown as TypedDocumentString<StaffEventFieldsFragment, unknown>;
export const StaffVenueFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffVenueFields on Venue {
  id
  slug
  name
  address
  zoneId
  status
  zone {
    name
    timezone
  }
}
    `, {"fragmentName":"StaffVenueFields"}) as unknown as TypedDocumentString<StaffVenueFieldsFragment, unknown>;
export const StaffVenueEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffVenueEventFields on Event {
  uuid
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  ...EventContentFields
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}`, {"fragmentName":"StaffVenueEventFields"}) as unknown as TypedDocumentString<StaffVenueEventFieldsFragment, unknown>;
export const SiteSubmissionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SiteSubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  event {
    uuid
    status
    startTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}`, {"fragmentName":"SiteSubmissionFields"}) as unknown as TypedDocumentString<SiteSubmissionFieldsFragment, unknown>;
export const SiteAskDocument = new TypedDocumentString(`
    query SiteAsk($query: String!, $townSlug: String, $countryCode: String, $without: [String!], $categories: [String!], $free: Boolean) {
  ask(
    query: $query
    townSlug: $townSlug
    countryCode: $countryCode
    limit: 50
    without: $without
    categories: $categories
    free: $free
  ) {
    locale
    answer
    more
    suggestions
    understood {
      town
      when
      from
      to
      categories
      free
      q
    }
    town {
      name
      slug
      countryCode
      timezone
    }
    events {
      event {
        ...SiteEventListItem
      }
    }
  }
  eventCategories {
    id
    label
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
}`) as unknown as TypedDocumentString<SiteAskQuery, SiteAskQueryVariables>;
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
  eventCategories {
    id
    label
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
    startTime
    endTime
    startTimeLocal
    endTimeLocal
    timezone
    sourceUrl
    ...EventContentFields
    recurrence {
      text
    }
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
    spottedBy {
      name
      org
      isAreaAdmin
    }
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}`) as unknown as TypedDocumentString<SiteEventQuery, SiteEventQueryVariables>;
export const SiteVenueDocument = new TypedDocumentString(`
    query SiteVenue($slug: String!) {
  venue(slug: $slug) {
    slug
    name
    address
    lat
    lng
    website
    description
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
export const SiteTownSearchDocument = new TypedDocumentString(`
    query SiteTownSearch($id: Int!, $q: String, $categories: [String!], $from: String!, $to: String!, $free: Boolean!, $near: GeoPointInput, $radius: Int) {
  location(id: $id) {
    searchEvents(
      q: $q
      categories: $categories
      from: $from
      to: $to
      free: $free
      near: $near
      radius: $radius
      limit: 50
    ) {
      edges {
        distance
        node {
          ...SiteEventListItem
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
  eventCategories {
    id
    label
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
}`) as unknown as TypedDocumentString<SiteTownSearchQuery, SiteTownSearchQueryVariables>;
export const SiteZoneAtDocument = new TypedDocumentString(`
    query SiteZoneAt($lat: Float!, $lng: Float!) {
  zoneAt(lat: $lat, lng: $lng) {
    slug
    countryCode
  }
}
    `) as unknown as TypedDocumentString<SiteZoneAtQuery, SiteZoneAtQueryVariables>;
export const StaffZonesDocument = new TypedDocumentString(`
    query StaffZones {
  locations(includeHidden: true) {
    id
    name
    kind
    parentId
    countryCode
  }
}
    `) as unknown as TypedDocumentString<StaffZonesQuery, StaffZonesQueryVariables>;
export const StaffQueueDocument = new TypedDocumentString(`
    query StaffQueue($status: [EventStatus!], $after: String) {
  reviewQueue(status: $status, limit: 20, after: $after) {
    ...StaffQueueFields
  }
}
    fragment StaffQueueFields on ReviewQueue {
  nodes {
    event {
      uuid
      title
      status
      startTimeLocal
      zone {
        name
      }
      venue {
        name
        status
      }
      place {
        name
      }
      submission {
        missingFields
      }
    }
    submittedAt
    possibleDuplicates {
      uuid
      title
      status
    }
  }
  pageInfo {
    hasNextPage
    endCursor
  }
  counts {
    ready_for_review
    needs_info
  }
}`) as unknown as TypedDocumentString<StaffQueueQuery, StaffQueueQueryVariables>;
export const StaffZoneQueueDocument = new TypedDocumentString(`
    query StaffZoneQueue($zoneId: Int!, $status: [EventStatus!], $after: String) {
  location(id: $zoneId) {
    id
    reviewQueue(status: $status, limit: 20, after: $after) {
      ...StaffQueueFields
    }
  }
}
    fragment StaffQueueFields on ReviewQueue {
  nodes {
    event {
      uuid
      title
      status
      startTimeLocal
      zone {
        name
      }
      venue {
        name
        status
      }
      place {
        name
      }
      submission {
        missingFields
      }
    }
    submittedAt
    possibleDuplicates {
      uuid
      title
      status
    }
  }
  pageInfo {
    hasNextPage
    endCursor
  }
  counts {
    ready_for_review
    needs_info
  }
}`) as unknown as TypedDocumentString<StaffZoneQueueQuery, StaffZoneQueueQueryVariables>;
export const StaffEventReviewDocument = new TypedDocumentString(`
    query StaffEventReview($uuid: String!) {
  eventReview(uuid: $uuid) {
    event {
      ...StaffEventFields
      submission {
        missingFields
        createdAt
      }
      transitions {
        action
        fromStatus
        toStatus
        actor
        actorRole
        message
        changes
        at
      }
    }
    actions
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}
fragment StaffEventFields on Event {
  uuid
  slug
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  status
  sourceUrl
  ...EventContentFields
  zone {
    name
  }
  venue {
    slug
    name
    status
  }
  place {
    name
    address
    lat
    lng
  }
  spottedBy {
    name
    org
    avatarUrl
    isAreaAdmin
  }
}`) as unknown as TypedDocumentString<StaffEventReviewQuery, StaffEventReviewQueryVariables>;
export const StaffReviewEventDocument = new TypedDocumentString(`
    mutation StaffReviewEvent($uuid: String!, $input: ReviewEventInput!) {
  reviewEvent(uuid: $uuid, input: $input) {
    event {
      uuid
      title
      status
    }
    actions
  }
}
    `) as unknown as TypedDocumentString<StaffReviewEventMutation, StaffReviewEventMutationVariables>;
export const StaffVenueDocument = new TypedDocumentString(`
    query StaffVenue($slug: String!) {
  venue(slug: $slug) {
    id
    slug
    name
    status
    zoneId
    zone {
      id
      timezone
    }
  }
}
    `) as unknown as TypedDocumentString<StaffVenueQuery, StaffVenueQueryVariables>;
export const StaffProposedVenuesDocument = new TypedDocumentString(`
    query StaffProposedVenues {
  proposedVenues {
    ...StaffVenueFields
  }
}
    fragment StaffVenueFields on Venue {
  id
  slug
  name
  address
  zoneId
  status
  zone {
    name
    timezone
  }
}`) as unknown as TypedDocumentString<StaffProposedVenuesQuery, StaffProposedVenuesQueryVariables>;
export const StaffApproveVenueDocument = new TypedDocumentString(`
    mutation StaffApproveVenue($slug: String!) {
  approveVenue(slug: $slug) {
    ...StaffVenueFields
  }
}
    fragment StaffVenueFields on Venue {
  id
  slug
  name
  address
  zoneId
  status
  zone {
    name
    timezone
  }
}`) as unknown as TypedDocumentString<StaffApproveVenueMutation, StaffApproveVenueMutationVariables>;
export const StaffMoveVenueEventsDocument = new TypedDocumentString(`
    mutation StaffMoveVenueEvents($slug: String!, $into: String!) {
  moveVenueEvents(slug: $slug, into: $into)
}
    `) as unknown as TypedDocumentString<StaffMoveVenueEventsMutation, StaffMoveVenueEventsMutationVariables>;
export const StaffMergeVenueDocument = new TypedDocumentString(`
    mutation StaffMergeVenue($slug: String!, $into: String!) {
  mergeVenue(slug: $slug, into: $into) {
    ...StaffVenueFields
  }
}
    fragment StaffVenueFields on Venue {
  id
  slug
  name
  address
  zoneId
  status
  zone {
    name
    timezone
  }
}`) as unknown as TypedDocumentString<StaffMergeVenueMutation, StaffMergeVenueMutationVariables>;
export const StaffManagedVenuesDocument = new TypedDocumentString(`
    query StaffManagedVenues {
  managedVenues {
    ...StaffVenueFields
  }
}
    fragment StaffVenueFields on Venue {
  id
  slug
  name
  address
  zoneId
  status
  zone {
    name
    timezone
  }
}`) as unknown as TypedDocumentString<StaffManagedVenuesQuery, StaffManagedVenuesQueryVariables>;
export const StaffVenueEventsDocument = new TypedDocumentString(`
    query StaffVenueEvents($venueSlug: String!) {
  venueAccess(slug: $venueSlug) {
    venue {
      ...StaffVenueFields
    }
  }
  venueEvents(venueSlug: $venueSlug) {
    ...StaffVenueEventFields
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}
fragment StaffVenueFields on Venue {
  id
  slug
  name
  address
  zoneId
  status
  zone {
    name
    timezone
  }
}
fragment StaffVenueEventFields on Event {
  uuid
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  ...EventContentFields
}`) as unknown as TypedDocumentString<StaffVenueEventsQuery, StaffVenueEventsQueryVariables>;
export const StaffVenueEventDocument = new TypedDocumentString(`
    query StaffVenueEvent($venueSlug: String!, $uuid: String!) {
  venueAccess(slug: $venueSlug) {
    venue {
      ...StaffVenueFields
    }
  }
  venueEvent(venueSlug: $venueSlug, uuid: $uuid) {
    ...StaffVenueEventFields
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}
fragment StaffVenueFields on Venue {
  id
  slug
  name
  address
  zoneId
  status
  zone {
    name
    timezone
  }
}
fragment StaffVenueEventFields on Event {
  uuid
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  ...EventContentFields
}`) as unknown as TypedDocumentString<StaffVenueEventQuery, StaffVenueEventQueryVariables>;
export const StaffCreateVenueEventDocument = new TypedDocumentString(`
    mutation StaffCreateVenueEvent($venueSlug: String!, $input: NewVenueEventInput!) {
  createVenueEvent(venueSlug: $venueSlug, input: $input) {
    uuid
  }
}
    `) as unknown as TypedDocumentString<StaffCreateVenueEventMutation, StaffCreateVenueEventMutationVariables>;
export const StaffUpdateVenueEventDocument = new TypedDocumentString(`
    mutation StaffUpdateVenueEvent($venueSlug: String!, $uuid: String!, $changes: EventChangesInput!) {
  updateVenueEvent(venueSlug: $venueSlug, uuid: $uuid, changes: $changes) {
    uuid
  }
}
    `) as unknown as TypedDocumentString<StaffUpdateVenueEventMutation, StaffUpdateVenueEventMutationVariables>;
export const StaffCancelVenueEventDocument = new TypedDocumentString(`
    mutation StaffCancelVenueEvent($venueSlug: String!, $uuid: String!) {
  cancelVenueEvent(venueSlug: $venueSlug, uuid: $uuid) {
    uuid
  }
}
    `) as unknown as TypedDocumentString<StaffCancelVenueEventMutation, StaffCancelVenueEventMutationVariables>;
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
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}
fragment SiteSubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  event {
    uuid
    status
    startTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
  }
}`) as unknown as TypedDocumentString<SiteSubmitEventMutation, SiteSubmitEventMutationVariables>;
export const SiteSubmissionDocument = new TypedDocumentString(`
    query SiteSubmission($uuid: String!) {
  submission(uuid: $uuid) {
    ...SiteSubmissionFields
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}
fragment SiteSubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  event {
    uuid
    status
    startTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
  }
}`) as unknown as TypedDocumentString<SiteSubmissionQuery, SiteSubmissionQueryVariables>;
export const SiteCorrectSubmissionDocument = new TypedDocumentString(`
    mutation SiteCorrectSubmission($uuid: String!, $changes: SubmissionChangesInput!, $linkToken: String!) {
  updateSubmission(uuid: $uuid, changes: $changes, linkToken: $linkToken) {
    ...SiteSubmissionFields
  }
}
    fragment EventContentFields on Event {
  title
  description
  categories
  priceInfo
  isFree
  bookingRequired
  accessibilityNote
  imageUrl
  doorsTime
}
fragment SiteSubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  event {
    uuid
    status
    startTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
  }
}`) as unknown as TypedDocumentString<SiteCorrectSubmissionMutation, SiteCorrectSubmissionMutationVariables>;