/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** As what a caller manages a venue. */
export const VenueRole = {
  Admin: 'admin',
  VenueManager: 'venue_manager'
} as const;

export type VenueRole = typeof VenueRole[keyof typeof VenueRole];
/** active, or proposed: named by a submitted page and waiting for an administrator. */
export const VenueStatus = {
  Active: 'active',
  Proposed: 'proposed'
} as const;

export type VenueStatus = typeof VenueStatus[keyof typeof VenueStatus];
export type NotifySubmitterMutationVariables = Exact<{
  submissionUuid: string;
  eventTitle: string;
  message: string;
}>;


export type NotifySubmitterMutation = { notifySubmitter: boolean };

export type VenueAccessQueryVariables = Exact<{
  slug: string;
}>;


export type VenueAccessQuery = { venueAccess: { actor: string, role: VenueRole, venue: { id: number, zoneId: number, zone: { timezone: string } } } };

export type VenuesNearPointQueryVariables = Exact<{
  lat: number;
  lng: number;
  metres: number;
}>;


export type VenuesNearPointQuery = { venuesNear: Array<{ id: number, lat: number, lng: number }> };

export type VenuesMatchingTextQueryVariables = Exact<{
  q: string;
}>;


export type VenuesMatchingTextQuery = { venuesMatching: Array<{ id: number }> };

export type VenuesToMergeQueryVariables = Exact<{
  slug: string;
  into: string;
}>;


export type VenuesToMergeQuery = { proposed: { id: number, slug: string, status: VenueStatus, zoneId: number } | null, target: { id: number, slug: string, zoneId: number } | null };

export type VenueNamesQueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type VenueNamesQuery = { venuesByIds: Array<{ id: number, name: string }> };

export type AskTownsQueryVariables = Exact<{ [key: string]: never; }>;


export type AskTownsQuery = { locations: Array<{ id: number, slug: string, name: string, timezone: string, countryCode: string, parentId: number | null, localNames: Array<{ language: string, name: string }> }> };

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

export const NotifySubmitterDocument = new TypedDocumentString(`
    mutation NotifySubmitter($submissionUuid: String!, $eventTitle: String!, $message: String!) {
  notifySubmitter(
    submissionUuid: $submissionUuid
    eventTitle: $eventTitle
    message: $message
  )
}
    `) as unknown as TypedDocumentString<NotifySubmitterMutation, NotifySubmitterMutationVariables>;
export const VenueAccessDocument = new TypedDocumentString(`
    query VenueAccess($slug: String!) {
  venueAccess(slug: $slug) {
    actor
    role
    venue {
      id
      zoneId
      zone {
        timezone
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VenueAccessQuery, VenueAccessQueryVariables>;
export const VenuesNearPointDocument = new TypedDocumentString(`
    query VenuesNearPoint($lat: Float!, $lng: Float!, $metres: Int!) {
  venuesNear(lat: $lat, lng: $lng, metres: $metres, limit: 1000) {
    id
    lat
    lng
  }
}
    `) as unknown as TypedDocumentString<VenuesNearPointQuery, VenuesNearPointQueryVariables>;
export const VenuesMatchingTextDocument = new TypedDocumentString(`
    query VenuesMatchingText($q: String!) {
  venuesMatching(q: $q, limit: 500) {
    id
  }
}
    `) as unknown as TypedDocumentString<VenuesMatchingTextQuery, VenuesMatchingTextQueryVariables>;
export const VenuesToMergeDocument = new TypedDocumentString(`
    query VenuesToMerge($slug: String!, $into: String!) {
  proposed: venue(slug: $slug) {
    id
    slug
    status
    zoneId
  }
  target: venue(slug: $into) {
    id
    slug
    zoneId
  }
}
    `) as unknown as TypedDocumentString<VenuesToMergeQuery, VenuesToMergeQueryVariables>;
export const VenueNamesDocument = new TypedDocumentString(`
    query VenueNames($ids: [Int!]!) {
  venuesByIds(ids: $ids) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<VenueNamesQuery, VenueNamesQueryVariables>;
export const AskTownsDocument = new TypedDocumentString(`
    query AskTowns {
  locations {
    id
    slug
    name
    timezone
    countryCode
    parentId
    localNames {
      language
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AskTownsQuery, AskTownsQueryVariables>;