import { z } from 'zod';
import { Problem, SCOPES } from '@local-events/platform';
import {
  RegisterSourceDocument,
  RegisterVenueSourceDocument,
  RemoveSourceDocument,
  RemoveVenueSourceDocument,
  RunSourceDocument,
  RunVenueSourceDocument,
  SourceDocument,
  SourcesDocument,
  UpdateSourceDocument,
  UpdateVenueSourceDocument,
  VenueSourceDocument,
  VenueSourcesDocument,
} from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { slug, uuid } from '../schemas.ts';
import { Source, sourceView } from './views.ts';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);
const everyMinutes = z.number().int().min(15).max(10_080).meta({ description: 'Minutes between runs (60 unless given)' });
const trust = z.enum(['publish', 'review']);
export const SourceChanges = z
  .strictObject({ url, trust, everyMinutes, paused: z.boolean() })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'must change at least one field')
  .meta({ id: 'SourceChanges' });
const Removed = z.object({ id: z.uuid(), removed: z.literal(true) }).meta({ id: 'SourceRemoved' });
const admin = { tags: ['sources'], auth: { kind: 'bearer', scopes: [SCOPES.admin] } as const };
const venue = { tags: ['sources'], auth: { kind: 'venue' } as const };
const idParams = z.object({ id: uuid });
const venueParams = z.object({ slug });
const venueIdParams = z.object({ slug, id: uuid });
const AUTH = [401, 403, 503];
const RUN_NOTE =
  'A run fetches the feed (conditionally, through the same guarded fetcher and address policy as submissions), then creates, updates and cancels its events; `lastRun` tells how it went.';

export const listSources = defineRoute({
  ...admin,
  method: 'get',
  path: '/api/admin/sources',
  operationId: 'listSources',
  summary: 'Every followed source',
  response: { status: 200, description: 'The sources', schema: z.object({ results: z.array(Source) }).meta({ id: 'SourceList' }) },
  problems: AUTH,
  async handle({ context }) {
    const { sources } = await context.gateway.request(SourcesDocument, {}, context);
    return { results: sources.map(sourceView) };
  },
});

export const registerSource = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/admin/sources',
  operationId: 'registerSource',
  summary: 'Follow a feed',
  description:
    'iCalendar (RRULE, EXDATE, RECURRENCE-ID), pages of schema.org events (JSON-LD, microdata), h-event pages and JSON-LD feeds. Its ' +
    'events go into the zone (at the venue with `venueSlug`), published with `trust: publish`, for review with `review` (the default). ' +
    'It runs hourly unless `everyMinutes` says otherwise. A URL the fetcher would refuse is a 422 problem.',
  body: z
    .strictObject({
      url,
      zoneId: z.number().int().min(1).max(2_147_483_647).optional(),
      trust: trust.optional(),
      venueSlug: slug.optional(),
      everyMinutes: everyMinutes.optional(),
    })
    .meta({ id: 'NewSource' }),
  response: { status: 201, description: 'The source; its first run starts within a minute', schema: Source },
  problems: [400, ...AUTH, 413, 415, 422],
  async handle({ body, context }) {
    const { registerSource } = await context.gateway.request(RegisterSourceDocument, { input: body }, context);
    return sourceView(registerSource);
  },
});

export const getSource = defineRoute({
  ...admin,
  method: 'get',
  path: '/api/admin/sources/{id}',
  operationId: 'getSource',
  summary: 'A followed source, with its last runs',
  params: idParams,
  response: { status: 200, description: 'The source', schema: Source },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    const { source } = await context.gateway.request(SourceDocument, { id: params.id }, context);
    if (!source) throw new Problem(404, `No source has the id ${params.id}.`);
    return sourceView(source);
  },
});

export const updateSource = defineRoute({
  ...admin,
  method: 'patch',
  path: '/api/admin/sources/{id}',
  operationId: 'updateSource',
  summary: 'Change, pause or resume a followed source',
  params: idParams,
  body: SourceChanges,
  response: { status: 200, description: 'The source after the change', schema: Source },
  problems: [400, ...AUTH, 404, 413, 415, 422],
  async handle({ params, body, context }) {
    const { updateSource } = await context.gateway.request(UpdateSourceDocument, { id: params.id, changes: body }, context);
    return sourceView(updateSource);
  },
});

export const removeSource = defineRoute({
  ...admin,
  method: 'delete',
  path: '/api/admin/sources/{id}',
  operationId: 'removeSource',
  summary: 'Stop following a feed (its events stay)',
  params: idParams,
  response: { status: 200, description: 'Removed', schema: Removed },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    await context.gateway.request(RemoveSourceDocument, { id: params.id }, context);
    return { id: params.id, removed: true as const };
  },
});

export const runSource = defineRoute({
  ...admin,
  method: 'post',
  path: '/api/admin/sources/{id}/run',
  operationId: 'runSource',
  summary: 'Run a followed source now',
  description: `${RUN_NOTE} One run at a time per source: asked again meanwhile, the run waits for the one under way.`,
  params: idParams,
  response: { status: 202, description: 'The run is started', schema: Source },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    const { runSource } = await context.gateway.request(RunSourceDocument, { id: params.id }, context);
    return sourceView(runSource);
  },
});

export const listVenueSources = defineRoute({
  ...venue,
  method: 'get',
  path: '/api/venue-admin/{slug}/sources',
  operationId: 'listVenueSources',
  summary: "The venue's followed feeds",
  params: venueParams,
  response: { status: 200, description: 'The sources', schema: z.object({ results: z.array(Source) }).meta({ id: 'VenueSourceList' }) },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    const { venueSources } = await context.gateway.request(VenueSourcesDocument, { venueSlug: params.slug }, context);
    return { results: venueSources.map(sourceView) };
  },
});

export const registerVenueSource = defineRoute({
  ...venue,
  method: 'post',
  path: '/api/venue-admin/{slug}/sources',
  operationId: 'registerVenueSource',
  summary: "Follow a feed of the venue's own (its events are published at the venue)",
  description: 'A venue follows at most 10 feeds (409 beyond).',
  params: venueParams,
  body: z.strictObject({ url, everyMinutes: everyMinutes.optional() }).meta({ id: 'NewVenueSource' }),
  response: { status: 201, description: 'The source; its first run starts within a minute', schema: Source },
  problems: [400, ...AUTH, 404, 409, 413, 415, 422],
  async handle({ params, body, context }) {
    const { registerVenueSource } = await context.gateway.request(
      RegisterVenueSourceDocument,
      { venueSlug: params.slug, url: body.url, everyMinutes: body.everyMinutes ?? null },
      context,
    );
    return sourceView(registerVenueSource);
  },
});

export const getVenueSource = defineRoute({
  ...venue,
  method: 'get',
  path: '/api/venue-admin/{slug}/sources/{id}',
  operationId: 'getVenueSource',
  summary: "One of the venue's followed feeds, with its last runs",
  params: venueIdParams,
  response: { status: 200, description: 'The source', schema: Source },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    const { venueSource } = await context.gateway.request(VenueSourceDocument, { venueSlug: params.slug, id: params.id }, context);
    return sourceView(venueSource);
  },
});

export const updateVenueSource = defineRoute({
  ...venue,
  method: 'patch',
  path: '/api/venue-admin/{slug}/sources/{id}',
  operationId: 'updateVenueSource',
  summary: "Change, pause or resume one of the venue's feeds",
  params: venueIdParams,
  body: SourceChanges,
  response: { status: 200, description: 'The source after the change', schema: Source },
  problems: [400, ...AUTH, 404, 413, 415, 422],
  async handle({ params, body, context }) {
    const { trust: _trust, ...changes } = body;
    const { updateVenueSource } = await context.gateway.request(
      UpdateVenueSourceDocument,
      { venueSlug: params.slug, id: params.id, changes },
      context,
    );
    return sourceView(updateVenueSource);
  },
});

export const removeVenueSource = defineRoute({
  ...venue,
  method: 'delete',
  path: '/api/venue-admin/{slug}/sources/{id}',
  operationId: 'removeVenueSource',
  summary: 'Stop following a feed of the venue (its events stay)',
  params: venueIdParams,
  response: { status: 200, description: 'Removed', schema: Removed },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    await context.gateway.request(RemoveVenueSourceDocument, { venueSlug: params.slug, id: params.id }, context);
    return { id: params.id, removed: true as const };
  },
});

export const runVenueSource = defineRoute({
  ...venue,
  method: 'post',
  path: '/api/venue-admin/{slug}/sources/{id}/run',
  operationId: 'runVenueSource',
  summary: "Run one of the venue's feeds now",
  description: RUN_NOTE,
  params: venueIdParams,
  response: { status: 202, description: 'The run is started', schema: Source },
  problems: [400, ...AUTH, 404],
  async handle({ params, context }) {
    const { runVenueSource } = await context.gateway.request(RunVenueSourceDocument, { venueSlug: params.slug, id: params.id }, context);
    return sourceView(runVenueSource);
  },
});

export const SOURCE_ROUTES = [
  listSources,
  registerSource,
  getSource,
  updateSource,
  removeSource,
  runSource,
  listVenueSources,
  registerVenueSource,
  getVenueSource,
  updateVenueSource,
  removeVenueSource,
  runVenueSource,
];
