import { operation } from '@local-events/platform';
import { EVENT_SUMMARY_FIELDS, type EventSummaryData } from './events.ts';

export interface VenueData {
  slug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  zoneId: number;
  website: string | null;
  upcomingEvents: EventSummaryData[];
}

export const VenueWithUpcomingEvents = operation<{ venue: VenueData | null }, { slug: string; limit: number }>(/* GraphQL */ `
  query VenueWithUpcomingEvents($slug: String!, $limit: Int!) {
    venue(slug: $slug) {
      slug name address lat lng zoneId website
      upcomingEvents(limit: $limit) { ...EventSummaryFields }
    }
  }
  ${EVENT_SUMMARY_FIELDS}`);
