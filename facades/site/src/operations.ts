import { operation } from '@local-events/platform';

/** The named GraphQL operations the site asks the gateway. */

export interface TownData {
  id: number;
  name: string;
  slug: string;
  countryCode: string;
  timezone: string;
  kind: 'city' | 'neighbourhood';
  parent: { name: string; slug: string; countryCode: string } | null;
  children: { name: string; slug: string; countryCode: string }[];
}

export const Town = operation<{ locations: TownData[] }, { country: string; slug: string }>(/* GraphQL */ `
  query SiteTown($country: String!, $slug: String!) {
    locations(country: $country, slug: $slug) {
      id name slug countryCode timezone kind
      parent { name slug countryCode }
      children { name slug countryCode }
    }
  }`);

export interface EventListItem {
  uuid: string;
  slug: string;
  title: string;
  startTime: string;
  endTime: string | null;
  startTimeLocal: string;
  description: string;
  venue: { name: string; slug: string; address: string } | null;
  zone: { name: string } | null;
}

const LIST_FIELDS = /* GraphQL */ `uuid slug title startTime endTime startTimeLocal description venue { name slug address } zone { name }`;

export const TownEvents = operation<{ location: { events: EventListItem[] } | null }, { id: number; from: string; until: string }>(/* GraphQL */ `
  query SiteTownEvents($id: Int!, $from: String!, $until: String!) {
    location(id: $id) { events(date: $from, until: $until, limit: 500) { ${LIST_FIELDS} } }
  }`);

export interface EventPageData extends EventListItem {
  endTimeLocal: string | null;
  timezone: string;
  categories: string[];
  priceInfo: string | null;
  isFree: boolean;
  bookingRequired: boolean;
  imageUrl: string | null;
  sourceUrl: string | null;
  venue: { name: string; slug: string; address: string; lat: number; lng: number } | null;
  zone: { name: string; slug: string; countryCode: string } | null;
}

export const EventPage = operation<{ event: EventPageData | null }, { uuid: string }>(/* GraphQL */ `
  query SiteEvent($uuid: String!) {
    event(uuid: $uuid) {
      uuid slug title description startTime endTime startTimeLocal endTimeLocal timezone
      categories priceInfo isFree bookingRequired imageUrl sourceUrl
      venue { name slug address lat lng }
      zone { name slug countryCode }
    }
  }`);

export interface VenuePageData {
  slug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  website: string | null;
  zone: { name: string; slug: string; countryCode: string; timezone: string };
  upcomingEvents: EventListItem[];
}

export const VenuePage = operation<{ venue: VenuePageData | null }, { slug: string }>(/* GraphQL */ `
  query SiteVenue($slug: String!) {
    venue(slug: $slug) {
      slug name address lat lng website
      zone { name slug countryCode timezone }
      upcomingEvents(limit: 100) { ${LIST_FIELDS} }
    }
  }`);

export interface ReceiptData {
  status: 'accepted' | 'completed' | 'failed';
  replayed: boolean;
  duplicate: boolean;
  editToken: string | null;
  submission: SubmissionData;
}

export interface SubmissionData {
  uuid: string;
  status: string;
  sourceUrl: string;
  missingFields: string[];
  failure: string | null;
  event: { uuid: string; title: string; status: string; startTimeLocal: string } | null;
}

const SUBMISSION_FIELDS = /* GraphQL */ `uuid status sourceUrl missingFields failure event { uuid title status startTimeLocal }`;

export const SubmitFromSite = operation<{ submitEvent: ReceiptData }, { input: { url: string; email?: string }; idempotencyKey: string }>(/* GraphQL */ `
  mutation SiteSubmitEvent($input: SubmitEventInput!, $idempotencyKey: String) {
    submitEvent(input: $input, idempotencyKey: $idempotencyKey) { status replayed duplicate editToken submission { ${SUBMISSION_FIELDS} } }
  }`);

export const SubmissionPage = operation<{ submission: SubmissionData | null }, { uuid: string }>(/* GraphQL */ `
  query SiteSubmission($uuid: String!) {
    submission(uuid: $uuid) { ${SUBMISSION_FIELDS} }
  }`);
