import { z } from 'zod';
import { VenueFields } from '@local-events/contracts';
import { Problem, SCOPES } from '@local-events/platform';
import {
  AdminAddVenueManagerDocument,
  AdminCreateVenueDocument,
  AdminIssueVenueTokenDocument,
  AdminMoveVenueSourcesDocument,
  AdminRemoveVenueManagerDocument,
  AdminRevokeVenueTokenDocument,
  AdminUpdateVenueDocument,
  AdminVenueDocument,
  AdminVenuesDocument,
  MergeVenueDocument,
  MoveVenueEventsDocument,
  ZoneIdsDocument,
} from '../generated/operations.ts';
import { defineRoute, type RouteContext } from '../route.ts';
import { integerParam, slug, utcTimestamp, uuid } from '../schemas.ts';
import { AdminVenue, AdminVenueDetail, adminVenue, adminVenueDetail } from './views.ts';

const admin = { tags: ['administration'], auth: { kind: 'bearer', scopes: [SCOPES.admin] } as const };
const params = z.object({ slug });
const AUTH = [401, 403, 503];
const zoneId = z.number().int().min(1).max(2_147_483_647);

/** Which venue to keep: the body of both merge paths. */
export const MergeVenueBody = z
  .strictObject({ into: slug.meta({ description: 'The slug of the venue to keep' }) })
  .meta({ id: 'MergeVenue' });

async function venueDetail(context: RouteContext, venueSlug: string) {
  const { venue } = await context.gateway.request(AdminVenueDocument, { slug: venueSlug }, context);
  if (!venue) throw new Problem(404, `No venue has the slug "${venueSlug}".`);
  return adminVenueDetail(venue, context.config.SITE_URL);
}

export const listAdminVenues = defineRoute({
  ...admin,
  method: 'get',
  path: '/api/admin/venues',
  operationId: 'listAdminVenues',
  summary: 'Every venue, searched and paged',
  description: 'By name, 100 a page; `q` finds words in the name, address or slug. Proposed venues too (`status` narrows).',
  query: z.object({
    q: z.string().max(200).optional().meta({ description: 'Words in the name, address or slug' }),
    zone_id: integerParam('Only venues in this zone (a town includes its neighbourhoods)').optional(),
    status: z.enum(['active', 'proposed']).optional(),
    offset: z
      .string()
      .regex(/^\d{1,6}$/, 'must be a number')
      .transform(Number)
      .optional()
      .meta({ description: 'Skip this many (0 by default)' }),
  }),
  response: {
    status: 200,
    description: 'A page of venues',
    schema: z
      .object({ results: z.array(AdminVenue), total: z.number().int(), nextOffset: z.number().int().nullable() })
      .meta({ id: 'AdminVenueList' }),
  },
  problems: [400, ...AUTH],
  async handle({ query, context }) {
    const offset = query.offset ?? 0;
    const zoneIds = query.zone_id ? await zoneAndNeighbourhoods(context, query.zone_id) : null;
    const { venueDirectory } = await context.gateway.request(
      AdminVenuesDocument,
      { q: query.q || null, zoneIds, status: query.status ?? null, offset },
      context,
    );
    const next = offset + venueDirectory.venues.length;
    return {
      results: venueDirectory.venues.map((venue) => adminVenue(venue, context.config.SITE_URL)),
      total: venueDirectory.total,
      nextOffset: next < venueDirectory.total ? next : null,
    };
  },
});

async function zoneAndNeighbourhoods(context: RouteContext, id: number): Promise<number[]> {
  const { location } = await context.gateway.request(ZoneIdsDocument, { id }, context);
  if (!location) throw new Problem(404, `No zone has the id ${id}.`);
  return location.zoneIds;
}

export const createAdminVenue = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/admin/venues',
  operationId: 'createAdminVenue',
  summary: 'Add a venue',
  description: 'Listed at once in its zone; its slug comes from its name (with a number when taken).',
  body: VenueFields.partial({ website: true, description: true, address: true }).extend({ zoneId }).strict().meta({ id: 'NewVenue' }),
  response: { status: 201, description: 'The venue', schema: AdminVenueDetail },
  problems: [400, ...AUTH, 413, 415],
  async handle({ body, context }) {
    const { createVenue } = await context.gateway.request(AdminCreateVenueDocument, { input: body }, context);
    return venueDetail(context, createVenue.slug);
  },
});

export const getAdminVenue = defineRoute({
  ...admin,
  method: 'get',
  path: '/api/admin/venues/{slug}',
  operationId: 'getAdminVenue',
  summary: 'A venue, with its managers and tokens',
  params,
  response: { status: 200, description: 'The venue', schema: AdminVenueDetail },
  problems: [400, ...AUTH, 404],
  handle: ({ params, context }) => venueDetail(context, params.slug),
});

export const updateAdminVenue = defineRoute({
  ...admin,
  method: 'patch',
  path: '/api/admin/venues/{slug}',
  operationId: 'updateAdminVenue',
  summary: "Change a venue's name, address, position, website or description",
  description: 'Its slug and zone stay. Events list the new name within ten minutes. Each change is in the audit log.',
  params,
  body: VenueFields.partial()
    .strict()
    .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field')
    .meta({ id: 'VenueChanges' }),
  response: { status: 200, description: 'The venue after the change', schema: AdminVenueDetail },
  problems: [400, ...AUTH, 404, 413, 415],
  async handle({ params, body, context }) {
    await context.gateway.request(AdminUpdateVenueDocument, { slug: params.slug, changes: body }, context);
    return venueDetail(context, params.slug);
  },
});

/**
 * A merge, as both the administrators' and the reviewers' paths make it: the events move, then the sources, then the
 * venue goes. Each service checks the pair (platform/src/venue-merge.ts), so a merge that fails half-way leaves the
 * venue, and repeating it finishes.
 */
export async function mergeVenues(context: RouteContext, pair: { slug: string; into: string }) {
  const { moveVenueEvents } = await context.gateway.request(MoveVenueEventsDocument, pair, context);
  const { moveVenueSources } = await context.gateway.request(AdminMoveVenueSourcesDocument, pair, context);
  const { mergeVenue } = await context.gateway.request(MergeVenueDocument, pair, context);
  return { mergeVenue, eventsMoved: moveVenueEvents, sourcesMoved: moveVenueSources };
}

export const mergeAdminVenue = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/admin/venues/{slug}/merge',
  operationId: 'mergeAdminVenue',
  summary: 'Merge a venue into another (a duplicate, or a proposed venue)',
  description:
    'Every event and followed source of the venue moves to `into`, its managers manage `into`, its tokens end, and it is removed. ' +
    'Both must be in the same zone (409 otherwise). Safe to repeat after a failure.',
  params,
  body: MergeVenueBody,
  response: {
    status: 200,
    description: 'The venue kept, and what moved to it',
    schema: z
      .object({ venue: AdminVenueDetail, eventsMoved: z.number().int(), sourcesMoved: z.number().int() })
      .meta({ id: 'AdminMergedVenue' }),
  },
  problems: [400, ...AUTH, 404, 409, 413, 415],
  async handle({ params, body, context }) {
    const merged = await mergeVenues(context, { slug: params.slug, into: body.into });
    return {
      venue: await venueDetail(context, merged.mergeVenue.slug),
      eventsMoved: merged.eventsMoved,
      sourcesMoved: merged.sourcesMoved,
    };
  },
});

export const addAdminVenueManager = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/admin/venues/{slug}/managers',
  operationId: 'addVenueManager',
  summary: 'Let an account manage the venue',
  description: 'The account (its subject at the identity provider) needs the venues:manage scope to act on it.',
  params,
  body: z
    .strictObject({ subject: z.string().trim().min(1).max(255).meta({ description: "The account's subject" }) })
    .meta({ id: 'VenueManager' }),
  response: { status: 200, description: 'The venue, with its managers', schema: AdminVenueDetail },
  problems: [400, ...AUTH, 404, 413, 415],
  async handle({ params, body, context }) {
    await context.gateway.request(AdminAddVenueManagerDocument, { slug: params.slug, subject: body.subject }, context);
    return venueDetail(context, params.slug);
  },
});

export const removeAdminVenueManager = defineRoute({
  ...admin,
  method: 'delete',
  path: '/api/admin/venues/{slug}/managers/{subject}',
  operationId: 'removeVenueManager',
  summary: 'Stop an account managing the venue',
  params: z.object({ slug, subject: z.string().min(1).max(255) }),
  response: { status: 200, description: 'The venue, with its managers', schema: AdminVenueDetail },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    await context.gateway.request(AdminRemoveVenueManagerDocument, params, context);
    return venueDetail(context, params.slug);
  },
});

export const issueAdminVenueToken = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/admin/venues/{slug}/tokens',
  operationId: 'issueVenueToken',
  summary: 'Issue a venue-manage token',
  description: 'The token is in this answer only (only its hash is kept). Send it as `X-Venue-Token`.',
  params,
  body: z.strictObject({ label: z.string().trim().max(100).optional() }).meta({ id: 'NewVenueToken' }),
  response: {
    status: 201,
    description: 'The token, shown this once',
    schema: z.object({ id: z.uuid(), token: z.string(), createdAt: utcTimestamp }).meta({ id: 'IssuedVenueToken' }),
  },
  problems: [400, ...AUTH, 404, 413, 415],
  async handle({ params, body, context }) {
    const { issueVenueToken } = await context.gateway.request(
      AdminIssueVenueTokenDocument,
      { slug: params.slug, label: body.label || null },
      context,
    );
    return { ...issueVenueToken, createdAt: new Date(issueVenueToken.createdAt).toISOString() };
  },
});

export const revokeAdminVenueToken = defineRoute({
  ...admin,
  method: 'delete',
  path: '/api/admin/venues/{slug}/tokens/{id}',
  operationId: 'revokeVenueToken',
  summary: 'Revoke a venue-manage token',
  params: z.object({ slug, id: uuid }),
  response: { status: 200, description: 'The venue, with its tokens', schema: AdminVenueDetail },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    const venue = await venueDetail(context, params.slug);
    if (!venue.tokens.some((token) => token.id === params.id && token.revokedAt === null))
      throw new Problem(404, 'This venue has no such active token.');
    await context.gateway.request(AdminRevokeVenueTokenDocument, { id: params.id }, context);
    return venueDetail(context, params.slug);
  },
});

export const ADMIN_VENUE_ROUTES = [
  listAdminVenues,
  createAdminVenue,
  getAdminVenue,
  updateAdminVenue,
  mergeAdminVenue,
  addAdminVenueManager,
  removeAdminVenueManager,
  issueAdminVenueToken,
  revokeAdminVenueToken,
];
