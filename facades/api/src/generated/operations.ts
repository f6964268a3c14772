/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** An earlier turn of the conversation: what the person asked, or what was answered. */
export type AskTurnInput = {
  content: string;
  /** `user` or `assistant`; only what the person asked is read. */
  role: string;
};

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

/** start: soonest first; relevance: best match first (needs text); distance: nearest first (needs near); each then soonest. */
export const EventSearchSort = {
  Distance: 'distance',
  Relevance: 'relevance',
  Start: 'start'
} as const;

export type EventSearchSort = typeof EventSearchSort[keyof typeof EventSearchSort];
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

/** What a reviewer does with every waiting date of a repeating event at once: approve (publish), or reject (administrators). */
export const SeriesReviewAction = {
  Approve: 'approve',
  Reject: 'reject'
} as const;

export type SeriesReviewAction = typeof SeriesReviewAction[keyof typeof SeriesReviewAction];
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
/** "Tell me when my town is covered." */
export type WaitlistInput = {
  email: string;
  /** A form's trap for robots: filled in, the request is answered but not kept. */
  honeypot?: string | null | undefined;
  /** The town or neighbourhood, in their words. */
  location: string;
  message?: string | null | undefined;
};

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

export type AdminVenueFieldsFragment = { slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null, status: VenueStatus, zone: { name: string } };

export type AdminZoneFieldsFragment = { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, hidden: boolean, lat: number | null, lng: number | null, localNames: Array<{ language: string, name: string }> };

export type AuditEntryFieldsFragment = { id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> };

export type AdminVenuesQueryVariables = Exact<{
  q?: string | null | undefined;
  zoneIds?: Array<number> | number | null | undefined;
  status?: string | null | undefined;
  offset: number;
}>;


export type AdminVenuesQuery = { venueDirectory: { total: number, venues: Array<{ slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null, status: VenueStatus, zone: { name: string } }> } };

export type AdminVenueQueryVariables = Exact<{
  slug: string;
}>;


export type AdminVenueQuery = { venue: { managers: Array<string>, slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null, status: VenueStatus, tokens: Array<{ id: string, label: string | null, createdBy: string, createdAt: string, revokedAt: string | null }>, zone: { name: string } } | null };

export type AdminCreateVenueMutationVariables = Exact<{
  input: NewVenueInput;
}>;


export type AdminCreateVenueMutation = { createVenue: { slug: string } };

export type AdminUpdateVenueMutationVariables = Exact<{
  slug: string;
  changes: VenueChangesInput;
}>;


export type AdminUpdateVenueMutation = { updateVenue: { slug: string } };

export type AdminAddVenueManagerMutationVariables = Exact<{
  slug: string;
  subject: string;
}>;


export type AdminAddVenueManagerMutation = { addVenueManager: { slug: string } };

export type AdminRemoveVenueManagerMutationVariables = Exact<{
  slug: string;
  subject: string;
}>;


export type AdminRemoveVenueManagerMutation = { removeVenueManager: { slug: string } };

export type AdminIssueVenueTokenMutationVariables = Exact<{
  slug: string;
  label?: string | null | undefined;
}>;


export type AdminIssueVenueTokenMutation = { issueVenueToken: { id: string, token: string, createdAt: string } };

export type AdminRevokeVenueTokenMutationVariables = Exact<{
  id: string;
}>;


export type AdminRevokeVenueTokenMutation = { revokeVenueToken: boolean };

export type AdminMoveVenueSourcesMutationVariables = Exact<{
  slug: string;
  into: string;
}>;


export type AdminMoveVenueSourcesMutation = { moveVenueSources: number };

export type AdminZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminZonesQuery = { locations: Array<{ id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, hidden: boolean, lat: number | null, lng: number | null, localNames: Array<{ language: string, name: string }> }> };

export type AdminCreateZoneMutationVariables = Exact<{
  input: NewZoneInput;
}>;


export type AdminCreateZoneMutation = { createZone: { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, hidden: boolean, lat: number | null, lng: number | null, localNames: Array<{ language: string, name: string }> } };

export type AdminUpdateZoneMutationVariables = Exact<{
  id: number;
  changes: ZoneChangesInput;
}>;


export type AdminUpdateZoneMutation = { updateZone: { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, hidden: boolean, lat: number | null, lng: number | null, localNames: Array<{ language: string, name: string }> } };

export type AdminAuditQueryVariables = Exact<{
  actor?: string | null | undefined;
  objectType?: string | null | undefined;
  object?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  before?: string | null | undefined;
  limit: number;
}>;


export type AdminAuditQuery = { eventAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }>, venueAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }>, zoneAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }>, sourceAudit: Array<{ id: string, at: string, actor: string, action: string, objectType: string, objectId: string, objectName: string, message: string | null, changes: Record<string, unknown> }> };

export type ZoneIdsQueryVariables = Exact<{
  id: number;
}>;


export type ZoneIdsQuery = { location: { zoneIds: Array<number> } | null };

export type AskQueryVariables = Exact<{
  query: string;
  townSlug?: string | null | undefined;
  keepTown: boolean;
  locale?: string | null | undefined;
  limit: number;
  conversation?: Array<AskTurnInput> | AskTurnInput | null | undefined;
}>;


export type AskQuery = { ask: { answer: string, locale: string, more: boolean, suggestions: Array<string>, understood: { town: string | null, from: string, to: string, categories: Array<string>, free: boolean, q: string | null }, town: { name: string, slug: string, timezone: string, countryCode: string } | null, events: Array<{ startLabel: string, tags: Array<string>, event: { uuid: string, slug: string, title: string, startTime: string, endTime: string | null, venue: { name: string } | null, place: { name: string | null } | null } }> } };

export type VenuePlacementQueryVariables = Exact<{
  slug: string;
}>;


export type VenuePlacementQuery = { venue: { id: number, zone: { id: number, timezone: string } } | null };

export type ZonePlacementQueryVariables = Exact<{
  id: number;
}>;


export type ZonePlacementQuery = { location: { id: number, timezone: string } | null };

export type EventSummaryFieldsFragment = { uuid: string, slug: string, title: string, startTime: string, startTimeLocal: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null };

export type EventsInZonesQueryVariables = Exact<{
  zoneIds: Array<number> | number;
  timezone: string;
  date?: string | null | undefined;
}>;


export type EventsInZonesQuery = { eventsInZones: Array<{ uuid: string, title: string, startTime: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null }> };

export type EventsInZonesBetweenQueryVariables = Exact<{
  zoneIds: Array<number> | number;
  timezone: string;
  from: string;
  until: string;
  limit: number;
}>;


export type EventsInZonesBetweenQuery = { weeklyEventCounts: Array<number>, eventsInZones: Array<{ uuid: string, slug: string, title: string, startTime: string, startTimeLocal: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null }> };

export type EventDetailQueryVariables = Exact<{
  uuid: string;
}>;


export type EventDetailQuery = { event: { uuid: string, slug: string, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, createdAt: string, updatedAt: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, zone: { name: string } | null, venue: { name: string, address: string, lat: number, lng: number, description: string | null } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null, spottedBy: { name: string, org: string | null, avatarUrl: string | null, spottedAt: string, isAreaAdmin: boolean } | null } | null };

export type EventSearchFieldsFragment = { edges: Array<{ distance: number | null, node: { uuid: string, title: string, startTime: string, startTimeLocal: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } };

export type SearchEventsQueryVariables = Exact<{
  q?: string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  free: boolean;
  near?: GeoPointInput | null | undefined;
  radius?: number | null | undefined;
  sort?: EventSearchSort | null | undefined;
  limit: number;
  after?: string | null | undefined;
}>;


export type SearchEventsQuery = { searchEvents: { edges: Array<{ distance: number | null, node: { uuid: string, title: string, startTime: string, startTimeLocal: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SearchEventsOfZoneQueryVariables = Exact<{
  zoneId: number;
  q?: string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  free: boolean;
  near?: GeoPointInput | null | undefined;
  radius?: number | null | undefined;
  sort?: EventSearchSort | null | undefined;
  limit: number;
  after?: string | null | undefined;
}>;


export type SearchEventsOfZoneQuery = { location: { id: number, hidden: boolean, searchEvents: { edges: Array<{ distance: number | null, node: { uuid: string, title: string, startTime: string, startTimeLocal: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type EventCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type EventCategoriesQuery = { eventCategories: Array<{ id: string, label: string }> };

export type FindEventsMatchingQueryVariables = Exact<{
  zoneId: number;
  q?: string | null | undefined;
  categories?: Array<string> | string | null | undefined;
  from: string;
  to: string;
  free: boolean;
  near?: GeoPointInput | null | undefined;
  radius?: number | null | undefined;
  limit: number;
}>;


export type FindEventsMatchingQuery = { location: { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, active: boolean, hidden: boolean, lat: number | null, lng: number | null, weeklyEventsCount: number, activeUsers: number, searchEvents: { nodes: Array<{ uuid: string, slug: string, title: string, startTime: string, startTimeLocal: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null }>, pageInfo: { hasNextPage: boolean } } } | null };

export type ZoneFieldsFragment = { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, active: boolean, hidden: boolean, lat: number | null, lng: number | null, weeklyEventsCount: number, activeUsers: number };

export type LocationsListQueryVariables = Exact<{
  country?: string | null | undefined;
  slug?: string | null | undefined;
  includeHidden: boolean;
}>;


export type LocationsListQuery = { locations: Array<{ id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, active: boolean, hidden: boolean, lat: number | null, lng: number | null, weeklyEventsCount: number, activeUsers: number }> };

export type DirectoryZoneFieldsFragment = { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, active: boolean, hidden: boolean, lat: number | null, lng: number | null, zoneIds: Array<number> };

export type ZoneDirectoryQueryVariables = Exact<{
  country?: string | null | undefined;
  includeHidden: boolean;
}>;


export type ZoneDirectoryQuery = { locationsVersion: string, locations: Array<{ id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, active: boolean, hidden: boolean, lat: number | null, lng: number | null, zoneIds: Array<number> }> };

export type LocationsVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type LocationsVersionQuery = { locationsVersion: string };

export type DirectoryZoneQueryVariables = Exact<{
  id: number;
}>;


export type DirectoryZoneQuery = { location: { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, active: boolean, hidden: boolean, lat: number | null, lng: number | null, zoneIds: Array<number> } | null };

export type WeeklyEventCountsQueryVariables = Exact<{
  zoneIds: Array<number> | number;
}>;


export type WeeklyEventCountsQuery = { weeklyEventCounts: Array<number> };

export type ActiveUsersOfZonesQueryVariables = Exact<{
  groups: Array<Array<number> | number> | Array<number> | number;
}>;


export type ActiveUsersOfZonesQuery = { activeUsersOfZones: Array<number> };

export type ZoneNamesQueryVariables = Exact<{
  country?: string | null | undefined;
  slug?: string | null | undefined;
}>;


export type ZoneNamesQuery = { locations: Array<{ id: number, name: string, slug: string, countryCode: string, timezone: string }> };

export type ZoneByIdQueryVariables = Exact<{
  id: number;
}>;


export type ZoneByIdQuery = { location: { id: number, name: string, slug: string, countryCode: string, timezone: string, hidden: boolean } | null };

export type ZoneAtQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;


export type ZoneAtQuery = { zoneAt: { id: number, name: string, slug: string, countryCode: string, timezone: string, kind: LocationKind, parentId: number | null, active: boolean, hidden: boolean, lat: number | null, lng: number | null, weeklyEventsCount: number, activeUsers: number } | null };

export type ProposedVenueFieldsFragment = { slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, status: VenueStatus, zone: { name: string } };

export type ProposedVenuesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProposedVenuesQuery = { proposedVenues: Array<{ slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, status: VenueStatus, zone: { name: string } }> };

export type ApproveVenueMutationVariables = Exact<{
  slug: string;
}>;


export type ApproveVenueMutation = { approveVenue: { slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, status: VenueStatus, zone: { name: string } } };

export type MoveVenueEventsMutationVariables = Exact<{
  slug: string;
  into: string;
}>;


export type MoveVenueEventsMutation = { moveVenueEvents: number };

export type MergeVenueMutationVariables = Exact<{
  slug: string;
  into: string;
}>;


export type MergeVenueMutation = { mergeVenue: { slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, status: VenueStatus, zone: { name: string } } };

export type EventReviewQueryVariables = Exact<{
  uuid: string;
}>;


export type EventReviewQuery = { eventReview: { actions: Array<EventAction>, replayed: boolean, event: { uuid: string, title: string, status: EventStatus, seriesUuid: string | null, spottedBy: { name: string, org: string | null, avatarUrl: string | null, spottedAt: string, isAreaAdmin: boolean } | null } } | null };

export type ReviewEventMutationVariables = Exact<{
  uuid: string;
  input: ReviewEventInput;
  idempotencyKey?: string | null | undefined;
}>;


export type ReviewEventMutation = { reviewEvent: { actions: Array<EventAction>, replayed: boolean, event: { uuid: string, title: string, status: EventStatus, seriesUuid: string | null, spottedBy: { name: string, org: string | null, avatarUrl: string | null, spottedAt: string, isAreaAdmin: boolean } | null } } };

export type ReviewQueueFieldsFragment = { nodes: Array<{ submittedAt: string, actions: Array<EventAction>, event: { uuid: string, title: string, status: EventStatus, startTime: string, startTimeLocal: string, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, zone: { name: string } | null, venue: { slug: string, name: string, status: VenueStatus } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus, startTime: string }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } };

export type ReviewQueueQueryVariables = Exact<{
  status?: Array<EventStatus> | EventStatus | null | undefined;
  limit: number;
  after?: string | null | undefined;
  q?: string | null | undefined;
  order?: string;
  sourceId?: string | null | undefined;
  submitter?: string | null | undefined;
}>;


export type ReviewQueueQuery = { reviewQueue: { nodes: Array<{ submittedAt: string, actions: Array<EventAction>, event: { uuid: string, title: string, status: EventStatus, startTime: string, startTimeLocal: string, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, zone: { name: string } | null, venue: { slug: string, name: string, status: VenueStatus } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus, startTime: string }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } } };

export type ZoneReviewQueueQueryVariables = Exact<{
  zoneId: number;
  status?: Array<EventStatus> | EventStatus | null | undefined;
  limit: number;
  after?: string | null | undefined;
  q?: string | null | undefined;
  order?: string;
  sourceId?: string | null | undefined;
  submitter?: string | null | undefined;
}>;


export type ZoneReviewQueueQuery = { location: { id: number, reviewQueue: { nodes: Array<{ submittedAt: string, actions: Array<EventAction>, event: { uuid: string, title: string, status: EventStatus, startTime: string, startTimeLocal: string, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, zone: { name: string } | null, venue: { slug: string, name: string, status: VenueStatus } | null, place: { name: string | null, address: string | null, lat: number | null, lng: number | null } | null, submission: { missingFields: Array<string> } | null }, possibleDuplicates: Array<{ uuid: string, title: string, status: EventStatus, startTime: string }> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null }, counts: { ready_for_review: number, needs_info: number } } } | null };

export type EventVenueUnderReviewQueryVariables = Exact<{
  uuid: string;
}>;


export type EventVenueUnderReviewQuery = { eventReview: { actions: Array<EventAction>, event: { venue: { slug: string, status: VenueStatus } | null } } | null };

export type RejectPendingOfSourceMutationVariables = Exact<{
  sourceId: string;
  message?: string | null | undefined;
}>;


export type RejectPendingOfSourceMutation = { rejectPendingEvents: number };

export type RejectPendingOfSubmissionsMutationVariables = Exact<{
  submissionUuids: Array<string> | string;
  message?: string | null | undefined;
}>;


export type RejectPendingOfSubmissionsMutation = { rejectPendingEvents: number };

export type SubmissionsOfSubmitterQueryVariables = Exact<{
  eventUuid: string;
}>;


export type SubmissionsOfSubmitterQuery = { eventReview: { event: { submission: { uuid: string } | null } } | null };

export type SameSubmitterQueryVariables = Exact<{
  submissionUuid: string;
}>;


export type SameSubmitterQuery = { sameSubmitter: Array<string> };

export type PauseSourceMutationVariables = Exact<{
  id: string;
}>;


export type PauseSourceMutation = { updateSource: { id: string, paused: boolean } };

export type EventSeriesQueryVariables = Exact<{
  uuid: string;
}>;


export type EventSeriesQuery = { eventSeries: { uuid: string, created: number | null, updated: number | null, cancelled: number | null, recurrence: { rule: string, text: string, excludedDates: Array<string> }, events: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> } | null };

export type UpdateEventSeriesMutationVariables = Exact<{
  uuid: string;
  changes?: EventChangesInput | null | undefined;
  recurrence?: string | null | undefined;
  excludedDates?: Array<string> | string | null | undefined;
}>;


export type UpdateEventSeriesMutation = { updateEventSeries: { uuid: string, created: number | null, updated: number | null, cancelled: number | null, recurrence: { rule: string, text: string, excludedDates: Array<string> }, events: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> } };

export type ReviewEventSeriesMutationVariables = Exact<{
  uuid: string;
  action: SeriesReviewAction;
  message?: string | null | undefined;
}>;


export type ReviewEventSeriesMutation = { reviewEventSeries: { uuid: string, created: number | null, updated: number | null, cancelled: number | null, recurrence: { rule: string, text: string, excludedDates: Array<string> }, events: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> } };

export type RepeatEventMutationVariables = Exact<{
  uuid: string;
  recurrence: string;
  excludedDates?: Array<string> | string | null | undefined;
}>;


export type RepeatEventMutation = { repeatEvent: { uuid: string, created: number | null, updated: number | null, cancelled: number | null, recurrence: { rule: string, text: string, excludedDates: Array<string> }, events: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> } };

export type SourceFieldsFragment = { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null };

export type SourceRunFieldsFragment = { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null };

export type SourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type SourcesQuery = { sources: Array<{ id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null }> };

export type SourceQueryVariables = Exact<{
  id: string;
}>;


export type SourceQuery = { source: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, runs: Array<{ at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null }>, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } | null };

export type RegisterSourceMutationVariables = Exact<{
  input: NewSourceInput;
}>;


export type RegisterSourceMutation = { registerSource: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } };

export type UpdateSourceMutationVariables = Exact<{
  id: string;
  changes: SourceChangesInput;
}>;


export type UpdateSourceMutation = { updateSource: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } };

export type RemoveSourceMutationVariables = Exact<{
  id: string;
}>;


export type RemoveSourceMutation = { removeSource: boolean };

export type RunSourceMutationVariables = Exact<{
  id: string;
}>;


export type RunSourceMutation = { runSource: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } };

export type VenueSourcesQueryVariables = Exact<{
  venueSlug: string;
}>;


export type VenueSourcesQuery = { venueSources: Array<{ id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null }> };

export type VenueSourceQueryVariables = Exact<{
  venueSlug: string;
  id: string;
}>;


export type VenueSourceQuery = { venueSource: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, runs: Array<{ at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null }>, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } };

export type RegisterVenueSourceMutationVariables = Exact<{
  venueSlug: string;
  url: string;
  everyMinutes?: number | null | undefined;
}>;


export type RegisterVenueSourceMutation = { registerVenueSource: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } };

export type UpdateVenueSourceMutationVariables = Exact<{
  venueSlug: string;
  id: string;
  changes: SourceChangesInput;
}>;


export type UpdateVenueSourceMutation = { updateVenueSource: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } };

export type RemoveVenueSourceMutationVariables = Exact<{
  venueSlug: string;
  id: string;
}>;


export type RemoveVenueSourceMutation = { removeVenueSource: boolean };

export type RunVenueSourceMutationVariables = Exact<{
  venueSlug: string;
  id: string;
}>;


export type RunVenueSourceMutation = { runVenueSource: { id: string, url: string, zoneId: number, venueSlug: string | null, trust: SourceTrust, everyMinutes: number, paused: boolean, nextRunAt: string | null, failuresInARow: number, backingOff: boolean, createdAt: string, lastRun: { at: string, finishedAt: string | null, status: SourceRunStatus, created: number, updated: number, cancelled: number, unchanged: number, error: string | null } | null } };

export type SubmissionFieldsFragment = { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, failureReason: string | null, createdAt: string, updatedAt: string, event: { uuid: string, status: EventStatus, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null } | null };

export type SubmitEventMutationVariables = Exact<{
  input: SubmitEventInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SubmitEventMutation = { submitEvent: { receiptId: string, action: string, status: ReceiptStatus, idempotencyKey: string | null, replayed: boolean, duplicate: boolean, createdAt: string, editToken: string | null, submission: { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, failureReason: string | null, createdAt: string, updatedAt: string, event: { uuid: string, status: EventStatus, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null } | null }, rateLimits: Array<{ policy: string, limit: number, remaining: number, windowSeconds: number, resetSeconds: number }> } };

export type GetSubmissionQueryVariables = Exact<{
  uuid: string;
}>;


export type GetSubmissionQuery = { submission: { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, failureReason: string | null, createdAt: string, updatedAt: string, event: { uuid: string, status: EventStatus, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null } | null } | null };

export type UpdateSubmissionMutationVariables = Exact<{
  uuid: string;
  changes: SubmissionChangesInput;
  editToken?: string | null | undefined;
  linkToken?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type UpdateSubmissionMutation = { updateSubmission: { uuid: string, status: SubmissionStatus, sourceUrl: string | null, missingFields: Array<string>, failure: string | null, failureReason: string | null, createdAt: string, updatedAt: string, event: { uuid: string, status: EventStatus, startTime: string, endTime: string | null, timezone: string, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null, zone: { name: string } | null } | null } };

export type VenueEventFieldsFragment = { uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null };

export type VenueEventsQueryVariables = Exact<{
  venueSlug: string;
}>;


export type VenueEventsQuery = { venueEvents: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> };

export type VenueEventQueryVariables = Exact<{
  venueSlug: string;
  uuid: string;
}>;


export type VenueEventQuery = { venueEvent: { uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null } | null };

export type CreateVenueEventMutationVariables = Exact<{
  venueSlug: string;
  input: NewVenueEventInput;
}>;


export type CreateVenueEventMutation = { createVenueEvent: { uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null } };

export type UpdateVenueEventMutationVariables = Exact<{
  venueSlug: string;
  uuid: string;
  changes: EventChangesInput;
}>;


export type UpdateVenueEventMutation = { updateVenueEvent: { uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null } };

export type CancelVenueEventMutationVariables = Exact<{
  venueSlug: string;
  uuid: string;
}>;


export type CancelVenueEventMutation = { cancelVenueEvent: { uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null } };

export type EventSeriesFieldsFragment = { uuid: string, created: number | null, updated: number | null, cancelled: number | null, recurrence: { rule: string, text: string, excludedDates: Array<string> }, events: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> };

export type VenueEventSeriesQueryVariables = Exact<{
  venueSlug: string;
  uuid: string;
}>;


export type VenueEventSeriesQuery = { venueEventSeries: { uuid: string, created: number | null, updated: number | null, cancelled: number | null, recurrence: { rule: string, text: string, excludedDates: Array<string> }, events: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> } };

export type UpdateVenueEventSeriesMutationVariables = Exact<{
  venueSlug: string;
  uuid: string;
  changes?: EventChangesInput | null | undefined;
  recurrence?: string | null | undefined;
  excludedDates?: Array<string> | string | null | undefined;
}>;


export type UpdateVenueEventSeriesMutation = { updateVenueEventSeries: { uuid: string, created: number | null, updated: number | null, cancelled: number | null, recurrence: { rule: string, text: string, excludedDates: Array<string> }, events: Array<{ uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null }> } };

export type DescribeVenueMutationVariables = Exact<{
  slug: string;
  description?: string | null | undefined;
}>;


export type DescribeVenueMutation = { describeVenue: { slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null } };

export type ReinstateVenueEventMutationVariables = Exact<{
  venueSlug: string;
  uuid: string;
}>;


export type ReinstateVenueEventMutation = { reinstateVenueEvent: { uuid: string, slug: string, status: EventStatus, startTime: string, endTime: string | null, startTimeLocal: string, endTimeLocal: string | null, timezone: string, zoneId: number | null, sourceUrl: string | null, seriesUuid: string | null, title: string, description: string, categories: Array<string>, priceInfo: string | null, isFree: boolean, bookingRequired: boolean, accessibilityNote: string | null, imageUrl: string | null, doorsTime: string | null, recurrence: { rule: string, text: string, excludedDates: Array<string> } | null } };

export type VenueWithUpcomingEventsQueryVariables = Exact<{
  slug: string;
  limit: number;
}>;


export type VenueWithUpcomingEventsQuery = { venue: { slug: string, name: string, address: string, lat: number, lng: number, zoneId: number, website: string | null, description: string | null, upcomingEvents: Array<{ uuid: string, slug: string, title: string, startTime: string, startTimeLocal: string, zoneId: number | null, venue: { name: string } | null, place: { name: string | null, address: string | null } | null }> } | null };

export type VenueSlugsQueryVariables = Exact<{
  prefix: string;
  limit: number;
}>;


export type VenueSlugsQuery = { venueSlugs: Array<string> };

export type JoinWaitlistMutationVariables = Exact<{
  input: WaitlistInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: boolean };

export type WaitlistQueryVariables = Exact<{
  limit: number;
  includeDone: boolean;
}>;


export type WaitlistQuery = { waitlist: Array<{ uuid: string, email: string, location: string, message: string | null, createdAt: string, doneAt: string | null, doneBy: string | null }> };

export type MarkWaitlistRequestMutationVariables = Exact<{
  uuid: string;
  done: boolean;
}>;


export type MarkWaitlistRequestMutation = { markWaitlistRequest: { uuid: string, email: string, location: string, message: string | null, createdAt: string, doneAt: string | null, doneBy: string | null } };

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
export const AdminVenueFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminVenueFields on Venue {
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
  }
}
    `, {"fragmentName":"AdminVenueFields"}) as unknown as TypedDocumentString<AdminVenueFieldsFragment, unknown>;
export const AdminZoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminZoneFields on Location {
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
    `, {"fragmentName":"AdminZoneFields"}) as unknown as TypedDocumentString<AdminZoneFieldsFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuditEntryFields on AuditEntry {
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
    `, {"fragmentName":"AuditEntryFields"}) as unknown as TypedDocumentString<AuditEntryFieldsFragment, unknown>;
export const EventSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventSummaryFields on Event {
  uuid
  slug
  title
  startTime
  startTimeLocal
  zoneId
  venue {
    name
  }
  place {
    name
    address
  }
}
    `, {"fragmentName":"EventSummaryFields"}) as unknown as TypedDocumentString<EventSummaryFieldsFragment, unknown>;
export const EventSearchFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventSearchFields on EventSearch {
  edges {
    distance
    node {
      uuid
      title
      startTime
      startTimeLocal
      zoneId
      venue {
        name
      }
      place {
        name
        address
      }
    }
  }
  pageInfo {
    hasNextPage
    endCursor
  }
}
    `, {"fragmentName":"EventSearchFields"}) as unknown as TypedDocumentString<EventSearchFieldsFragment, unknown>;
export const ZoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment ZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  active
  hidden
  lat
  lng
  weeklyEventsCount
  activeUsers
}
    `, {"fragmentName":"ZoneFields"}) as unknown as TypedDocumentString<ZoneFieldsFragment, unknown>;
export const DirectoryZoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment DirectoryZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  active
  hidden
  lat
  lng
  zoneIds
}
    `, {"fragmentName":"DirectoryZoneFields"}) as unknown as TypedDocumentString<DirectoryZoneFieldsFragment, unknown>;
export const ProposedVenueFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProposedVenueFields on Venue {
  slug
  name
  address
  lat
  lng
  zoneId
  status
  zone {
    name
  }
}
    `, {"fragmentName":"ProposedVenueFields"}) as unknown as TypedDocumentString<ProposedVenueFieldsFragment, unknown>;
export const ReviewQueueFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewQueueFields on ReviewQueue {
  nodes {
    event {
      uuid
      title
      status
      startTime
      startTimeLocal
      timezone
      zoneId
      sourceUrl
      seriesUuid
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
      submission {
        missingFields
      }
    }
    submittedAt
    possibleDuplicates {
      uuid
      title
      status
      startTime
    }
    actions
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
    `, {"fragmentName":"ReviewQueueFields"}) as unknown as TypedDocumentString<ReviewQueueFieldsFragment, unknown>;
export const SourceRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}
    `, {"fragmentName":"SourceRunFields"}) as unknown as TypedDocumentString<SourceRunFieldsFragment, unknown>;
export const SourceFieldsFragmentDoc = new TypedDocumentString(`
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
    fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`, {"fragmentName":"SourceFields"}) as unknown as TypedDocumentString<SourceFieldsFragment, unknown>;
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
export const SubmissionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  failureReason
  createdAt
  updatedAt
  event {
    uuid
    status
    ...EventContentFields
    startTime
    endTime
    timezone
    venue {
      name
    }
    place {
      name
      address
    }
    zone {
      name
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
}`, {"fragmentName":"SubmissionFields"}) as unknown as TypedDocumentString<SubmissionFieldsFragment, unknown>;
export const VenueEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
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
}`, {"fragmentName":"VenueEventFields"}) as unknown as TypedDocumentString<VenueEventFieldsFragment, unknown>;
export const EventSeriesFieldsFragmentDoc = new TypedDocumentString(`
    fragment EventSeriesFields on EventSeries {
  uuid
  recurrence {
    rule
    text
    excludedDates
  }
  events {
    ...VenueEventFields
  }
  created
  updated
  cancelled
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}`, {"fragmentName":"EventSeriesFields"}) as unknown as TypedDocumentString<EventSeriesFieldsFragment, unknown>;
export const AdminVenuesDocument = new TypedDocumentString(`
    query AdminVenues($q: String, $zoneIds: [Int!], $status: String, $offset: Int!) {
  venueDirectory(q: $q, zoneIds: $zoneIds, status: $status, offset: $offset) {
    total
    venues {
      ...AdminVenueFields
    }
  }
}
    fragment AdminVenueFields on Venue {
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
  }
}`) as unknown as TypedDocumentString<AdminVenuesQuery, AdminVenuesQueryVariables>;
export const AdminVenueDocument = new TypedDocumentString(`
    query AdminVenue($slug: String!) {
  venue(slug: $slug) {
    ...AdminVenueFields
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
    fragment AdminVenueFields on Venue {
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
  }
}`) as unknown as TypedDocumentString<AdminVenueQuery, AdminVenueQueryVariables>;
export const AdminCreateVenueDocument = new TypedDocumentString(`
    mutation AdminCreateVenue($input: NewVenueInput!) {
  createVenue(input: $input) {
    slug
  }
}
    `) as unknown as TypedDocumentString<AdminCreateVenueMutation, AdminCreateVenueMutationVariables>;
export const AdminUpdateVenueDocument = new TypedDocumentString(`
    mutation AdminUpdateVenue($slug: String!, $changes: VenueChangesInput!) {
  updateVenue(slug: $slug, changes: $changes) {
    slug
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateVenueMutation, AdminUpdateVenueMutationVariables>;
export const AdminAddVenueManagerDocument = new TypedDocumentString(`
    mutation AdminAddVenueManager($slug: String!, $subject: String!) {
  addVenueManager(slug: $slug, subject: $subject) {
    slug
  }
}
    `) as unknown as TypedDocumentString<AdminAddVenueManagerMutation, AdminAddVenueManagerMutationVariables>;
export const AdminRemoveVenueManagerDocument = new TypedDocumentString(`
    mutation AdminRemoveVenueManager($slug: String!, $subject: String!) {
  removeVenueManager(slug: $slug, subject: $subject) {
    slug
  }
}
    `) as unknown as TypedDocumentString<AdminRemoveVenueManagerMutation, AdminRemoveVenueManagerMutationVariables>;
export const AdminIssueVenueTokenDocument = new TypedDocumentString(`
    mutation AdminIssueVenueToken($slug: String!, $label: String) {
  issueVenueToken(slug: $slug, label: $label) {
    id
    token
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AdminIssueVenueTokenMutation, AdminIssueVenueTokenMutationVariables>;
export const AdminRevokeVenueTokenDocument = new TypedDocumentString(`
    mutation AdminRevokeVenueToken($id: String!) {
  revokeVenueToken(id: $id)
}
    `) as unknown as TypedDocumentString<AdminRevokeVenueTokenMutation, AdminRevokeVenueTokenMutationVariables>;
export const AdminMoveVenueSourcesDocument = new TypedDocumentString(`
    mutation AdminMoveVenueSources($slug: String!, $into: String!) {
  moveVenueSources(slug: $slug, into: $into)
}
    `) as unknown as TypedDocumentString<AdminMoveVenueSourcesMutation, AdminMoveVenueSourcesMutationVariables>;
export const AdminZonesDocument = new TypedDocumentString(`
    query AdminZones {
  locations(includeHidden: true) {
    ...AdminZoneFields
  }
}
    fragment AdminZoneFields on Location {
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
}`) as unknown as TypedDocumentString<AdminZonesQuery, AdminZonesQueryVariables>;
export const AdminCreateZoneDocument = new TypedDocumentString(`
    mutation AdminCreateZone($input: NewZoneInput!) {
  createZone(input: $input) {
    ...AdminZoneFields
  }
}
    fragment AdminZoneFields on Location {
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
}`) as unknown as TypedDocumentString<AdminCreateZoneMutation, AdminCreateZoneMutationVariables>;
export const AdminUpdateZoneDocument = new TypedDocumentString(`
    mutation AdminUpdateZone($id: Int!, $changes: ZoneChangesInput!) {
  updateZone(id: $id, changes: $changes) {
    ...AdminZoneFields
  }
}
    fragment AdminZoneFields on Location {
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
}`) as unknown as TypedDocumentString<AdminUpdateZoneMutation, AdminUpdateZoneMutationVariables>;
export const AdminAuditDocument = new TypedDocumentString(`
    query AdminAudit($actor: String, $objectType: String, $object: String, $from: String, $to: String, $before: String, $limit: Int!) {
  eventAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: $limit
  ) {
    ...AuditEntryFields
  }
  venueAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: $limit
  ) {
    ...AuditEntryFields
  }
  zoneAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: $limit
  ) {
    ...AuditEntryFields
  }
  sourceAudit(
    actor: $actor
    objectType: $objectType
    object: $object
    from: $from
    to: $to
    before: $before
    limit: $limit
  ) {
    ...AuditEntryFields
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  at
  actor
  action
  objectType
  objectId
  objectName
  message
  changes
}`) as unknown as TypedDocumentString<AdminAuditQuery, AdminAuditQueryVariables>;
export const ZoneIdsDocument = new TypedDocumentString(`
    query ZoneIds($id: Int!) {
  location(id: $id) {
    zoneIds
  }
}
    `) as unknown as TypedDocumentString<ZoneIdsQuery, ZoneIdsQueryVariables>;
export const AskDocument = new TypedDocumentString(`
    query Ask($query: String!, $townSlug: String, $keepTown: Boolean!, $locale: String, $limit: Int!, $conversation: [AskTurnInput!]) {
  ask(
    query: $query
    townSlug: $townSlug
    keepTown: $keepTown
    locale: $locale
    limit: $limit
    conversation: $conversation
  ) {
    answer
    locale
    more
    suggestions
    understood {
      town
      from
      to
      categories
      free
      q
    }
    town {
      name
      slug
      timezone
      countryCode
    }
    events {
      startLabel
      tags
      event {
        uuid
        slug
        title
        startTime
        endTime
        venue {
          name
        }
        place {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AskQuery, AskQueryVariables>;
export const VenuePlacementDocument = new TypedDocumentString(`
    query VenuePlacement($slug: String!) {
  venue(slug: $slug) {
    id
    zone {
      id
      timezone
    }
  }
}
    `) as unknown as TypedDocumentString<VenuePlacementQuery, VenuePlacementQueryVariables>;
export const ZonePlacementDocument = new TypedDocumentString(`
    query ZonePlacement($id: Int!) {
  location(id: $id) {
    id
    timezone
  }
}
    `) as unknown as TypedDocumentString<ZonePlacementQuery, ZonePlacementQueryVariables>;
export const EventsInZonesDocument = new TypedDocumentString(`
    query EventsInZones($zoneIds: [Int!]!, $timezone: String!, $date: String) {
  eventsInZones(zoneIds: $zoneIds, timezone: $timezone, date: $date) {
    uuid
    title
    startTime
    zoneId
    venue {
      name
    }
    place {
      name
      address
    }
  }
}
    `) as unknown as TypedDocumentString<EventsInZonesQuery, EventsInZonesQueryVariables>;
export const EventsInZonesBetweenDocument = new TypedDocumentString(`
    query EventsInZonesBetween($zoneIds: [Int!]!, $timezone: String!, $from: String!, $until: String!, $limit: Int!) {
  weeklyEventCounts(zoneIds: $zoneIds)
  eventsInZones(
    zoneIds: $zoneIds
    timezone: $timezone
    date: $from
    until: $until
    limit: $limit
  ) {
    ...EventSummaryFields
  }
}
    fragment EventSummaryFields on Event {
  uuid
  slug
  title
  startTime
  startTimeLocal
  zoneId
  venue {
    name
  }
  place {
    name
    address
  }
}`) as unknown as TypedDocumentString<EventsInZonesBetweenQuery, EventsInZonesBetweenQueryVariables>;
export const EventDetailDocument = new TypedDocumentString(`
    query EventDetail($uuid: String!) {
  event(uuid: $uuid) {
    uuid
    slug
    ...EventContentFields
    startTime
    endTime
    startTimeLocal
    endTimeLocal
    timezone
    zoneId
    zone {
      name
    }
    venue {
      name
      address
      lat
      lng
      description
    }
    place {
      name
      address
      lat
      lng
    }
    sourceUrl
    seriesUuid
    recurrence {
      rule
      text
      excludedDates
    }
    createdAt
    updatedAt
    spottedBy {
      name
      org
      avatarUrl
      spottedAt
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
}`) as unknown as TypedDocumentString<EventDetailQuery, EventDetailQueryVariables>;
export const SearchEventsDocument = new TypedDocumentString(`
    query SearchEvents($q: String, $categories: [String!], $from: String, $to: String, $free: Boolean!, $near: GeoPointInput, $radius: Int, $sort: EventSearchSort, $limit: Int!, $after: String) {
  searchEvents(
    q: $q
    categories: $categories
    from: $from
    to: $to
    free: $free
    near: $near
    radius: $radius
    sort: $sort
    limit: $limit
    after: $after
  ) {
    ...EventSearchFields
  }
}
    fragment EventSearchFields on EventSearch {
  edges {
    distance
    node {
      uuid
      title
      startTime
      startTimeLocal
      zoneId
      venue {
        name
      }
      place {
        name
        address
      }
    }
  }
  pageInfo {
    hasNextPage
    endCursor
  }
}`) as unknown as TypedDocumentString<SearchEventsQuery, SearchEventsQueryVariables>;
export const SearchEventsOfZoneDocument = new TypedDocumentString(`
    query SearchEventsOfZone($zoneId: Int!, $q: String, $categories: [String!], $from: String, $to: String, $free: Boolean!, $near: GeoPointInput, $radius: Int, $sort: EventSearchSort, $limit: Int!, $after: String) {
  location(id: $zoneId) {
    id
    hidden
    searchEvents(
      q: $q
      categories: $categories
      from: $from
      to: $to
      free: $free
      near: $near
      radius: $radius
      sort: $sort
      limit: $limit
      after: $after
    ) {
      ...EventSearchFields
    }
  }
}
    fragment EventSearchFields on EventSearch {
  edges {
    distance
    node {
      uuid
      title
      startTime
      startTimeLocal
      zoneId
      venue {
        name
      }
      place {
        name
        address
      }
    }
  }
  pageInfo {
    hasNextPage
    endCursor
  }
}`) as unknown as TypedDocumentString<SearchEventsOfZoneQuery, SearchEventsOfZoneQueryVariables>;
export const EventCategoriesDocument = new TypedDocumentString(`
    query EventCategories {
  eventCategories {
    id
    label
  }
}
    `) as unknown as TypedDocumentString<EventCategoriesQuery, EventCategoriesQueryVariables>;
export const FindEventsMatchingDocument = new TypedDocumentString(`
    query FindEventsMatching($zoneId: Int!, $q: String, $categories: [String!], $from: String!, $to: String!, $free: Boolean!, $near: GeoPointInput, $radius: Int, $limit: Int!) {
  location(id: $zoneId) {
    ...ZoneFields
    searchEvents(
      q: $q
      categories: $categories
      from: $from
      to: $to
      free: $free
      near: $near
      radius: $radius
      sort: start
      limit: $limit
    ) {
      nodes {
        ...EventSummaryFields
      }
      pageInfo {
        hasNextPage
      }
    }
  }
}
    fragment EventSummaryFields on Event {
  uuid
  slug
  title
  startTime
  startTimeLocal
  zoneId
  venue {
    name
  }
  place {
    name
    address
  }
}
fragment ZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  active
  hidden
  lat
  lng
  weeklyEventsCount
  activeUsers
}`) as unknown as TypedDocumentString<FindEventsMatchingQuery, FindEventsMatchingQueryVariables>;
export const LocationsListDocument = new TypedDocumentString(`
    query LocationsList($country: String, $slug: String, $includeHidden: Boolean!) {
  locations(country: $country, slug: $slug, includeHidden: $includeHidden) {
    ...ZoneFields
  }
}
    fragment ZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  active
  hidden
  lat
  lng
  weeklyEventsCount
  activeUsers
}`) as unknown as TypedDocumentString<LocationsListQuery, LocationsListQueryVariables>;
export const ZoneDirectoryDocument = new TypedDocumentString(`
    query ZoneDirectory($country: String, $includeHidden: Boolean!) {
  locationsVersion
  locations(country: $country, includeHidden: $includeHidden) {
    ...DirectoryZoneFields
  }
}
    fragment DirectoryZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  active
  hidden
  lat
  lng
  zoneIds
}`) as unknown as TypedDocumentString<ZoneDirectoryQuery, ZoneDirectoryQueryVariables>;
export const LocationsVersionDocument = new TypedDocumentString(`
    query LocationsVersion {
  locationsVersion
}
    `) as unknown as TypedDocumentString<LocationsVersionQuery, LocationsVersionQueryVariables>;
export const DirectoryZoneDocument = new TypedDocumentString(`
    query DirectoryZone($id: Int!) {
  location(id: $id) {
    ...DirectoryZoneFields
  }
}
    fragment DirectoryZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  active
  hidden
  lat
  lng
  zoneIds
}`) as unknown as TypedDocumentString<DirectoryZoneQuery, DirectoryZoneQueryVariables>;
export const WeeklyEventCountsDocument = new TypedDocumentString(`
    query WeeklyEventCounts($zoneIds: [Int!]!) {
  weeklyEventCounts(zoneIds: $zoneIds)
}
    `) as unknown as TypedDocumentString<WeeklyEventCountsQuery, WeeklyEventCountsQueryVariables>;
export const ActiveUsersOfZonesDocument = new TypedDocumentString(`
    query ActiveUsersOfZones($groups: [[Int!]!]!) {
  activeUsersOfZones(groups: $groups)
}
    `) as unknown as TypedDocumentString<ActiveUsersOfZonesQuery, ActiveUsersOfZonesQueryVariables>;
export const ZoneNamesDocument = new TypedDocumentString(`
    query ZoneNames($country: String, $slug: String) {
  locations(country: $country, slug: $slug) {
    id
    name
    slug
    countryCode
    timezone
  }
}
    `) as unknown as TypedDocumentString<ZoneNamesQuery, ZoneNamesQueryVariables>;
export const ZoneByIdDocument = new TypedDocumentString(`
    query ZoneById($id: Int!) {
  location(id: $id) {
    id
    name
    slug
    countryCode
    timezone
    hidden
  }
}
    `) as unknown as TypedDocumentString<ZoneByIdQuery, ZoneByIdQueryVariables>;
export const ZoneAtDocument = new TypedDocumentString(`
    query ZoneAt($lat: Float!, $lng: Float!) {
  zoneAt(lat: $lat, lng: $lng) {
    ...ZoneFields
  }
}
    fragment ZoneFields on Location {
  id
  name
  slug
  countryCode
  timezone
  kind
  parentId
  active
  hidden
  lat
  lng
  weeklyEventsCount
  activeUsers
}`) as unknown as TypedDocumentString<ZoneAtQuery, ZoneAtQueryVariables>;
export const ProposedVenuesDocument = new TypedDocumentString(`
    query ProposedVenues {
  proposedVenues {
    ...ProposedVenueFields
  }
}
    fragment ProposedVenueFields on Venue {
  slug
  name
  address
  lat
  lng
  zoneId
  status
  zone {
    name
  }
}`) as unknown as TypedDocumentString<ProposedVenuesQuery, ProposedVenuesQueryVariables>;
export const ApproveVenueDocument = new TypedDocumentString(`
    mutation ApproveVenue($slug: String!) {
  approveVenue(slug: $slug) {
    ...ProposedVenueFields
  }
}
    fragment ProposedVenueFields on Venue {
  slug
  name
  address
  lat
  lng
  zoneId
  status
  zone {
    name
  }
}`) as unknown as TypedDocumentString<ApproveVenueMutation, ApproveVenueMutationVariables>;
export const MoveVenueEventsDocument = new TypedDocumentString(`
    mutation MoveVenueEvents($slug: String!, $into: String!) {
  moveVenueEvents(slug: $slug, into: $into)
}
    `) as unknown as TypedDocumentString<MoveVenueEventsMutation, MoveVenueEventsMutationVariables>;
export const MergeVenueDocument = new TypedDocumentString(`
    mutation MergeVenue($slug: String!, $into: String!) {
  mergeVenue(slug: $slug, into: $into) {
    ...ProposedVenueFields
  }
}
    fragment ProposedVenueFields on Venue {
  slug
  name
  address
  lat
  lng
  zoneId
  status
  zone {
    name
  }
}`) as unknown as TypedDocumentString<MergeVenueMutation, MergeVenueMutationVariables>;
export const EventReviewDocument = new TypedDocumentString(`
    query EventReview($uuid: String!) {
  eventReview(uuid: $uuid) {
    event {
      uuid
      title
      status
      seriesUuid
      spottedBy {
        name
        org
        avatarUrl
        spottedAt
        isAreaAdmin
      }
    }
    actions
    replayed
  }
}
    `) as unknown as TypedDocumentString<EventReviewQuery, EventReviewQueryVariables>;
export const ReviewEventDocument = new TypedDocumentString(`
    mutation ReviewEvent($uuid: String!, $input: ReviewEventInput!, $idempotencyKey: String) {
  reviewEvent(uuid: $uuid, input: $input, idempotencyKey: $idempotencyKey) {
    event {
      uuid
      title
      status
      seriesUuid
      spottedBy {
        name
        org
        avatarUrl
        spottedAt
        isAreaAdmin
      }
    }
    actions
    replayed
  }
}
    `) as unknown as TypedDocumentString<ReviewEventMutation, ReviewEventMutationVariables>;
export const ReviewQueueDocument = new TypedDocumentString(`
    query ReviewQueue($status: [EventStatus!], $limit: Int!, $after: String, $q: String, $order: String! = "oldest", $sourceId: String, $submitter: String) {
  reviewQueue(
    status: $status
    limit: $limit
    after: $after
    q: $q
    order: $order
    sourceId: $sourceId
    submitter: $submitter
  ) {
    ...ReviewQueueFields
  }
}
    fragment ReviewQueueFields on ReviewQueue {
  nodes {
    event {
      uuid
      title
      status
      startTime
      startTimeLocal
      timezone
      zoneId
      sourceUrl
      seriesUuid
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
      submission {
        missingFields
      }
    }
    submittedAt
    possibleDuplicates {
      uuid
      title
      status
      startTime
    }
    actions
  }
  pageInfo {
    hasNextPage
    endCursor
  }
  counts {
    ready_for_review
    needs_info
  }
}`) as unknown as TypedDocumentString<ReviewQueueQuery, ReviewQueueQueryVariables>;
export const ZoneReviewQueueDocument = new TypedDocumentString(`
    query ZoneReviewQueue($zoneId: Int!, $status: [EventStatus!], $limit: Int!, $after: String, $q: String, $order: String! = "oldest", $sourceId: String, $submitter: String) {
  location(id: $zoneId) {
    id
    reviewQueue(
      status: $status
      limit: $limit
      after: $after
      q: $q
      order: $order
      sourceId: $sourceId
      submitter: $submitter
    ) {
      ...ReviewQueueFields
    }
  }
}
    fragment ReviewQueueFields on ReviewQueue {
  nodes {
    event {
      uuid
      title
      status
      startTime
      startTimeLocal
      timezone
      zoneId
      sourceUrl
      seriesUuid
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
      submission {
        missingFields
      }
    }
    submittedAt
    possibleDuplicates {
      uuid
      title
      status
      startTime
    }
    actions
  }
  pageInfo {
    hasNextPage
    endCursor
  }
  counts {
    ready_for_review
    needs_info
  }
}`) as unknown as TypedDocumentString<ZoneReviewQueueQuery, ZoneReviewQueueQueryVariables>;
export const EventVenueUnderReviewDocument = new TypedDocumentString(`
    query EventVenueUnderReview($uuid: String!) {
  eventReview(uuid: $uuid) {
    event {
      venue {
        slug
        status
      }
    }
    actions
  }
}
    `) as unknown as TypedDocumentString<EventVenueUnderReviewQuery, EventVenueUnderReviewQueryVariables>;
export const RejectPendingOfSourceDocument = new TypedDocumentString(`
    mutation RejectPendingOfSource($sourceId: String!, $message: String) {
  rejectPendingEvents(sourceId: $sourceId, message: $message)
}
    `) as unknown as TypedDocumentString<RejectPendingOfSourceMutation, RejectPendingOfSourceMutationVariables>;
export const RejectPendingOfSubmissionsDocument = new TypedDocumentString(`
    mutation RejectPendingOfSubmissions($submissionUuids: [String!]!, $message: String) {
  rejectPendingEvents(submissionUuids: $submissionUuids, message: $message)
}
    `) as unknown as TypedDocumentString<RejectPendingOfSubmissionsMutation, RejectPendingOfSubmissionsMutationVariables>;
export const SubmissionsOfSubmitterDocument = new TypedDocumentString(`
    query SubmissionsOfSubmitter($eventUuid: String!) {
  eventReview(uuid: $eventUuid) {
    event {
      submission {
        uuid
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SubmissionsOfSubmitterQuery, SubmissionsOfSubmitterQueryVariables>;
export const SameSubmitterDocument = new TypedDocumentString(`
    query SameSubmitter($submissionUuid: String!) {
  sameSubmitter(submissionUuid: $submissionUuid)
}
    `) as unknown as TypedDocumentString<SameSubmitterQuery, SameSubmitterQueryVariables>;
export const PauseSourceDocument = new TypedDocumentString(`
    mutation PauseSource($id: String!) {
  updateSource(id: $id, changes: {paused: true}) {
    id
    paused
  }
}
    `) as unknown as TypedDocumentString<PauseSourceMutation, PauseSourceMutationVariables>;
export const EventSeriesDocument = new TypedDocumentString(`
    query EventSeries($uuid: String!) {
  eventSeries(uuid: $uuid) {
    ...EventSeriesFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}
fragment EventSeriesFields on EventSeries {
  uuid
  recurrence {
    rule
    text
    excludedDates
  }
  events {
    ...VenueEventFields
  }
  created
  updated
  cancelled
}`) as unknown as TypedDocumentString<EventSeriesQuery, EventSeriesQueryVariables>;
export const UpdateEventSeriesDocument = new TypedDocumentString(`
    mutation UpdateEventSeries($uuid: String!, $changes: EventChangesInput, $recurrence: String, $excludedDates: [String!]) {
  updateEventSeries(
    uuid: $uuid
    changes: $changes
    recurrence: $recurrence
    excludedDates: $excludedDates
  ) {
    ...EventSeriesFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}
fragment EventSeriesFields on EventSeries {
  uuid
  recurrence {
    rule
    text
    excludedDates
  }
  events {
    ...VenueEventFields
  }
  created
  updated
  cancelled
}`) as unknown as TypedDocumentString<UpdateEventSeriesMutation, UpdateEventSeriesMutationVariables>;
export const ReviewEventSeriesDocument = new TypedDocumentString(`
    mutation ReviewEventSeries($uuid: String!, $action: SeriesReviewAction!, $message: String) {
  reviewEventSeries(uuid: $uuid, action: $action, message: $message) {
    ...EventSeriesFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}
fragment EventSeriesFields on EventSeries {
  uuid
  recurrence {
    rule
    text
    excludedDates
  }
  events {
    ...VenueEventFields
  }
  created
  updated
  cancelled
}`) as unknown as TypedDocumentString<ReviewEventSeriesMutation, ReviewEventSeriesMutationVariables>;
export const RepeatEventDocument = new TypedDocumentString(`
    mutation RepeatEvent($uuid: String!, $recurrence: String!, $excludedDates: [String!]) {
  repeatEvent(uuid: $uuid, recurrence: $recurrence, excludedDates: $excludedDates) {
    ...EventSeriesFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}
fragment EventSeriesFields on EventSeries {
  uuid
  recurrence {
    rule
    text
    excludedDates
  }
  events {
    ...VenueEventFields
  }
  created
  updated
  cancelled
}`) as unknown as TypedDocumentString<RepeatEventMutation, RepeatEventMutationVariables>;
export const SourcesDocument = new TypedDocumentString(`
    query Sources {
  sources {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<SourcesQuery, SourcesQueryVariables>;
export const SourceDocument = new TypedDocumentString(`
    query Source($id: String!) {
  source(id: $id) {
    ...SourceFields
    runs {
      ...SourceRunFields
    }
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<SourceQuery, SourceQueryVariables>;
export const RegisterSourceDocument = new TypedDocumentString(`
    mutation RegisterSource($input: NewSourceInput!) {
  registerSource(input: $input) {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<RegisterSourceMutation, RegisterSourceMutationVariables>;
export const UpdateSourceDocument = new TypedDocumentString(`
    mutation UpdateSource($id: String!, $changes: SourceChangesInput!) {
  updateSource(id: $id, changes: $changes) {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<UpdateSourceMutation, UpdateSourceMutationVariables>;
export const RemoveSourceDocument = new TypedDocumentString(`
    mutation RemoveSource($id: String!) {
  removeSource(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveSourceMutation, RemoveSourceMutationVariables>;
export const RunSourceDocument = new TypedDocumentString(`
    mutation RunSource($id: String!) {
  runSource(id: $id) {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<RunSourceMutation, RunSourceMutationVariables>;
export const VenueSourcesDocument = new TypedDocumentString(`
    query VenueSources($venueSlug: String!) {
  venueSources(venueSlug: $venueSlug) {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<VenueSourcesQuery, VenueSourcesQueryVariables>;
export const VenueSourceDocument = new TypedDocumentString(`
    query VenueSource($venueSlug: String!, $id: String!) {
  venueSource(venueSlug: $venueSlug, id: $id) {
    ...SourceFields
    runs {
      ...SourceRunFields
    }
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<VenueSourceQuery, VenueSourceQueryVariables>;
export const RegisterVenueSourceDocument = new TypedDocumentString(`
    mutation RegisterVenueSource($venueSlug: String!, $url: String!, $everyMinutes: Int) {
  registerVenueSource(
    venueSlug: $venueSlug
    url: $url
    everyMinutes: $everyMinutes
  ) {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<RegisterVenueSourceMutation, RegisterVenueSourceMutationVariables>;
export const UpdateVenueSourceDocument = new TypedDocumentString(`
    mutation UpdateVenueSource($venueSlug: String!, $id: String!, $changes: SourceChangesInput!) {
  updateVenueSource(venueSlug: $venueSlug, id: $id, changes: $changes) {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<UpdateVenueSourceMutation, UpdateVenueSourceMutationVariables>;
export const RemoveVenueSourceDocument = new TypedDocumentString(`
    mutation RemoveVenueSource($venueSlug: String!, $id: String!) {
  removeVenueSource(venueSlug: $venueSlug, id: $id)
}
    `) as unknown as TypedDocumentString<RemoveVenueSourceMutation, RemoveVenueSourceMutationVariables>;
export const RunVenueSourceDocument = new TypedDocumentString(`
    mutation RunVenueSource($venueSlug: String!, $id: String!) {
  runVenueSource(venueSlug: $venueSlug, id: $id) {
    ...SourceFields
  }
}
    fragment SourceFields on FollowedSource {
  id
  url
  zoneId
  venueSlug
  trust
  everyMinutes
  paused
  nextRunAt
  failuresInARow
  backingOff
  createdAt
  lastRun {
    ...SourceRunFields
  }
}
fragment SourceRunFields on SourceRun {
  at
  finishedAt
  status
  created
  updated
  cancelled
  unchanged
  error
}`) as unknown as TypedDocumentString<RunVenueSourceMutation, RunVenueSourceMutationVariables>;
export const SubmitEventDocument = new TypedDocumentString(`
    mutation SubmitEvent($input: SubmitEventInput!, $idempotencyKey: String) {
  submitEvent(input: $input, idempotencyKey: $idempotencyKey) {
    receiptId
    action
    status
    idempotencyKey
    replayed
    duplicate
    createdAt
    editToken
    submission {
      ...SubmissionFields
    }
    rateLimits {
      policy
      limit
      remaining
      windowSeconds
      resetSeconds
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
fragment SubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  failureReason
  createdAt
  updatedAt
  event {
    uuid
    status
    ...EventContentFields
    startTime
    endTime
    timezone
    venue {
      name
    }
    place {
      name
      address
    }
    zone {
      name
    }
  }
}`) as unknown as TypedDocumentString<SubmitEventMutation, SubmitEventMutationVariables>;
export const GetSubmissionDocument = new TypedDocumentString(`
    query GetSubmission($uuid: String!) {
  submission(uuid: $uuid) {
    ...SubmissionFields
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
fragment SubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  failureReason
  createdAt
  updatedAt
  event {
    uuid
    status
    ...EventContentFields
    startTime
    endTime
    timezone
    venue {
      name
    }
    place {
      name
      address
    }
    zone {
      name
    }
  }
}`) as unknown as TypedDocumentString<GetSubmissionQuery, GetSubmissionQueryVariables>;
export const UpdateSubmissionDocument = new TypedDocumentString(`
    mutation UpdateSubmission($uuid: String!, $changes: SubmissionChangesInput!, $editToken: String, $linkToken: String, $idempotencyKey: String) {
  updateSubmission(
    uuid: $uuid
    changes: $changes
    editToken: $editToken
    linkToken: $linkToken
    idempotencyKey: $idempotencyKey
  ) {
    ...SubmissionFields
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
fragment SubmissionFields on Submission {
  uuid
  status
  sourceUrl
  missingFields
  failure
  failureReason
  createdAt
  updatedAt
  event {
    uuid
    status
    ...EventContentFields
    startTime
    endTime
    timezone
    venue {
      name
    }
    place {
      name
      address
    }
    zone {
      name
    }
  }
}`) as unknown as TypedDocumentString<UpdateSubmissionMutation, UpdateSubmissionMutationVariables>;
export const VenueEventsDocument = new TypedDocumentString(`
    query VenueEvents($venueSlug: String!) {
  venueEvents(venueSlug: $venueSlug) {
    ...VenueEventFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}`) as unknown as TypedDocumentString<VenueEventsQuery, VenueEventsQueryVariables>;
export const VenueEventDocument = new TypedDocumentString(`
    query VenueEvent($venueSlug: String!, $uuid: String!) {
  venueEvent(venueSlug: $venueSlug, uuid: $uuid) {
    ...VenueEventFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}`) as unknown as TypedDocumentString<VenueEventQuery, VenueEventQueryVariables>;
export const CreateVenueEventDocument = new TypedDocumentString(`
    mutation CreateVenueEvent($venueSlug: String!, $input: NewVenueEventInput!) {
  createVenueEvent(venueSlug: $venueSlug, input: $input) {
    ...VenueEventFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}`) as unknown as TypedDocumentString<CreateVenueEventMutation, CreateVenueEventMutationVariables>;
export const UpdateVenueEventDocument = new TypedDocumentString(`
    mutation UpdateVenueEvent($venueSlug: String!, $uuid: String!, $changes: EventChangesInput!) {
  updateVenueEvent(venueSlug: $venueSlug, uuid: $uuid, changes: $changes) {
    ...VenueEventFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}`) as unknown as TypedDocumentString<UpdateVenueEventMutation, UpdateVenueEventMutationVariables>;
export const CancelVenueEventDocument = new TypedDocumentString(`
    mutation CancelVenueEvent($venueSlug: String!, $uuid: String!) {
  cancelVenueEvent(venueSlug: $venueSlug, uuid: $uuid) {
    ...VenueEventFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}`) as unknown as TypedDocumentString<CancelVenueEventMutation, CancelVenueEventMutationVariables>;
export const VenueEventSeriesDocument = new TypedDocumentString(`
    query VenueEventSeries($venueSlug: String!, $uuid: String!) {
  venueEventSeries(venueSlug: $venueSlug, uuid: $uuid) {
    ...EventSeriesFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}
fragment EventSeriesFields on EventSeries {
  uuid
  recurrence {
    rule
    text
    excludedDates
  }
  events {
    ...VenueEventFields
  }
  created
  updated
  cancelled
}`) as unknown as TypedDocumentString<VenueEventSeriesQuery, VenueEventSeriesQueryVariables>;
export const UpdateVenueEventSeriesDocument = new TypedDocumentString(`
    mutation UpdateVenueEventSeries($venueSlug: String!, $uuid: String!, $changes: EventChangesInput, $recurrence: String, $excludedDates: [String!]) {
  updateVenueEventSeries(
    venueSlug: $venueSlug
    uuid: $uuid
    changes: $changes
    recurrence: $recurrence
    excludedDates: $excludedDates
  ) {
    ...EventSeriesFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}
fragment EventSeriesFields on EventSeries {
  uuid
  recurrence {
    rule
    text
    excludedDates
  }
  events {
    ...VenueEventFields
  }
  created
  updated
  cancelled
}`) as unknown as TypedDocumentString<UpdateVenueEventSeriesMutation, UpdateVenueEventSeriesMutationVariables>;
export const DescribeVenueDocument = new TypedDocumentString(`
    mutation DescribeVenue($slug: String!, $description: String) {
  describeVenue(slug: $slug, description: $description) {
    slug
    name
    address
    lat
    lng
    zoneId
    website
    description
  }
}
    `) as unknown as TypedDocumentString<DescribeVenueMutation, DescribeVenueMutationVariables>;
export const ReinstateVenueEventDocument = new TypedDocumentString(`
    mutation ReinstateVenueEvent($venueSlug: String!, $uuid: String!) {
  reinstateVenueEvent(venueSlug: $venueSlug, uuid: $uuid) {
    ...VenueEventFields
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
fragment VenueEventFields on Event {
  uuid
  slug
  ...EventContentFields
  status
  startTime
  endTime
  startTimeLocal
  endTimeLocal
  timezone
  zoneId
  sourceUrl
  seriesUuid
  recurrence {
    rule
    text
    excludedDates
  }
}`) as unknown as TypedDocumentString<ReinstateVenueEventMutation, ReinstateVenueEventMutationVariables>;
export const VenueWithUpcomingEventsDocument = new TypedDocumentString(`
    query VenueWithUpcomingEvents($slug: String!, $limit: Int!) {
  venue(slug: $slug) {
    slug
    name
    address
    lat
    lng
    zoneId
    website
    description
    upcomingEvents(limit: $limit) {
      ...EventSummaryFields
    }
  }
}
    fragment EventSummaryFields on Event {
  uuid
  slug
  title
  startTime
  startTimeLocal
  zoneId
  venue {
    name
  }
  place {
    name
    address
  }
}`) as unknown as TypedDocumentString<VenueWithUpcomingEventsQuery, VenueWithUpcomingEventsQueryVariables>;
export const VenueSlugsDocument = new TypedDocumentString(`
    query VenueSlugs($prefix: String!, $limit: Int!) {
  venueSlugs(prefix: $prefix, limit: $limit)
}
    `) as unknown as TypedDocumentString<VenueSlugsQuery, VenueSlugsQueryVariables>;
export const JoinWaitlistDocument = new TypedDocumentString(`
    mutation JoinWaitlist($input: WaitlistInput!) {
  joinWaitlist(input: $input)
}
    `) as unknown as TypedDocumentString<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const WaitlistDocument = new TypedDocumentString(`
    query Waitlist($limit: Int!, $includeDone: Boolean!) {
  waitlist(limit: $limit, includeDone: $includeDone) {
    uuid
    email
    location
    message
    createdAt
    doneAt
    doneBy
  }
}
    `) as unknown as TypedDocumentString<WaitlistQuery, WaitlistQueryVariables>;
export const MarkWaitlistRequestDocument = new TypedDocumentString(`
    mutation MarkWaitlistRequest($uuid: String!, $done: Boolean!) {
  markWaitlistRequest(uuid: $uuid, done: $done) {
    uuid
    email
    location
    message
    createdAt
    doneAt
    doneBy
  }
}
    `) as unknown as TypedDocumentString<MarkWaitlistRequestMutation, MarkWaitlistRequestMutationVariables>;