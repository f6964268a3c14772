import { z } from 'zod';
import { Problem, publicUrls } from '@local-events/platform';
import { VenueDescription } from '@local-events/contracts';
import { EventContentChanges, NewVenueEvent, SeriesChanges, seriesChangeVariables } from '../event-content/changes.ts';
import {
  CancelVenueEventDocument,
  ReinstateVenueEventDocument,
  CreateVenueEventDocument,
  DescribeVenueDocument,
  UpdateVenueEventDocument,
  UpdateVenueEventSeriesDocument,
  VenueEventDocument,
  VenueEventSeriesDocument,
  VenueEventsDocument,
} from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { slug, uuid } from '../schemas.ts';
import { VenueEvent, EventSeries, seriesView, venueEventView } from './views.ts';
import { VenueProfile } from '../venues/views.ts';

const venueParams = z.object({ slug });
const eventParams = z.object({ slug, eventUuid: uuid });
const seriesParams = z.object({ slug, seriesUuid: uuid });
const common = { tags: ['venue-admin'], auth: { kind: 'venue' } as const };
const notHere = (params: { slug: string; eventUuid: string }) =>
  new Problem(404, `The venue ${params.slug} has no event ${params.eventUuid}.`);
const UNAUTHORISED = [400, 401, 403, 404, 503];

export const listVenueEvents = defineRoute({
  ...common,
  method: 'get',
  path: '/api/venue-admin/{slug}/events',
  operationId: 'listVenueEvents',
  summary: "A venue's events, in every status",
  description:
    'For a bearer token whose subject manages the venue (venues:manage), an administrator, or a venue-manage token (X-Venue-Token).',
  params: venueParams,
  response: { status: 200, description: 'The events, by start time', schema: z.object({ results: z.array(VenueEvent) }) },
  problems: UNAUTHORISED,
  async handle({ params, context }) {
    const { venueEvents } = await context.gateway.request(VenueEventsDocument, { venueSlug: params.slug }, context);
    return { results: venueEvents.map((event) => venueEventView(event, context.config.SITE_URL)) };
  },
});

export const createVenueEvent = defineRoute({
  ...common,
  method: 'post',
  path: '/api/venue-admin/{slug}/events',
  operationId: 'createVenueEvent',
  summary: 'Add an event at the venue (published at once), once or repeating',
  description:
    'With `recurrence`, the event repeats: each occurrence within a year is an event of its own (same `seriesUuid`), and the ' +
    'answer is the first. A rule more frequent than daily, or one that does not parse, is a 400 problem naming the part.',
  params: venueParams,
  body: NewVenueEvent,
  response: { status: 201, description: 'The new event', schema: VenueEvent },
  problems: [...UNAUTHORISED, 413, 415],
  async handle({ params, body, context }) {
    const { createVenueEvent } = await context.gateway.request(CreateVenueEventDocument, { venueSlug: params.slug, input: body }, context);
    return venueEventView(createVenueEvent, context.config.SITE_URL);
  },
});

export const getVenueEvent = defineRoute({
  ...common,
  method: 'get',
  path: '/api/venue-admin/{slug}/events/{eventUuid}',
  operationId: 'getVenueEvent',
  summary: 'One event of the venue',
  description: 'An event of another venue is 404.',
  params: eventParams,
  response: { status: 200, description: 'The event', schema: VenueEvent },
  problems: UNAUTHORISED,
  async handle({ params, context }) {
    const { venueEvent } = await context.gateway.request(VenueEventDocument, { venueSlug: params.slug, uuid: params.eventUuid }, context);
    if (!venueEvent) throw notHere(params);
    return venueEventView(venueEvent, context.config.SITE_URL);
  },
});

export const updateVenueEvent = defineRoute({
  ...common,
  method: 'patch',
  path: '/api/venue-admin/{slug}/events/{eventUuid}',
  operationId: 'updateVenueEvent',
  summary: 'Change an event of the venue (its status stays)',
  description: 'For an occurrence of a repeating event, only that date changes; later changes to the series pass it by.',
  params: eventParams,
  body: EventContentChanges,
  response: { status: 200, description: 'The event after the change', schema: VenueEvent },
  problems: [...UNAUTHORISED, 409, 413, 415],
  async handle({ params, body, context }) {
    const { updateVenueEvent } = await context.gateway.request(
      UpdateVenueEventDocument,
      { venueSlug: params.slug, uuid: params.eventUuid, changes: body },
      context,
    );
    return venueEventView(updateVenueEvent, context.config.SITE_URL);
  },
});

export const cancelVenueEvent = defineRoute({
  ...common,
  method: 'delete',
  path: '/api/venue-admin/{slug}/events/{eventUuid}',
  operationId: 'cancelVenueEvent',
  summary: 'Cancel a published event of the venue',
  description:
    'The event stays, as `cancelled`, and drops out of every public list. Only published events can be cancelled (409 otherwise). ' +
    'For an occurrence of a repeating event, only that date is cancelled; later changes to the series pass it by.',
  params: eventParams,
  response: { status: 200, description: 'The cancelled event', schema: VenueEvent },
  problems: [...UNAUTHORISED, 409],
  async handle({ params, context }) {
    const { cancelVenueEvent } = await context.gateway.request(
      CancelVenueEventDocument,
      { venueSlug: params.slug, uuid: params.eventUuid },
      context,
    );
    return venueEventView(cancelVenueEvent, context.config.SITE_URL);
  },
});

export const reinstateVenueEvent = defineRoute({
  ...common,
  method: 'post',
  path: '/api/venue-admin/{slug}/events/{eventUuid}/reinstate',
  operationId: 'reinstateVenueEvent',
  summary: 'Undo a cancellation',
  description:
    'An event the venue cancelled is published again, while it is not over. One an administrator or a followed feed cancelled is a 409 ' +
    '(an administrator reinstates it with the review action `reinstate`).',
  params: eventParams,
  response: { status: 200, description: 'The event, published again', schema: VenueEvent },
  problems: [...UNAUTHORISED, 409],
  async handle({ params, context }) {
    const { reinstateVenueEvent } = await context.gateway.request(
      ReinstateVenueEventDocument,
      { venueSlug: params.slug, uuid: params.eventUuid },
      context,
    );
    return venueEventView(reinstateVenueEvent, context.config.SITE_URL);
  },
});

export const getVenueEventSeries = defineRoute({
  ...common,
  method: 'get',
  path: '/api/venue-admin/{slug}/series/{seriesUuid}',
  operationId: 'getVenueEventSeries',
  summary: 'A repeating event of the venue, with its occurrences',
  params: seriesParams,
  response: { status: 200, description: 'The series', schema: EventSeries },
  problems: UNAUTHORISED,
  async handle({ params, context }) {
    const { venueEventSeries } = await context.gateway.request(
      VenueEventSeriesDocument,
      { venueSlug: params.slug, uuid: params.seriesUuid },
      context,
    );
    return seriesView(venueEventSeries, context.config.SITE_URL);
  },
});

export const updateVenueEventSeries = defineRoute({
  ...common,
  method: 'patch',
  path: '/api/venue-admin/{slug}/series/{seriesUuid}',
  operationId: 'updateVenueEventSeries',
  summary: 'Change a repeating event: every occurrence from today on',
  description:
    'What the occurrences say, their times and the rule. Occurrences changed or cancelled on their own, and past ones, stay as they ' +
    'are; dates the new rule no longer gives are cancelled, new ones are added.',
  params: seriesParams,
  body: SeriesChanges,
  response: { status: 200, description: 'The series after the change', schema: EventSeries },
  problems: [...UNAUTHORISED, 413, 415],
  async handle({ params, body, context }) {
    const { updateVenueEventSeries } = await context.gateway.request(
      UpdateVenueEventSeriesDocument,
      { venueSlug: params.slug, uuid: params.seriesUuid, ...seriesChangeVariables(body) },
      context,
    );
    return seriesView(updateVenueEventSeries, context.config.SITE_URL);
  },
});

export const describeVenue = defineRoute({
  ...common,
  method: 'patch',
  path: '/api/venue-admin/{slug}',
  operationId: 'describeVenue',
  summary: 'Say what the venue is: its description, shown on its page and with each of its events',
  description: 'Plain text, line breaks kept, at most 2,000 characters; null or an empty text clears it.',
  params: venueParams,
  body: z.strictObject({ description: VenueDescription.nullable() }).meta({ id: 'VenueDescriptionChange' }),
  response: { status: 200, description: 'The venue after the change', schema: VenueProfile },
  problems: [...UNAUTHORISED, 413, 415],
  async handle({ params, body, context }) {
    const { describeVenue } = await context.gateway.request(
      DescribeVenueDocument,
      { slug: params.slug, description: body.description || null },
      context,
    );
    return { ...describeVenue, url: publicUrls(context.config.SITE_URL).venue(describeVenue) };
  },
});
