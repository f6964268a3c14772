import { operation } from '@local-events/platform';
import type { EventStatus } from '../schemas.ts';
import type { EventDetailData } from './events.ts';

/** An event as its venue's managers see it: the public detail's own fields, and its status. */
export type VenueEventData = Omit<EventDetailData, 'zone' | 'venue'> & { status: EventStatus };

const VENUE_EVENT_FIELDS = /* GraphQL */ `
  fragment VenueEventFields on Event {
    uuid slug title description status startTime endTime startTimeLocal endTimeLocal timezone zoneId
    categories priceInfo isFree bookingRequired imageUrl sourceUrl
  }`;

export const VenueEvents = operation<{ venueEvents: VenueEventData[] }, { venueSlug: string }>(/* GraphQL */ `
  query VenueEvents($venueSlug: String!) { venueEvents(venueSlug: $venueSlug) { ...VenueEventFields } }
  ${VENUE_EVENT_FIELDS}`);

export const VenueEvent = operation<{ venueEvent: VenueEventData | null }, { venueSlug: string; uuid: string }>(/* GraphQL */ `
  query VenueEvent($venueSlug: String!, $uuid: String!) { venueEvent(venueSlug: $venueSlug, uuid: $uuid) { ...VenueEventFields } }
  ${VENUE_EVENT_FIELDS}`);

export const CreateVenueEvent = operation<{ createVenueEvent: VenueEventData }, { venueSlug: string; input: Record<string, unknown> }>(/* GraphQL */ `
  mutation CreateVenueEvent($venueSlug: String!, $input: NewVenueEventInput!) {
    createVenueEvent(venueSlug: $venueSlug, input: $input) { ...VenueEventFields }
  }
  ${VENUE_EVENT_FIELDS}`);

export const UpdateVenueEvent = operation<{ updateVenueEvent: VenueEventData }, { venueSlug: string; uuid: string; changes: Record<string, unknown> }>(/* GraphQL */ `
  mutation UpdateVenueEvent($venueSlug: String!, $uuid: String!, $changes: EventChangesInput!) {
    updateVenueEvent(venueSlug: $venueSlug, uuid: $uuid, changes: $changes) { ...VenueEventFields }
  }
  ${VENUE_EVENT_FIELDS}`);

export const CancelVenueEvent = operation<{ cancelVenueEvent: VenueEventData }, { venueSlug: string; uuid: string }>(/* GraphQL */ `
  mutation CancelVenueEvent($venueSlug: String!, $uuid: String!) {
    cancelVenueEvent(venueSlug: $venueSlug, uuid: $uuid) { ...VenueEventFields }
  }
  ${VENUE_EVENT_FIELDS}`);
