import { operation } from '@local-events/platform';

export interface EventSummaryData {
  uuid: string;
  title: string;
  startTime: string;
  zoneId: number;
  venue: { name: string } | null;
}

export const EVENT_SUMMARY_FIELDS = /* GraphQL */ `
  fragment EventSummaryFields on Event {
    uuid title startTime zoneId venue { name }
  }`;

export const EventsOfZone = operation<
  { location: { id: number; hidden: boolean; events: EventSummaryData[] } | null },
  { zoneId: number; date: string | null }
>(/* GraphQL */ `
  query EventsOfZone($zoneId: Int!, $date: String) {
    location(id: $zoneId) {
      id hidden
      events(date: $date) { ...EventSummaryFields }
    }
  }
  ${EVENT_SUMMARY_FIELDS}`);

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
