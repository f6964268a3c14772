import { z } from 'zod';
import { SCOPES } from '@local-events/platform';
import { ApproveVenueDocument, ProposedVenuesDocument } from '../generated/operations.ts';
import { MergeVenueBody, mergeVenues } from '../admin/venues.ts';
import { defineRoute } from '../route.ts';
import { slug } from '../schemas.ts';
import { StaffVenue, staffVenue } from './views.ts';

const params = z.object({ slug });

export const listProposedVenues = defineRoute({
  method: 'get',
  path: '/api/review/venues',
  operationId: 'listProposedVenues',
  summary: 'Venues proposed by submitted pages',
  description:
    'Venues a submitted page named that matched no known venue, oldest first (at most 200): approve one, or merge it into the venue it duplicates.',
  tags: ['review'],
  auth: { kind: 'bearer', scopes: [SCOPES.review, SCOPES.admin] },
  response: {
    status: 200,
    description: 'The proposed venues',
    schema: z.object({ results: z.array(StaffVenue) }).meta({ id: 'ProposedVenueList' }),
  },
  problems: [401, 403, 503],
  async handle({ context }) {
    const { proposedVenues } = await context.gateway.request(ProposedVenuesDocument, {}, context);
    return { results: proposedVenues.map((venue) => staffVenue(venue, context.config.SITE_URL)) };
  },
});

export const approveProposedVenue = defineRoute({
  method: 'post',
  path: '/api/review/venues/{slug}/approve',
  operationId: 'approveProposedVenue',
  summary: 'Approve a proposed venue',
  description:
    'The venue becomes active: listed in its zone, with its own page. Reviewers do it as part of reviewing an event there. An active venue answers as it is.',
  tags: ['review'],
  auth: { kind: 'bearer', scopes: [SCOPES.review, SCOPES.admin] },
  params,
  response: { status: 200, description: 'The venue, now active', schema: StaffVenue },
  problems: [400, 401, 403, 404, 503],
  async handle({ params, context }) {
    const { approveVenue } = await context.gateway.request(ApproveVenueDocument, { slug: params.slug }, context);
    return staffVenue(approveVenue, context.config.SITE_URL);
  },
});

export const mergeProposedVenue = defineRoute({
  method: 'post',
  path: '/api/review/venues/{slug}/merge',
  operationId: 'mergeProposedVenue',
  summary: 'Merge a proposed venue into an existing one',
  description:
    'Administrators only. Every event of the proposed venue moves to `into` (each move recorded as an edit), then the proposed venue is removed. ' +
    'Safe to repeat after a failure: events already moved are not moved again. A venue of another zone is a 409. Any two venues merge at ' +
    '`POST /api/admin/venues/{slug}/merge`.',
  tags: ['review'],
  auth: { kind: 'bearer', scopes: [SCOPES.admin] },
  params,
  body: MergeVenueBody,
  response: {
    status: 200,
    description: 'The venue kept, and how many events moved to it',
    schema: z.object({ venue: StaffVenue, eventsMoved: z.number().int() }).meta({ id: 'MergedVenue' }),
  },
  problems: [400, 401, 403, 404, 409, 413, 415, 503],
  async handle({ params, body, context }) {
    const { mergeVenue, eventsMoved } = await mergeVenues(context, { slug: params.slug, into: body.into });
    return { venue: staffVenue(mergeVenue, context.config.SITE_URL), eventsMoved };
  },
});
