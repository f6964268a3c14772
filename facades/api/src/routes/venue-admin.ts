import { z } from 'zod';
import { Problem, publicUrls } from '@local-events/platform';
import { NewVenueEvent, EventContentChanges } from '../event-changes.ts';
import { CancelVenueEvent, CreateVenueEvent, UpdateVenueEvent, VenueEvent as VenueEventOperation, VenueEvents, type VenueEventData } from '../operations/venue-admin.ts';
import { defineRoute } from '../route.ts';
import { EventDetail, EventStatus, slug, uuid } from '../schemas.ts';
import { toUtc, toUtcOrNull } from '../shaping.ts';

const VenueEvent = EventDetail.pick({
  uuid: true,
  title: true,
  description: true,
  startTime: true,
  endTime: true,
  startTimeLocal: true,
  endTimeLocal: true,
  timezone: true,
  zoneId: true,
  categories: true,
  priceInfo: true,
  isFree: true,
  bookingRequired: true,
  imageUrl: true,
  sourceUrl: true,
  url: true,
})
  .extend({ status: EventStatus })
  .meta({ id: 'VenueEvent', description: "An event of the venue, in any status; `url` is its public page once published" });

const shape = (event: VenueEventData, siteUrl: string) => ({
  ...event,
  startTime: toUtc(event.startTime),
  endTime: toUtcOrNull(event.endTime),
  url: publicUrls(siteUrl).event(event),
});

const venueParams = z.object({ slug });
const eventParams = z.object({ slug, eventUuid: uuid });
const common = { tags: ['venue-admin'], auth: { kind: 'venue' } as const };
const notHere = (params: { slug: string; eventUuid: string }) => new Problem(404, `The venue ${params.slug} has no event ${params.eventUuid}.`);
const UNAUTHORISED = [400, 401, 403, 404, 503];

export const listVenueEvents = defineRoute({
  ...common,
  method: 'get',
  path: '/api/venue-admin/{slug}/events',
  operationId: 'listVenueEvents',
  summary: "A venue's events, in every status",
  description: 'For a bearer token whose subject manages the venue (venues:manage), an administrator, or a venue-manage token (X-Venue-Token).',
  params: venueParams,
  response: { status: 200, description: 'The events, by start time', schema: z.object({ results: z.array(VenueEvent) }) },
  problems: UNAUTHORISED,
  async handle({ params, context }) {
    const { venueEvents } = await context.gateway.request(VenueEvents, { venueSlug: params.slug }, context);
    return { results: venueEvents.map((event) => shape(event, context.config.SITE_URL)) };
  },
});

export const createVenueEvent = defineRoute({
  ...common,
  method: 'post',
  path: '/api/venue-admin/{slug}/events',
  operationId: 'createVenueEvent',
  summary: 'Add an event at the venue (published at once)',
  params: venueParams,
  body: NewVenueEvent,
  response: { status: 201, description: 'The new event', schema: VenueEvent },
  problems: [...UNAUTHORISED, 413, 415],
  async handle({ params, body, context }) {
    const { createVenueEvent } = await context.gateway.request(CreateVenueEvent, { venueSlug: params.slug, input: body }, context);
    return shape(createVenueEvent, context.config.SITE_URL);
  },
});

export const getVenueEvent = defineRoute({
  ...common,
  method: 'get',
  path: '/api/venue-admin/{slug}/events/{eventUuid}',
  operationId: 'getVenueEvent',
  summary: 'One event of the venue',
  description: "An event of another venue is 404.",
  params: eventParams,
  response: { status: 200, description: 'The event', schema: VenueEvent },
  problems: UNAUTHORISED,
  async handle({ params, context }) {
    const { venueEvent } = await context.gateway.request(VenueEventOperation, { venueSlug: params.slug, uuid: params.eventUuid }, context);
    if (!venueEvent) throw notHere(params);
    return shape(venueEvent, context.config.SITE_URL);
  },
});

export const updateVenueEvent = defineRoute({
  ...common,
  method: 'patch',
  path: '/api/venue-admin/{slug}/events/{eventUuid}',
  operationId: 'updateVenueEvent',
  summary: 'Change an event of the venue (its status stays)',
  params: eventParams,
  body: EventContentChanges,
  response: { status: 200, description: 'The event after the change', schema: VenueEvent },
  problems: [...UNAUTHORISED, 409, 413, 415],
  async handle({ params, body, context }) {
    const { updateVenueEvent } = await context.gateway.request(UpdateVenueEvent, { venueSlug: params.slug, uuid: params.eventUuid, changes: body }, context);
    return shape(updateVenueEvent, context.config.SITE_URL);
  },
});

export const cancelVenueEvent = defineRoute({
  ...common,
  method: 'delete',
  path: '/api/venue-admin/{slug}/events/{eventUuid}',
  operationId: 'cancelVenueEvent',
  summary: 'Cancel a published event of the venue',
  description: 'The event stays, as `cancelled`, and drops out of every public list. Only published events can be cancelled (409 otherwise).',
  params: eventParams,
  response: { status: 200, description: 'The cancelled event', schema: VenueEvent },
  problems: [...UNAUTHORISED, 409],
  async handle({ params, context }) {
    const { cancelVenueEvent } = await context.gateway.request(CancelVenueEvent, { venueSlug: params.slug, uuid: params.eventUuid }, context);
    return shape(cancelVenueEvent, context.config.SITE_URL);
  },
});
