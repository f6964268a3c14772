import { VenueFields, ZoneFields } from '@local-events/contracts';
import type { z } from 'zod';

/** What an administrator typed in a venue's form, as the form shows it again after a mistake. */
export type VenueFormValues = Record<'name' | 'address' | 'lat' | 'lng' | 'website' | 'description' | 'zoneId', string>;

/** What an administrator typed in a zone's form. */
export type ZoneFormValues = Record<'name' | 'slug' | 'countryCode' | 'timezone' | 'parentId' | 'lat' | 'lng' | 'localNames', string> & {
  hidden: boolean;
};

const text = (body: Record<string, unknown>, field: string) => (typeof body[field] === 'string' ? (body[field] as string) : '');
const number = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));

/** The first problem the contract finds, as a sentence naming the field by its label. */
function firstProblem(error: z.ZodError, labels: Record<string, string>): string {
  const issue = error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  return `${labels[field] ?? field}: ${issue.message}.`;
}

const VENUE_LABELS: Record<string, string> = {
  name: 'Name',
  address: 'Address',
  lat: 'Latitude',
  lng: 'Longitude',
  website: 'Web site',
  description: 'Description',
};

export const venueFormValues = (venue?: Partial<Record<keyof VenueFormValues, string | number | null>>): VenueFormValues => ({
  name: String(venue?.name ?? ''),
  address: String(venue?.address ?? ''),
  lat: venue?.lat == null ? '' : String(venue.lat),
  lng: venue?.lng == null ? '' : String(venue.lng),
  website: String(venue?.website ?? ''),
  description: String(venue?.description ?? ''),
  zoneId: venue?.zoneId == null ? '' : String(venue.zoneId),
});

/** A venue's form, read by the venue contract: the fields, or the form's values and what is wrong. */
export function readVenueForm(body: Record<string, unknown>) {
  const values = venueFormValues(Object.fromEntries(Object.keys(venueFormValues()).map((field) => [field, text(body, field)])));
  const checked = VenueFields.safeParse({
    name: values.name,
    address: values.address,
    lat: number(values.lat),
    lng: number(values.lng),
    website: values.website.trim() || null,
    description: values.description.trim() || null,
  });
  if (!checked.success) return { values, error: firstProblem(checked.error, VENUE_LABELS) };
  return { values, fields: checked.data };
}

const ZONE_LABELS: Record<string, string> = {
  name: 'Name',
  localNames: 'Names in other languages',
  lat: 'Latitude',
  lng: 'Longitude',
  timezone: 'Time zone',
  parentId: 'Town',
};

export const zoneFormValues = (
  zone?: Partial<{
    name: string;
    slug: string;
    countryCode: string;
    timezone: string;
    parentId: number | null;
    lat: number | null;
    lng: number | null;
    hidden: boolean;
    localNames: { language: string; name: string }[];
  }>,
): ZoneFormValues => ({
  name: zone?.name ?? '',
  slug: zone?.slug ?? '',
  countryCode: zone?.countryCode ?? '',
  timezone: zone?.timezone ?? '',
  parentId: zone?.parentId ? String(zone.parentId) : '',
  lat: zone?.lat == null ? '' : String(zone.lat),
  lng: zone?.lng == null ? '' : String(zone.lng),
  localNames: (zone?.localNames ?? []).map(({ language, name }) => `${language}: ${name}`).join('\n'),
  hidden: zone?.hidden ?? false,
});

/** "es: Londres" lines into {es: "Londres"}; a line without a colon is an error. */
function namesOf(lines: string): Record<string, string> | string {
  const names: Record<string, string> = {};
  for (const line of lines
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = line.indexOf(':');
    if (colon < 1) return `Names in other languages: write each as "language: name", e.g. "es: Londres" (not "${line.slice(0, 40)}").`;
    names[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return names;
}

/** A zone's form, read by the zone contract. */
export function readZoneForm(body: Record<string, unknown>) {
  const values: ZoneFormValues = {
    ...zoneFormValues(),
    ...Object.fromEntries(
      ['name', 'slug', 'countryCode', 'timezone', 'parentId', 'lat', 'lng', 'localNames'].map((field) => [field, text(body, field)]),
    ),
    hidden: body.hidden === 'on' || body.hidden === 'true',
  };
  const localNames = namesOf(values.localNames);
  if (typeof localNames === 'string') return { values, error: localNames };
  const checked = ZoneFields.partial({ timezone: true }).safeParse({
    name: values.name,
    localNames,
    lat: number(values.lat),
    lng: number(values.lng),
    timezone: values.timezone.trim() || undefined,
    parentId: values.parentId ? Number(values.parentId) : null,
    hidden: values.hidden,
  });
  if (!checked.success) return { values, error: firstProblem(checked.error, ZONE_LABELS) };
  if ((checked.data.lat === null) !== (checked.data.lng === null))
    return { values, error: 'Latitude and longitude: give both, or neither.' };
  return { values, fields: checked.data };
}
