import { z } from 'zod';
import { publicUrls } from '@local-events/platform';
import type { AdminVenueFieldsFragment, AdminZoneFieldsFragment, AuditEntryFieldsFragment } from '../generated/operations.ts';
import { toUtc, toUtcOrNull, utcTimestamp } from '../schemas.ts';
import { VENUE_FIELDS } from '../venues/views.ts';

export const AdminVenue = z
  .object({
    ...VENUE_FIELDS,
    zoneName: z.string().nullable(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    status: z.enum(['active', 'proposed']),
    url: z.url().meta({ description: 'The venue page (shown once the venue is active)' }),
  })
  .meta({ id: 'AdminVenue' });

export const VenueToken = z
  .object({
    id: z.uuid(),
    label: z.string().nullable(),
    createdBy: z.string(),
    createdAt: utcTimestamp,
    revokedAt: utcTimestamp.nullable(),
  })
  .meta({ id: 'VenueTokenInfo', description: 'A venue-manage token; the token itself is shown only when issued' });

export const AdminVenueDetail = AdminVenue.extend({
  managers: z.array(z.string()).meta({ description: 'Account subjects that manage the venue' }),
  tokens: z.array(VenueToken),
}).meta({ id: 'AdminVenueDetail' });

export const adminVenue = (venue: AdminVenueFieldsFragment, siteUrl: string): z.input<typeof AdminVenue> => ({
  ...venue,
  zoneName: venue.zone.name,
  url: publicUrls(siteUrl).venue(venue),
});

export const adminVenueDetail = (
  venue: AdminVenueFieldsFragment & {
    managers: string[];
    tokens: { id: string; label?: string | null; createdBy: string; createdAt: string; revokedAt?: string | null }[];
  },
  siteUrl: string,
): z.input<typeof AdminVenueDetail> => ({
  ...adminVenue(venue, siteUrl),
  managers: venue.managers,
  tokens: venue.tokens.map((token) => ({
    ...token,
    label: token.label ?? null,
    createdAt: toUtc(token.createdAt),
    revokedAt: toUtcOrNull(token.revokedAt ?? null),
  })),
});

export const AdminTown = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    countryCode: z.string(),
    timezone: z.string(),
    kind: z.enum(['city', 'neighbourhood']),
    parentId: z.number().int().nullable(),
    hidden: z.boolean(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    localNames: z.record(z.string(), z.string()).meta({ description: 'Its names in other languages, by language: {"es": "Londres"}' }),
  })
  .meta({ id: 'AdminTown' });

export const adminTown = (zone: AdminZoneFieldsFragment): z.input<typeof AdminTown> => ({
  ...zone,
  localNames: Object.fromEntries(zone.localNames.map(({ language, name }) => [language, name])),
});

export const AuditEntry = z
  .object({
    id: z.string(),
    at: utcTimestamp,
    actor: z.string(),
    action: z.string(),
    objectType: z.enum(['event', 'venue', 'zone', 'source', 'waitlist']),
    objectId: z.string(),
    objectName: z.string(),
    message: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  })
  .meta({ id: 'AuditEntry' });

export const auditEntry = (entry: AuditEntryFieldsFragment): z.input<typeof AuditEntry> => ({
  ...entry,
  at: toUtc(entry.at),
  objectType: entry.objectType as z.input<typeof AuditEntry>['objectType'],
  message: entry.message ?? null,
  changes: Object.entries(entry.changes as Record<string, { from: string | null; to: string | null }>).map(([field, change]) => ({
    field,
    from: change.from ?? null,
    to: change.to ?? null,
  })),
});
