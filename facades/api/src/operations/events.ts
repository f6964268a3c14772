import { operation } from '@local-events/platform';
import { ZONE_FIELDS, type ZoneData } from './locations.ts';

export interface EventSummaryData {
  uuid: string;
  slug: string;
  title: string;
  startTime: string;
  startTimeLocal: string;
  zoneId: number;
  venue: { name: string } | null;
}

export const EVENT_SUMMARY_FIELDS = /* GraphQL */ `
  fragment EventSummaryFields on Event {
    uuid slug title startTime startTimeLocal zoneId venue { name }
  }`;

/** What `/api/events/list` shows of an event, and no more: every field asked for is work in a subgraph. */
export type EventListItemData = Pick<EventSummaryData, 'uuid' | 'title' | 'startTime' | 'zoneId' | 'venue'>;

export const EventsOfZone = operation<
  { location: { id: number; hidden: boolean; events: EventListItemData[] } | null },
  { zoneId: number; date: string | null }
>(/* GraphQL */ `
  query EventsOfZone($zoneId: Int!, $date: String) {
    location(id: $zoneId) {
      id hidden
      events(date: $date) { uuid title startTime zoneId venue { name } }
    }
  }`);

/** A zone and its events over some days, in one request (the MCP find_events tool shows both). */
export const EventsOfZoneBetween = operation<
  { location: (ZoneData & { events: EventSummaryData[] }) | null },
  { zoneId: number; from: string; until: string; limit: number }
>(/* GraphQL */ `
  query EventsOfZoneBetween($zoneId: Int!, $from: String!, $until: String!, $limit: Int!) {
    location(id: $zoneId) {
      ...ZoneFields
      events(date: $from, until: $until, limit: $limit) { ...EventSummaryFields }
    }
  }
  ${EVENT_SUMMARY_FIELDS}
  ${ZONE_FIELDS}`);

export interface EventDetailData {
  uuid: string;
  slug: string;
  title: string;
  description: string;
  startTime: string;
  endTime: string | null;
  startTimeLocal: string;
  endTimeLocal: string | null;
  timezone: string;
  zoneId: number | null;
  zone: { name: string } | null;
  venue: { name: string; address: string; lat: number; lng: number } | null;
  categories: string[];
  priceInfo: string | null;
  isFree: boolean;
  bookingRequired: boolean;
  imageUrl: string | null;
  sourceUrl: string | null;
}

export const EventDetail = operation<{ event: EventDetailData | null }, { uuid: string }>(/* GraphQL */ `
  query EventDetail($uuid: String!) {
    event(uuid: $uuid) {
      uuid slug title description startTime endTime startTimeLocal endTimeLocal timezone zoneId
      zone { name }
      venue { name address lat lng }
      categories priceInfo isFree bookingRequired imageUrl sourceUrl
    }
  }`);
