import { operation } from '@local-events/platform';

export interface ZoneData {
  id: number;
  name: string;
  slug: string;
  countryCode: string;
  timezone: string;
  kind: 'city' | 'neighbourhood';
  parentId: number | null;
  active: boolean;
  hidden: boolean;
  weeklyEventsCount: number;
}

export const ZONE_FIELDS = /* GraphQL */ `
  fragment ZoneFields on Location {
    id name slug countryCode timezone kind parentId active hidden weeklyEventsCount
  }`;

/** A zone as a name resolves to it: no counts, so the answer needs the locations service alone. */
export type ZoneIdentity = Pick<ZoneData, 'id' | 'name' | 'slug' | 'countryCode' | 'timezone'>;

export const ZoneNames = operation<{ locations: ZoneIdentity[] }, { country: string | null; slug: string | null }>(/* GraphQL */ `
  query ZoneNames($country: String, $slug: String) {
    locations(country: $country, slug: $slug) { id name slug countryCode timezone }
  }`);

export const ZoneById = operation<{ location: (ZoneIdentity & { hidden: boolean }) | null }, { id: number }>(/* GraphQL */ `
  query ZoneById($id: Int!) {
    location(id: $id) { id name slug countryCode timezone hidden }
  }`);

export const LocationsList = operation<{ locations: ZoneData[] }, { country: string | null; slug: string | null; includeHidden: boolean }>(/* GraphQL */ `
  query LocationsList($country: String, $slug: String, $includeHidden: Boolean!) {
    locations(country: $country, slug: $slug, includeHidden: $includeHidden) { ...ZoneFields }
  }
  ${ZONE_FIELDS}`);
