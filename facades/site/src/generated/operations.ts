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
  Reinstate: 'reinstate',
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

/** A zone's name in one language. */
export type LocalNameInput = {
  /** BCP 47 language: `es`, `ca`, `pt-BR`. */
  language: string;
  name: string;
};

/** A city, or a neighbourhood inside one. */
export const LocationKind = {
  City: 'city',
  Neighbourhood: 'neighbourhood'
} as const;

export type LocationKind = typeof LocationKind[keyof typeof LocationKind];
export type NewSourceInput = {
  /** Minutes between runs (60 unless given). */
  everyMinutes?: number | null | undefined;
  /** review unless given. */
  trust?: SourceTrust | null | undefined;
  url: string;
  venueSlug?: string | null | undefined;
  /** Required unless venueSlug names the venue (whose zone it is). */
  zoneId?: number | null | undefined;
};

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

/** A venue an administrator adds: listed at once, in its zone. */
export type NewVenueInput = {
  address?: string;
  description?: string | null | undefined;
  lat: number;
  lng: number;
  name: string;
  /** Its own web site, http(s). */
  website?: string | null | undefined;
  zoneId: number;
};

/** A town (no parent) or a neighbourhood (inside a town of the same country). Its slug comes from its name unless given. */
export type NewZoneInput = {
  /** ISO 3166-1 alpha-2; a neighbourhood takes its town’s. */
  countryCode: string;
  /** Hidden zones are left out of public lists until shown. */
  hidden?: boolean;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  localNames?: Array<LocalNameInput>;
  name: string;
  /** The town a neighbourhood is in. */
  parentId?: number | null | undefined;
  /** Lower-case words joined by hyphens, unique within the country. */
  slug?: string | null | undefined;
  /** IANA time zone; a neighbourhood takes its town’s when not given. */
  timezone?: string | null | undefined;
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

export type SourceChangesInput = {
  everyMinutes?: number | null | undefined;
  paused?: boolean | null | undefined;
  /** Administrators only. */
  trust?: SourceTrust | null | undefined;
  url?: string | null | undefined;
};

/** running; ok; not_modified (the feed answered 304 to the conditional request); failed (with its reason). */
export const SourceRunStatus = {
  Failed: 'failed',
  NotModified: 'not_modified',
  Ok: 'ok',
  Running: 'running'
} as const;

export type SourceRunStatus = typeof SourceRunStatus[keyof typeof SourceRunStatus];
/** `publish`: its events go straight into the guide; `review`: new ones wait in the review queue. */
export const SourceTrust = {
  Publish: 'publish',
  Review: 'review'
} as const;

export type SourceTrust = typeof SourceTrust[keyof typeof SourceTrust];
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
/** An event to submit: the address of its page (`url`), or the event typed in (`event`); one of the two. */
export type SubmitEventInput = {
  /** Credit me with finding it (optional; shown as "spotted by"). */
  credit?: CreditInput | null | undefined;
  /** Where to write about the submission (optional). */
  email?: string | null | undefined;
  /** The event typed in, when it has no page. */
  event?: TypedEventInput | null | undefined;
  /** The language to write to the submitter in: en-GB, es-ES, ca-ES, de-DE (en-GB when not given). */
  language?: string | null | undefined;
  /** Anything the reviewers should know (optional). */
  note?: string | null | undefined;
  /** The page that describes the event (http or https). */
  url?: string | null | undefined;
};

/** An event typed in, for one with no page to point at (a flyer, a venue without a web site): its times are wall-clock times in its town. */
export type TypedEventInput = {
  description?: string | null | undefined;
  /** When it ends, in its town's time: YYYY-MM-DDTHH:MM (optional). */
  end?: string | null | undefined;
  /** A picture of it, http or https. */
  imageUrl?: string | null | undefined;
  isFree?: boolean | null | undefined;
  /** A page with more about it (tickets, the organiser), http or https. */
  link?: string | null | undefined;
  placeAddress?: string | null | undefined;
  placeName?: string | null | undefined;
  priceInfo?: string | null | undefined;
  /** When it starts, in its town's time: YYYY-MM-DDTHH:MM. */
  start: string;
  title: string;
  /** A venue of that town (Venue.id); else give the place by name or address. */
  venueId?: number | null | undefined;
  /** The town or neighbourhood (Location.id). */
  zoneId: number;
};

/** What an administrator changes of a venue: the fields given (null clears website and description). Its zone and slug stay. */
export type VenueChangesInput = {
  address?: string | null | undefined;
  description?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  name?: string | null | undefined;
  website?: string | null | undefined;
};

/** active, or proposed: named by a submitted page and waiting for an administrator. */
export const VenueStatus = {
  Active: 'active',
  Proposed: 'proposed'
} as const;

export type VenueStatus = typeof VenueStatus[keyof typeof VenueStatus];
/** What changes of a zone: the fields given. Its slug and country stay. */
export type ZoneChangesInput = {
  hidden?: boolean | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  /** Replaces every name in other languages. */
  localNames?: Array<LocalNameInput> | null | undefined;
  name?: string | null | undefined;
  /** Another town of the same country; null makes a neighbourhood a town. */
  parentId?: number | null | undefined;
  timezone?: string | null | undefined;
};

export type EventContentFieldsFragment = { title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null };

export type ConsoleVenueFieldsFragment = { slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null, status: VenueStatus, zone: { name: string, timezone: string } };

export type ConsoleZoneFieldsFragment = { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, hidden: boolean, lat: number | null, lng: number | null, localNames: Array<{ language: string, name: string }> };

export type ConsoleAuditFieldsFragment = { id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> };

export type ConsoleSourceRunFieldsFragment = { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null };

export type ConsoleVenuesQueryVariables = Exact<{
  q?: string | null | undefined;
  zoneIds?: Array<number> | number | null | undefined;
  offset: number;
}>;


export type ConsoleVenuesQuery = { venueDirectory: { total: number, venues: Array<{ slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null, status: VenueStatus, zone: { name: string, timezone: string } }> }, locations: Array<{ id: number, name: string, countryCode: string, kind: LocationKind, parentId: number | null }> };

export type ConsoleVenueQueryVariables = Exact<{
  slug: string;
}>;


export type ConsoleVenueQuery = { venue: { managers: Array<string>, slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null, status: VenueStatus, tokens: Array<{ id: string, label: string | null, createdBy: string, createdAt: string, revokedAt: string | null }>, zone: { name: string, timezone: string } } | null };

export type ConsoleZoneVenuesQueryVariables = Exact<{
  zoneId: number;
}>;


export type ConsoleZoneVenuesQuery = { venues: Array<{ slug: string, name: string, status: VenueStatus }> };

export type ConsoleCreateVenueMutationVariables = Exact<{
  input: NewVenueInput;
}>;


export type ConsoleCreateVenueMutation = { createVenue: { slug: string } };

export type ConsoleUpdateVenueMutationVariables = Exact<{
  slug: string;
  changes: VenueChangesInput;
}>;


export type ConsoleUpdateVenueMutation = { updateVenue: { slug: string } };

export type ConsoleAddVenueManagerMutationVariables = Exact<{
  slug: string;
  subject: string;
}>;


export type ConsoleAddVenueManagerMutation = { addVenueManager: { slug: string } };

export type ConsoleRemoveVenueManagerMutationVariables = Exact<{
  slug: string;
  subject: string;
}>;


export type ConsoleRemoveVenueManagerMutation = { removeVenueManager: { slug: string } };

export type ConsoleIssueVenueTokenMutationVariables = Exact<{
  slug: string;
  label?: string | null | undefined;
}>;


export type ConsoleIssueVenueTokenMutation = { issueVenueToken: { id: string, token: string } };

export type ConsoleRevokeVenueTokenMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleRevokeVenueTokenMutation = { revokeVenueToken: boolean };

export type ConsoleMoveVenueSourcesMutationVariables = Exact<{
  slug: string;
  into: string;
}>;


export type ConsoleMoveVenueSourcesMutation = { moveVenueSources: number };

export type ConsoleZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleZonesQuery = { locations: Array<{ id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, hidden: boolean, lat: number | null, lng: number | null, localNames: Array<{ language: string, name: string }> }> };

export type ConsoleCreateZoneMutationVariables = Exact<{
  input: NewZoneInput;
}>;


export type ConsoleCreateZoneMutation = { createZone: { id: number } };

export type ConsoleUpdateZoneMutationVariables = Exact<{
  id: number;
  changes: ZoneChangesInput;
}>;


export type ConsoleUpdateZoneMutation = { updateZone: { id: number } };

export type ConsoleSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSourcesQuery = { sources: Array<{ id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null, runs: Array<{ at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null }> }>, locations: Array<{ id: number, name: string, countryCode: string, kind: LocationKind, parentId: number | null }> };

export type ConsoleRegisterSourceMutationVariables = Exact<{
  input: NewSourceInput;
}>;


export type ConsoleRegisterSourceMutation = { registerSource: { id: string } };

export type ConsoleUpdateSourceMutationVariables = Exact<{
  id: string;
  changes: SourceChangesInput;
}>;


export type ConsoleUpdateSourceMutation = { updateSource: { id: string } };

export type ConsoleRemoveSourceMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleRemoveSourceMutation = { removeSource: boolean };

export type ConsoleRunSourceMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleRunSourceMutation = { runSource: { id: string } };

export type ConsoleWaitlistQueryVariables = Exact<{
  includeDone: boolean;
}>;


export type ConsoleWaitlistQuery = { waitlist: Array<{ uuid: string, email: string, location: string, message: string | null, createdAt: string, doneAt: string | null, doneBy: string | null }> };

export type ConsoleMarkWaitlistRequestMutationVariables = Exact<{
  uuid: string;
  done: boolean;
}>;


export type ConsoleMarkWaitlistRequestMutation = { markWaitlistRequest: { uuid: string } };

export type ConsoleAuditQueryVariables = Exact<{
  actor?: string | null | undefined;
  objectType?: string | null | undefined;
  object?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type ConsoleAuditQuery = { eventAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }>, venueAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }>, zoneAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }>, sourceAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }> };

export type SiteAskQueryVariables = Exact<{
  query: string;
  townSlug?: string | null | undefined;
  countryCode?: string | null | undefined;
  without?: Array<string> | string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  free?: boolean | null | undefined;
  language: string;
}>;


export type SiteAskQuery = { ask: { locale: string, answer: string, more: boolean, suggestions: Array<string>, understood: { town: string | null, when: string, from: string, to: string, categories: Array<string>, free: boolean, q: string | null }, town: { name: string, slug: string, countryCode: string, timezone: string } | null, events: Array<{ event: { uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null } }> }, eventCategories: Array<{ id: string, label: string }> };

export type SiteEventListItemFragment = { uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null };

export type SiteCitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteCitiesQuery = { locations: Array<{ name: string, slug: string, countryCode: string, kind: LocationKind, lat: number | null, lng: number | null, localNames: Array<{ language: string, name: string }> }> };

export type SiteTownQueryVariables = Exact<{
  country: string;
  slug: string;
  language: string;
}>;


export type SiteTownQuery = { locations: Array<{ id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, nameIn: string, parent: { name: string, slug: string, countryCode: string, nameIn: string } | null, children: Array<{ name: string, slug: string, countryCode: string, nameIn: string }> }> };

export type SiteTownEventsQueryVariables = Exact<{
  id: number;
  from: string;
  until: string;
  language: string;
}>;


export type SiteTownEventsQuery = { location: { events: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }> } | null, eventCategories: Array<{ id: string, label: string }> };

export type SiteTownFeedQueryVariables = Exact<{
  id: number;
  from: string;
  until: string;
  language: string;
}>;


export type SiteTownFeedQuery = { location: { events: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }>, cancelledEvents: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }> } | null };

export type SiteEventQueryVariables = Exact<{
  uuid: string;
  language: string;
}>;


export type SiteEventQuery = { event: { uuid: string, slug: string, status: EventStatus, cancellationReason: string | null, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, sourceUrl: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { text: string } | null, venue: { name: string, slug: string, address: string, lat: number, lng: number, upcomingEvents: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }> } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, zone: { id: number, name: string, slug: string, countryCode: string, nameIn: string } | null, spottedBy: { name: string, org: string | null, isAreaAdmin: boolean } | null } | null };

export type SiteVenueQueryVariables = Exact<{
  slug: string;
  language: string;
}>;


export type SiteVenueQuery = { venue: { slug: string, name: string, address: string, lat: number, lng: number, website: string | null, description: string | null, zone: { name: string, slug: string, countryCode: string, timezone: string, nameIn: string }, upcomingEvents: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }> } | null };

export type SiteVenueFeedQueryVariables = Exact<{
  slug: string;
  language: string;
}>;


export type SiteVenueFeedQuery = { venue: { name: string, upcomingEvents: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }>, cancelledEvents: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }> } | null };

export type SiteTownSearchQueryVariables = Exact<{
  id: number;
  q?: string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  from: string;
  to: string;
  free: boolean;
  near?: GeoPointInput | null | undefined;
  radius?: number | null | undefined;
  language: string;
}>;


export type SiteTownSearchQuery = { location: { searchEvents: { edges: Array<{ distance: number | null, node: { uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null } }>, pageInfo: { hasNextPage: boolean } } } | null, eventCategories: Array<{ id: string, label: string }> };

export type SiteNearQueryVariables = Exact<{
  lat: number;
  lng: number;
  radius: number;
  from: string;
  to: string;
  language: string;
}>;


export type SiteNearQuery = { zoneAt: { name: string, slug: string, countryCode: string, kind: LocationKind, nameIn: string, parent: { nameIn: string } | null } | null, searchEvents: { edges: Array<{ distance: number | null, node: { uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null } }>, pageInfo: { hasNextPage: boolean } } };

export type SiteVenuesNamedQueryVariables = Exact<{
  q: string;
}>;


export type SiteVenuesNamedQuery = { venuesMatching: Array<{ name: string, lat: number, lng: number }> };

export type SiteMoreLikeQueryVariables = Exact<{
  zoneId: number;
  categories?: Array<string> | string | null | undefined;
  from: string;
  to: string;
  language: string;
}>;


export type SiteMoreLikeQuery = { location: { searchEvents: { nodes: Array<{ uuid: string, slug: string, status: EventStatus, title: string, startTime: string, endTime: string | null, startTimeLocal: string, description: string, isFree: boolean, priceInfo: string | null, categories: Array<string>, imageUrl: string | null, venue: { name: string, slug: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, nameIn: string } | null }> } } | null };

export type StaffZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffZonesQuery = { locations: Array<{ id: number, name: string, kind: LocationKind, parentId: number | null, countryCode: string, hidden: boolean }> };

export type StaffQueueFieldsFragment = { nodes: Array<{ submittedAt: string, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string, timezone: string, zone: { name: string } | null, venue: { name: string, status: VenueStatus } | null, place: { name: string | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } };

export type StaffQueueQueryVariables = Exact<{
  status?: Array<EventStatus> | EventStatus | null | undefined;
  after?: string | null | undefined;
  q?: string | null | undefined;
  order?: string;
  sourceId?: string | null | undefined;
  submitter?: string | null | undefined;
}>;


export type StaffQueueQuery = { reviewQueue: { nodes: Array<{ submittedAt: string, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string, timezone: string, zone: { name: string } | null, venue: { name: string, status: VenueStatus } | null, place: { name: string | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } } };

export type StaffZoneQueueQueryVariables = Exact<{
  zoneId: number;
  status?: Array<EventStatus> | EventStatus | null | undefined;
  after?: string | null | undefined;
  q?: string | null | undefined;
  order?: string;
  sourceId?: string | null | undefined;
  submitter?: string | null | undefined;
}>;


export type StaffZoneQueueQuery = { location: { id: number, reviewQueue: { nodes: Array<{ submittedAt: string, event: { uuid: string, title: string, status: EventStatus, startTimeLocal: string, timezone: string, zone: { name: string } | null, venue: { name: string, status: VenueStatus } | null, place: { name: string | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } } } | null };

export type StaffEventFieldsFragment = { uuid: string, slug: string, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, status: EventStatus, sourceUrl: string | null, sourceId: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, zone: { name: string } | null, venue: { slug: string, name: string, status: VenueStatus } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, spottedBy: { name: string, org: string | null, avatarUrl: string | null, isAreaAdmin: boolean } | null };

export type StaffEventReviewQueryVariables = Exact<{
  uuid: string;
}>;


export type StaffEventReviewQuery = { eventReview: { actions: Array<EventAction>, event: { uuid: string, slug: string, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, status: EventStatus, sourceUrl: string | null, sourceId: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, submission: { missingFields: Array<string>, createdAt: string, question: string | null, answer: string | null, answeredAt: string | null } | null, transitions: Array<{ action: string, fromStatus: EventStatus, toStatus: EventStatus, actor: string, actorRole: string, message: string | null, changes: Record<string, unknown>, at: string }>, zone: { name: string } | null, venue: { slug: string, name: string, status: VenueStatus } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, spottedBy: { name: string, org: string | null, avatarUrl: string | null, isAreaAdmin: boolean } | null } } | null };

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
  message?: string | null | undefined;
}>;


export type StaffCancelVenueEventMutation = { cancelVenueEvent: { uuid: string } };

export type StaffReinstateVenueEventMutationVariables = Exact<{
  venueSlug: string;
  uuid: string;
}>;


export type StaffReinstateVenueEventMutation = { reinstateVenueEvent: { uuid: string } };

export type StaffZoneVenuesQueryVariables = Exact<{
  zoneId: number;
}>;


export type StaffZoneVenuesQuery = { venues: Array<{ id: number, slug: string, name: string }> };

export type SiteSubmissionFieldsFragment = { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, question: string | null, questionAskedAt: string | null, answer: string | null, answeredAt: string | null, event: { uuid: string, slug: string, status: EventStatus, startTimeLocal: string, endTimeLocal: string | null, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, countryCode: string, nameIn: string } | null } | null };

export type SiteSubmitEventMutationVariables = Exact<{
  input: SubmitEventInput;
  idempotencyKey?: string | null | undefined;
  language: string;
}>;


export type SiteSubmitEventMutation = { submitEvent: { status: ReceiptStatus, replayed: boolean, duplicate: boolean, editLink: string | null, submission: { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, question: string | null, questionAskedAt: string | null, answer: string | null, answeredAt: string | null, event: { uuid: string, slug: string, status: EventStatus, startTimeLocal: string, endTimeLocal: string | null, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, countryCode: string, nameIn: string } | null } | null } } };

export type SiteSubmissionQueryVariables = Exact<{
  uuid: string;
  language: string;
}>;


export type SiteSubmissionQuery = { submission: { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, question: string | null, questionAskedAt: string | null, answer: string | null, answeredAt: string | null, event: { uuid: string, slug: string, status: EventStatus, startTimeLocal: string, endTimeLocal: string | null, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, countryCode: string, nameIn: string } | null } | null } | null };

export type SiteCorrectSubmissionMutationVariables = Exact<{
  uuid: string;
  changes: SubmissionChangesInput;
  linkToken: string;
  answer?: string | null | undefined;
  language: string;
}>;


export type SiteCorrectSubmissionMutation = { updateSubmission: { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, question: string | null, questionAskedAt: string | null, answer: string | null, answeredAt: string | null, event: { uuid: string, slug: string, status: EventStatus, startTimeLocal: string, endTimeLocal: string | null, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string, address: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string, countryCode: string, nameIn: string } | null } | null } };

export type SiteSubmitPlacesQueryVariables = Exact<{
  zoneId: number;
  withVenues: boolean;
  language: string;
}>;


export type SiteSubmitPlacesQuery = { locations: Array<{ id: number, name: string, slug: string, countryCode: string, kind: LocationKind, parentId: number | null, nameIn: string }>, venues?: Array<{ name: string }> };

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
export const ConsoleVenueFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsoleVenueFields on Venue {
  slug
  name
  address
  lat
  lng
  zoneId
  website
  description
  status
  zone {
    name
    timezone
  }
}
    `, {"fragmentName":"ConsoleVenueFields"}) as unknown as TypedDocumentString<ConsoleVenueFieldsFragment, unknown>;
export const ConsoleZoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsoleZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  hidden
  lat
  lng
  localNames {
    language
    name
  }
}
    `, {"fragmentName":"ConsoleZoneFields"}) as unknown as TypedDocumentString<ConsoleZoneFieldsFragment, unknown>;
export const ConsoleAuditFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsoleAuditFields on AuditEntry {
  id
  at
  actor
  action
  objectType
  objectId
  objectName
  message
  changes
}
    `, {"fragmentName":"ConsoleAuditFields"}) as unknown as TypedDocumentString<ConsoleAuditFieldsFragment, unknown>;
export const ConsoleSourceRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsoleSourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}
    `, {"fragmentName":"ConsoleSourceRunFields"}) as unknown as TypedDocumentString<ConsoleSourceRunFieldsFragment, unknown>;
export const SiteEventListItemFragmentDoc = new TypedDocumentString(`
    fragment SiteEventListItem on Event {
  uuid
  slug
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
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
      timezone
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
  sourceId
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
  question
  questionAskedAt
  answer
  answeredAt
  event {
    uuid
    slug
    status
    startTimeLocal
    endTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
    venue {
      name
      address
    }
    place {
      name
      address
    }
    zone {
      name
      countryCode
      nameIn(language: $language)
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
}`, {"fragmentName":"SiteSubmissionFields"}) as unknown as TypedDocumentString<SiteSubmissionFieldsFragment, unknown>;
export const ConsoleVenuesDocument = new TypedDocumentString(`
    query ConsoleVenues($q: String, $zoneIds: [Int!], $offset: Int!) {
  venueDirectory(q: $q, zoneIds: $zoneIds, offset: $offset) {
    total
    venues {
      ...ConsoleVenueFields
    }
  }
  locations(includeHidden: true) {
    id
    name
    countryCode
    kind
    parentId
  }
}
    fragment ConsoleVenueFields on Venue {
  slug
  name
  address
  lat
  lng
  zoneId
  website
  description
  status
  zone {
    name
    timezone
  }
}`) as unknown as TypedDocumentString<ConsoleVenuesQuery, ConsoleVenuesQueryVariables>;
export const ConsoleVenueDocument = new TypedDocumentString(`
    query ConsoleVenue($slug: String!) {
  venue(slug: $slug) {
    ...ConsoleVenueFields
    managers
    tokens {
      id
      label
      createdBy
      createdAt
      revokedAt
    }
  }
}
    fragment ConsoleVenueFields on Venue {
  slug
  name
  address
  lat
  lng
  zoneId
  website
  description
  status
  zone {
    name
    timezone
  }
}`) as unknown as TypedDocumentString<ConsoleVenueQuery, ConsoleVenueQueryVariables>;
export const ConsoleZoneVenuesDocument = new TypedDocumentString(`
    query ConsoleZoneVenues($zoneId: Int!) {
  venues(zoneId: $zoneId, includeProposed: true) {
    slug
    name
    status
  }
}
    `) as unknown as TypedDocumentString<ConsoleZoneVenuesQuery, ConsoleZoneVenuesQueryVariables>;
export const ConsoleCreateVenueDocument = new TypedDocumentString(`
    mutation ConsoleCreateVenue($input: NewVenueInput!) {
  createVenue(input: $input) {
    slug
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateVenueMutation, ConsoleCreateVenueMutationVariables>;
export const ConsoleUpdateVenueDocument = new TypedDocumentString(`
    mutation ConsoleUpdateVenue($slug: String!, $changes: VenueChangesInput!) {
  updateVenue(slug: $slug, changes: $changes) {
    slug
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateVenueMutation, ConsoleUpdateVenueMutationVariables>;
export const ConsoleAddVenueManagerDocument = new TypedDocumentString(`
    mutation ConsoleAddVenueManager($slug: String!, $subject: String!) {
  addVenueManager(slug: $slug, subject: $subject) {
    slug
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddVenueManagerMutation, ConsoleAddVenueManagerMutationVariables>;
export const ConsoleRemoveVenueManagerDocument = new TypedDocumentString(`
    mutation ConsoleRemoveVenueManager($slug: String!, $subject: String!) {
  removeVenueManager(slug: $slug, subject: $subject) {
    slug
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveVenueManagerMutation, ConsoleRemoveVenueManagerMutationVariables>;
export const ConsoleIssueVenueTokenDocument = new TypedDocumentString(`
    mutation ConsoleIssueVenueToken($slug: String!, $label: String) {
  issueVenueToken(slug: $slug, label: $label) {
    id
    token
  }
}
    `) as unknown as TypedDocumentString<ConsoleIssueVenueTokenMutation, ConsoleIssueVenueTokenMutationVariables>;
export const ConsoleRevokeVenueTokenDocument = new TypedDocumentString(`
    mutation ConsoleRevokeVenueToken($id: String!) {
  revokeVenueToken(id: $id)
}
    `) as unknown as TypedDocumentString<ConsoleRevokeVenueTokenMutation, ConsoleRevokeVenueTokenMutationVariables>;
export const ConsoleMoveVenueSourcesDocument = new TypedDocumentString(`
    mutation ConsoleMoveVenueSources($slug: String!, $into: String!) {
  moveVenueSources(slug: $slug, into: $into)
}
    `) as unknown as TypedDocumentString<ConsoleMoveVenueSourcesMutation, ConsoleMoveVenueSourcesMutationVariables>;
export const ConsoleZonesDocument = new TypedDocumentString(`
    query ConsoleZones {
  locations(includeHidden: true) {
    ...ConsoleZoneFields
  }
}
    fragment ConsoleZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  hidden
  lat
  lng
  localNames {
    language
    name
  }
}`) as unknown as TypedDocumentString<ConsoleZonesQuery, ConsoleZonesQueryVariables>;
export const ConsoleCreateZoneDocument = new TypedDocumentString(`
    mutation ConsoleCreateZone($input: NewZoneInput!) {
  createZone(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateZoneMutation, ConsoleCreateZoneMutationVariables>;
export const ConsoleUpdateZoneDocument = new TypedDocumentString(`
    mutation ConsoleUpdateZone($id: Int!, $changes: ZoneChangesInput!) {
  updateZone(id: $id, changes: $changes) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateZoneMutation, ConsoleUpdateZoneMutationVariables>;
export const ConsoleSourcesDocument = new TypedDocumentString(`
    query ConsoleSources {
  sources {
    id
    url
    zoneId
    venueSlug
    trust
    everyMinutes
    paused
    nextRunAt
    failuresInARow
    lastRun {
      ...ConsoleSourceRunFields
    }
    runs {
      ...ConsoleSourceRunFields
    }
  }
  locations(includeHidden: true) {
    id
    name
    countryCode
    kind
    parentId
  }
}
    fragment ConsoleSourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<ConsoleSourcesQuery, ConsoleSourcesQueryVariables>;
export const ConsoleRegisterSourceDocument = new TypedDocumentString(`
    mutation ConsoleRegisterSource($input: NewSourceInput!) {
  registerSource(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConsoleRegisterSourceMutation, ConsoleRegisterSourceMutationVariables>;
export const ConsoleUpdateSourceDocument = new TypedDocumentString(`
    mutation ConsoleUpdateSource($id: String!, $changes: SourceChangesInput!) {
  updateSource(id: $id, changes: $changes) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateSourceMutation, ConsoleUpdateSourceMutationVariables>;
export const ConsoleRemoveSourceDocument = new TypedDocumentString(`
    mutation ConsoleRemoveSource($id: String!) {
  removeSource(id: $id)
}
    `) as unknown as TypedDocumentString<ConsoleRemoveSourceMutation, ConsoleRemoveSourceMutationVariables>;
export const ConsoleRunSourceDocument = new TypedDocumentString(`
    mutation ConsoleRunSource($id: String!) {
  runSource(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConsoleRunSourceMutation, ConsoleRunSourceMutationVariables>;
export const ConsoleWaitlistDocument = new TypedDocumentString(`
    query ConsoleWaitlist($includeDone: Boolean!) {
  waitlist(limit: 100, includeDone: $includeDone) {
    uuid
    email
    location
    message
    createdAt
    doneAt
    doneBy
  }
}
    `) as unknown as TypedDocumentString<ConsoleWaitlistQuery, ConsoleWaitlistQueryVariables>;
export const ConsoleMarkWaitlistRequestDocument = new TypedDocumentString(`
    mutation ConsoleMarkWaitlistRequest($uuid: String!, $done: Boolean!) {
  markWaitlistRequest(uuid: $uuid, done: $done) {
    uuid
  }
}
    `) as unknown as TypedDocumentString<ConsoleMarkWaitlistRequestMutation, ConsoleMarkWaitlistRequestMutationVariables>;
export const ConsoleAuditDocument = new TypedDocumentString(`
    query ConsoleAudit($actor: String, $objectType: String, $object: String, $from: String, $to: String, $before: String) {
  eventAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: 50
  ) {
    ...ConsoleAuditFields
  }
  venueAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: 50
  ) {
    ...ConsoleAuditFields
  }
  zoneAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: 50
  ) {
    ...ConsoleAuditFields
  }
  sourceAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: 50
  ) {
    ...ConsoleAuditFields
  }
}
    fragment ConsoleAuditFields on AuditEntry {
  id
  at
  actor
  action
  objectType
  objectId
  objectName
  message
  changes
}`) as unknown as TypedDocumentString<ConsoleAuditQuery, ConsoleAuditQueryVariables>;
export const SiteAskDocument = new TypedDocumentString(`
    query SiteAsk($query: String!, $townSlug: String, $countryCode: String, $without: [String!], $categories: [String!], $free: Boolean, $language: String!) {
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
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteAskQuery, SiteAskQueryVariables>;
export const SiteCitiesDocument = new TypedDocumentString(`
    query SiteCities {
  locations {
    name
    slug
    countryCode
    kind
    lat
    lng
    localNames {
      language
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SiteCitiesQuery, SiteCitiesQueryVariables>;
export const SiteTownDocument = new TypedDocumentString(`
    query SiteTown($country: String!, $slug: String!, $language: String!) {
  locations(country: $country, slug: $slug) {
    id
    name
    slug
    countryCode
    timezone
    kind
    nameIn(language: $language)
    parent {
      name
      slug
      countryCode
      nameIn(language: $language)
    }
    children {
      name
      slug
      countryCode
      nameIn(language: $language)
    }
  }
}
    `) as unknown as TypedDocumentString<SiteTownQuery, SiteTownQueryVariables>;
export const SiteTownEventsDocument = new TypedDocumentString(`
    query SiteTownEvents($id: Int!, $from: String!, $until: String!, $language: String!) {
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
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteTownEventsQuery, SiteTownEventsQueryVariables>;
export const SiteTownFeedDocument = new TypedDocumentString(`
    query SiteTownFeed($id: Int!, $from: String!, $until: String!, $language: String!) {
  location(id: $id) {
    events(date: $from, until: $until, limit: 500) {
      ...SiteEventListItem
    }
    cancelledEvents(date: $from, until: $until, limit: 500) {
      ...SiteEventListItem
    }
  }
}
    fragment SiteEventListItem on Event {
  uuid
  slug
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteTownFeedQuery, SiteTownFeedQueryVariables>;
export const SiteEventDocument = new TypedDocumentString(`
    query SiteEvent($uuid: String!, $language: String!) {
  event(uuid: $uuid, includeCancelled: true) {
    uuid
    slug
    status
    cancellationReason
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
      upcomingEvents(limit: 5) {
        ...SiteEventListItem
      }
    }
    place {
      name
      address
      lat
      lng
    }
    zone {
      id
      name
      slug
      countryCode
      nameIn(language: $language)
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
}
fragment SiteEventListItem on Event {
  uuid
  slug
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteEventQuery, SiteEventQueryVariables>;
export const SiteVenueDocument = new TypedDocumentString(`
    query SiteVenue($slug: String!, $language: String!) {
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
      nameIn(language: $language)
    }
    upcomingEvents(limit: 100) {
      ...SiteEventListItem
    }
  }
}
    fragment SiteEventListItem on Event {
  uuid
  slug
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteVenueQuery, SiteVenueQueryVariables>;
export const SiteVenueFeedDocument = new TypedDocumentString(`
    query SiteVenueFeed($slug: String!, $language: String!) {
  venue(slug: $slug) {
    name
    upcomingEvents(limit: 100) {
      ...SiteEventListItem
    }
    cancelledEvents(limit: 100) {
      ...SiteEventListItem
    }
  }
}
    fragment SiteEventListItem on Event {
  uuid
  slug
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteVenueFeedQuery, SiteVenueFeedQueryVariables>;
export const SiteTownSearchDocument = new TypedDocumentString(`
    query SiteTownSearch($id: Int!, $q: String, $categories: [String!], $from: String!, $to: String!, $free: Boolean!, $near: GeoPointInput, $radius: Int, $language: String!) {
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
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteTownSearchQuery, SiteTownSearchQueryVariables>;
export const SiteNearDocument = new TypedDocumentString(`
    query SiteNear($lat: Float!, $lng: Float!, $radius: Int!, $from: String!, $to: String!, $language: String!) {
  zoneAt(lat: $lat, lng: $lng) {
    name
    slug
    countryCode
    kind
    nameIn(language: $language)
    parent {
      nameIn(language: $language)
    }
  }
  searchEvents(
    near: {lat: $lat, lng: $lng}
    radius: $radius
    sort: distance
    from: $from
    to: $to
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
    fragment SiteEventListItem on Event {
  uuid
  slug
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteNearQuery, SiteNearQueryVariables>;
export const SiteVenuesNamedDocument = new TypedDocumentString(`
    query SiteVenuesNamed($q: String!) {
  venuesMatching(q: $q, limit: 5) {
    name
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<SiteVenuesNamedQuery, SiteVenuesNamedQueryVariables>;
export const SiteMoreLikeDocument = new TypedDocumentString(`
    query SiteMoreLike($zoneId: Int!, $categories: [String!], $from: String!, $to: String!, $language: String!) {
  location(id: $zoneId) {
    searchEvents(categories: $categories, from: $from, to: $to, limit: 6) {
      nodes {
        ...SiteEventListItem
      }
    }
  }
}
    fragment SiteEventListItem on Event {
  uuid
  slug
  status
  title
  startTime
  endTime
  startTimeLocal
  description
  isFree
  priceInfo
  categories
  imageUrl
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
    nameIn(language: $language)
  }
}`) as unknown as TypedDocumentString<SiteMoreLikeQuery, SiteMoreLikeQueryVariables>;
export const StaffZonesDocument = new TypedDocumentString(`
    query StaffZones {
  locations(includeHidden: true) {
    id
    name
    kind
    parentId
    countryCode
    hidden
  }
}
    `) as unknown as TypedDocumentString<StaffZonesQuery, StaffZonesQueryVariables>;
export const StaffQueueDocument = new TypedDocumentString(`
    query StaffQueue($status: [EventStatus!], $after: String, $q: String, $order: String! = "oldest", $sourceId: String, $submitter: String) {
  reviewQueue(
    status: $status
    limit: 20
    after: $after
    q: $q
    order: $order
    sourceId: $sourceId
    submitter: $submitter
  ) {
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
      timezone
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
    query StaffZoneQueue($zoneId: Int!, $status: [EventStatus!], $after: String, $q: String, $order: String! = "oldest", $sourceId: String, $submitter: String) {
  location(id: $zoneId) {
    id
    reviewQueue(
      status: $status
      limit: 20
      after: $after
      q: $q
      order: $order
      sourceId: $sourceId
      submitter: $submitter
    ) {
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
      timezone
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
        question
        answer
        answeredAt
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
  sourceId
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
    mutation StaffCancelVenueEvent($venueSlug: String!, $uuid: String!, $message: String) {
  cancelVenueEvent(venueSlug: $venueSlug, uuid: $uuid, message: $message) {
    uuid
  }
}
    `) as unknown as TypedDocumentString<StaffCancelVenueEventMutation, StaffCancelVenueEventMutationVariables>;
export const StaffReinstateVenueEventDocument = new TypedDocumentString(`
    mutation StaffReinstateVenueEvent($venueSlug: String!, $uuid: String!) {
  reinstateVenueEvent(venueSlug: $venueSlug, uuid: $uuid) {
    uuid
  }
}
    `) as unknown as TypedDocumentString<StaffReinstateVenueEventMutation, StaffReinstateVenueEventMutationVariables>;
export const StaffZoneVenuesDocument = new TypedDocumentString(`
    query StaffZoneVenues($zoneId: Int!) {
  venues(zoneId: $zoneId) {
    id
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<StaffZoneVenuesQuery, StaffZoneVenuesQueryVariables>;
export const SiteSubmitEventDocument = new TypedDocumentString(`
    mutation SiteSubmitEvent($input: SubmitEventInput!, $idempotencyKey: String, $language: String!) {
  submitEvent(input: $input, idempotencyKey: $idempotencyKey) {
    status
    replayed
    duplicate
    editLink
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
  question
  questionAskedAt
  answer
  answeredAt
  event {
    uuid
    slug
    status
    startTimeLocal
    endTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
    venue {
      name
      address
    }
    place {
      name
      address
    }
    zone {
      name
      countryCode
      nameIn(language: $language)
    }
  }
}`) as unknown as TypedDocumentString<SiteSubmitEventMutation, SiteSubmitEventMutationVariables>;
export const SiteSubmissionDocument = new TypedDocumentString(`
    query SiteSubmission($uuid: String!, $language: String!) {
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
  question
  questionAskedAt
  answer
  answeredAt
  event {
    uuid
    slug
    status
    startTimeLocal
    endTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
    venue {
      name
      address
    }
    place {
      name
      address
    }
    zone {
      name
      countryCode
      nameIn(language: $language)
    }
  }
}`) as unknown as TypedDocumentString<SiteSubmissionQuery, SiteSubmissionQueryVariables>;
export const SiteCorrectSubmissionDocument = new TypedDocumentString(`
    mutation SiteCorrectSubmission($uuid: String!, $changes: SubmissionChangesInput!, $linkToken: String!, $answer: String, $language: String!) {
  updateSubmission(
    uuid: $uuid
    changes: $changes
    linkToken: $linkToken
    answer: $answer
  ) {
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
  question
  questionAskedAt
  answer
  answeredAt
  event {
    uuid
    slug
    status
    startTimeLocal
    endTimeLocal
    startTime
    endTime
    timezone
    ...EventContentFields
    venue {
      name
      address
    }
    place {
      name
      address
    }
    zone {
      name
      countryCode
      nameIn(language: $language)
    }
  }
}`) as unknown as TypedDocumentString<SiteCorrectSubmissionMutation, SiteCorrectSubmissionMutationVariables>;
export const SiteSubmitPlacesDocument = new TypedDocumentString(`
    query SiteSubmitPlaces($zoneId: Int!, $withVenues: Boolean!, $language: String!) {
  locations {
    id
    name
    slug
    countryCode
    kind
    parentId
    nameIn(language: $language)
  }
  venues(zoneId: $zoneId) @include(if: $withVenues) {
    name
  }
}
    `) as unknown as TypedDocumentString<SiteSubmitPlacesQuery, SiteSubmitPlacesQueryVariables>;