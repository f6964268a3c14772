import { z } from 'zod';
import { VenueFields, ZoneFields } from '@local-events/contracts';
import { SCOPES } from '@local-events/platform';
import {
  AdminCreateVenueDocument,
  AdminCreateZoneDocument,
  AdminUpdateVenueDocument,
  AdminUpdateZoneDocument,
  AdminVenueDocument,
  AdminVenuesDocument,
} from '../generated/operations.ts';
import { AdminTown, adminTown, AdminVenue, adminVenue, AdminVenueDetail, adminVenueDetail, AuditEntry } from '../admin/views.ts';
import { auditLogPage } from '../admin/audit.ts';
import { slug } from '../schemas.ts';
import { defineTool, READ_ONLY, ToolError, WRITE, type ToolContext } from './tool.ts';

/** Administrators' tools: the venues and zones of the guide, and who did what (the audit log). */
const ADMIN = [SCOPES.admin] as const;
const id = z.number().int().min(1).max(2_147_483_647);
const namesList = (names: Record<string, string> | undefined) =>
  names === undefined ? undefined : Object.entries(names).map(([language, name]) => ({ language, name }));

async function venueDetail(context: ToolContext, venueSlug: string) {
  const { venue } = await context.gateway.request(AdminVenueDocument, { slug: venueSlug }, context);
  if (!venue) throw new ToolError('not_found', `No venue has the slug "${venueSlug}".`);
  return adminVenueDetail(venue, context.config.SITE_URL);
}

export const findVenues = defineTool({
  name: 'find_venues',
  title: 'Find venues (administrators)',
  description:
    'Every venue whose name, address or slug has the words, proposed ones too, by name, 100 at a time. Administrators (events:admin).',
  scopes: ADMIN,
  input: z.object({
    q: z.string().max(200).optional().describe('Words of the name, address or slug'),
    offset: z.number().int().min(0).max(100_000).optional().describe('Skip this many'),
  }),
  output: z.object({ results: z.array(AdminVenue), total: z.number().int() }),
  annotations: { ...READ_ONLY, title: 'Find venues' },
  async handle({ q, offset }, context) {
    const { venueDirectory } = await context.gateway.request(
      AdminVenuesDocument,
      { q: q || null, zoneIds: null, status: null, offset: offset ?? 0 },
      context,
    );
    const results = venueDirectory.venues.map((venue) => adminVenue(venue, context.config.SITE_URL));
    const lines = results.map(
      (venue) => `- ${venue.name} (${venue.slug}, ${venue.zoneName}${venue.status === 'proposed' ? ', proposed' : ''}): ${venue.address}`,
    );
    return { result: { results, total: venueDirectory.total }, text: `${venueDirectory.total} venues.\n${lines.join('\n')}` };
  },
});

export const createVenue = defineTool({
  name: 'create_venue',
  title: 'Add a venue',
  description:
    'Adds a venue, listed at once in its zone (zoneId from list_locations); its slug comes from its name. Administrators (events:admin).',
  scopes: ADMIN,
  input: VenueFields.partial({ website: true, description: true, address: true }).extend({ zoneId: id }),
  output: AdminVenueDetail,
  annotations: { ...WRITE, idempotentHint: false, openWorldHint: false, title: 'Add a venue' },
  async handle(input, context) {
    const { createVenue } = await context.gateway.request(AdminCreateVenueDocument, { input }, context);
    const venue = await venueDetail(context, createVenue.slug);
    return { result: venue, text: `Added ${venue.name} (${venue.slug}): ${venue.url}` };
  },
});

export const updateVenue = defineTool({
  name: 'update_venue',
  title: 'Change a venue',
  description:
    "Changes a venue's name, address, position (lat, lng), website or description; its slug and zone stay. Administrators (events:admin).",
  scopes: ADMIN,
  input: VenueFields.partial().extend({ venueSlug: slug.describe('The venue') }),
  output: AdminVenueDetail,
  annotations: { ...WRITE, openWorldHint: false, title: 'Change a venue' },
  async handle({ venueSlug, ...changes }, context) {
    if (Object.keys(changes).length === 0) throw new ToolError('invalid_argument', 'Give at least one field to change.');
    await context.gateway.request(AdminUpdateVenueDocument, { slug: venueSlug, changes }, context);
    const venue = await venueDetail(context, venueSlug);
    return { result: venue, text: `${venue.name} (${venue.slug}) is changed.` };
  },
});

export const createTown = defineTool({
  name: 'create_town',
  title: 'Add a town or neighbourhood',
  description:
    'Adds a town (no parentId) or a neighbourhood (parentId: a town of the same country, whose time zone it takes unless given). ' +
    'hidden: true keeps it out of public lists until shown. Administrators (events:admin).',
  scopes: ADMIN,
  input: ZoneFields.partial({ localNames: true, lat: true, lng: true, timezone: true, parentId: true, hidden: true }).extend({
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .describe('ISO 3166-1 alpha-2'),
    slug: slug.optional(),
  }),
  output: AdminTown,
  annotations: { ...WRITE, idempotentHint: false, openWorldHint: false, title: 'Add a town or neighbourhood' },
  async handle({ localNames, ...rest }, context) {
    const { createZone } = await context.gateway.request(
      AdminCreateZoneDocument,
      { input: { ...rest, localNames: namesList(localNames) ?? [] } },
      context,
    );
    const town = adminTown(createZone);
    return { result: town, text: `Added ${town.name} (zone ${town.id}, ${town.kind}${town.hidden ? ', hidden' : ''}).` };
  },
});

export const updateTown = defineTool({
  name: 'update_town',
  title: 'Change, hide or show a town or neighbourhood',
  description:
    'Changes the fields given of a zone: name, localNames (replaces them all), lat and lng, timezone, parentId (null makes a ' +
    'neighbourhood a town), hidden (true hides it from public lists, false shows it). Administrators (events:admin).',
  scopes: ADMIN,
  input: ZoneFields.partial().extend({ zoneId: id.describe('The zone') }),
  output: AdminTown,
  annotations: { ...WRITE, openWorldHint: false, title: 'Change a town' },
  async handle({ zoneId, localNames, ...rest }, context) {
    const changes = { ...rest, ...(localNames ? { localNames: namesList(localNames) } : {}) };
    if (Object.keys(changes).length === 0) throw new ToolError('invalid_argument', 'Give at least one field to change.');
    const { updateZone } = await context.gateway.request(AdminUpdateZoneDocument, { id: zoneId, changes }, context);
    const town = adminTown(updateZone);
    return { result: town, text: `${town.name} (zone ${town.id}) is changed${town.hidden ? '; it is hidden' : ''}.` };
  },
});

export const readAuditLog = defineTool({
  name: 'read_audit_log',
  title: 'Read the audit log',
  description:
    'Who did what to which event, venue, town or source, newest first: by actor (an account subject), object type, object (words of ' +
    'its name or its id) and days (YYYY-MM-DD, UTC). Administrators (events:admin).',
  scopes: ADMIN,
  input: z.object({
    actor: z.string().max(255).optional(),
    objectType: z.enum(['event', 'venue', 'zone', 'source', 'waitlist']).optional(),
    object: z.string().max(200).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    cursor: z.string().max(100).optional().describe('nextCursor of the page before'),
    limit: z.number().int().min(1).max(100).optional(),
  }),
  output: z.object({ results: z.array(AuditEntry), nextCursor: z.string().nullable() }),
  annotations: { ...READ_ONLY, title: 'Read the audit log' },
  async handle(question, context) {
    const { results, nextCursor } = await auditLogPage(context, question);
    const lines = results.map((entry) => `- ${entry.at} ${entry.actor} ${entry.action} ${entry.objectType} "${entry.objectName}"`);
    return { result: { results, nextCursor }, text: lines.length ? lines.join('\n') : 'Nothing matches.' };
  },
});

export const ADMIN_TOOLS = [findVenues, createVenue, updateVenue, createTown, updateTown, readAuditLog];
