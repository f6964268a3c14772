import { z } from 'zod';
import { CATEGORY_IDS } from '@local-events/contracts';
import { Problem } from '@local-events/platform';
import {
  EventCategoriesDocument,
  EventDetailDocument,
  EventSearchSort,
  EventsInZonesDocument,
  SearchEventsDocument,
  SearchEventsOfZoneDocument,
} from '../generated/operations.ts';
import { zoneById } from '../locations/zone-directory.ts';
import { defineRoute } from '../route.ts';
import { booleanParam, calendarDate, integerParam, searchText, uuid } from '../schemas.ts';
import { EventDetail, eventDetail, EventList, EventSearchResults, eventSearchResults, eventSummary } from './views.ts';

export const listEvents = defineRoute({
  method: 'get',
  path: '/api/events/list',
  publicCache: true,
  operationId: 'listEvents',
  summary: 'Published events of a zone on one day',
  description:
    "`date` is a calendar day in the zone's own time zone (days when clocks change have 23 or 25 hours). " +
    "A city's list includes its neighbourhoods' events; each item's `zoneId` is the event's own zone. " +
    'Sorted by start time; at most 500 events. A hidden zone answers 404 unless `includeHidden=true`.',
  tags: ['events'],
  query: z.object({
    zone_id: integerParam('The zone (a location id)'),
    date: calendarDate("Day in the zone's time zone; defaults to today there").optional(),
    includeHidden: booleanParam('Allow a hidden zone'),
  }),
  response: { status: 200, description: 'The events, by start time', schema: EventList },
  problems: [400, 404, 503],
  async handle({ query, context }) {
    const found = await zoneById(context, query.zone_id);
    if (!found || (found.view.hidden && !query.includeHidden)) throw new Problem(404, `No zone has the id ${query.zone_id}.`);
    const { zoneIds, view } = found;
    const { eventsInZones } = await context.gateway.request(
      EventsInZonesDocument,
      { zoneIds, timezone: view.timezone, date: query.date ?? null },
      context,
    );
    return { results: eventsInZones.map(eventSummary) };
  },
});

export const getEvent = defineRoute({
  method: 'get',
  path: '/api/events/get',
  publicCache: true,
  operationId: 'getEvent',
  summary: 'A published event',
  description: 'Events that are not published (under review, cancelled, rejected) answer 404.',
  tags: ['events'],
  query: z.object({ eventUuid: uuid }),
  response: { status: 200, description: 'The event', schema: EventDetail },
  problems: [400, 404, 503],
  async handle({ query, context }) {
    const { event } = await context.gateway.request(EventDetailDocument, { uuid: query.eventUuid }, context);
    if (!event) throw new Problem(404, `No published event has the uuid ${query.eventUuid}.`);
    return eventDetail(event, context.config.SITE_URL);
  },
});

const SORTS = Object.values(EventSearchSort);

export const searchEvents = defineRoute({
  method: 'get',
  path: '/api/events/search',
  publicCache: true,
  operationId: 'searchEvents',
  summary: 'Search published events',
  description:
    "Any of: `q` (words of the title, the venue's name, the place or the description, accents and case ignored, web-search syntax: quotes, `or`, `-word`; " +
    'a word of three letters or more also matches longer words it begins (`jaz` finds jazz), and one of five or more that no event holds ' +
    'also matches the words one typo away (`concrt` finds concert); an excluded `-word` stays exact; ' +
    'at most 16 words or phrases count, control characters are spaces, and text with no letter or digit finds nothing), ' +
    "`zone_id` (a city takes in its neighbourhoods), `from`/`to` (calendar days in each event's own time zone, both included, at most 31 days; " +
    "by default from today, in the zone's time zone or UTC, for 31 days), `free=true`, `category` (repeatable), " +
    '`near=lat,lng` with `radius` in metres (events at a venue within it, or at a place of their own within it; each with its `distance`). ' +
    '`sort` is `start` (soonest first), `relevance` (best match first, with `q`) or `distance` (nearest first, the default with `near`). Pages of `limit` events in a stable order: follow `nextCursor`, which neither skips nor repeats an event as others are added.',
  tags: ['events'],
  query: z.object({
    q: searchText.optional().meta({ description: 'Words to find' }),
    zone_id: integerParam('Only this zone (with its neighbourhoods)').optional(),
    from: calendarDate('First day, YYYY-MM-DD').optional(),
    to: calendarDate('Last day, YYYY-MM-DD, at most 31 days after from').optional(),
    free: booleanParam('Only free events'),
    category: z
      .union([z.string(), z.array(z.string()).max(10, 'at most 10 categories')])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .pipe(z.array(z.enum(CATEGORY_IDS, { error: `must be one of ${CATEGORY_IDS.join(', ')} (GET /api/events/categories)` })))
      .optional()
      .meta({
        description: 'Only events in this category; repeat for any of several',
        override: { type: 'array', items: { type: 'string', enum: CATEGORY_IDS } },
      }),
    near: z
      .string()
      .regex(/^-?\d{1,2}(\.\d{1,15})?,-?\d{1,3}(\.\d{1,15})?$/, 'must be a point as lat,lng in degrees, e.g. 51.5074,-0.1278')
      .transform((value) => value.split(',').map(Number) as [number, number])
      .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'must have lat between -90 and 90 and lng between -180 and 180')
      .optional()
      .meta({ description: 'Only events near this point, lat,lng', example: '51.5074,-0.1278', override: { type: 'string' } }),
    radius: integerParam('Metres around near, 5000 by default').pipe(z.number().max(50_000, 'must be at most 50000 metres')).optional(),
    sort: z
      .enum(SORTS, { error: `must be one of ${SORTS.join(', ')}` })
      .optional()
      .meta({ description: 'start (the default without near), relevance (needs q) or distance (the default with near)' }),
    limit: integerParam('Events per page, 20 by default').pipe(z.number().max(50, 'must be at most 50')).optional(),
    cursor: z.string().min(1).max(500).optional().meta({ description: 'nextCursor of the page before' }),
  }),
  response: { status: 200, description: 'A page of events', schema: EventSearchResults },
  problems: [400, 404, 503],
  async handle({ query, context }) {
    const near = query.near ? { lat: query.near[0], lng: query.near[1] } : null;
    const search = {
      q: query.q ?? null,
      categories: query.category ?? null,
      near,
      radius: query.radius ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      free: query.free,
      sort: query.sort ?? null,
      limit: query.limit ?? 20,
      after: query.cursor ?? null,
    };
    try {
      if (query.zone_id === undefined)
        return eventSearchResults((await context.gateway.request(SearchEventsDocument, search, context)).searchEvents);
      const { location } = await context.gateway.request(SearchEventsOfZoneDocument, { ...search, zoneId: query.zone_id }, context);
      if (!location || location.hidden) throw new Problem(404, `No zone has the id ${query.zone_id}.`);
      return eventSearchResults(location.searchEvents);
    } catch (error) {
      // A refusal of the words names them as the graph does, `q`; here they are a query parameter.
      if (error instanceof Problem && error.status === 400 && error.argument === 'q') {
        throw new Problem(400, 'q could not be searched; use fewer or simpler words.', {
          errors: [{ name: 'q', in: 'query', detail: 'could not be searched; use fewer or simpler words' }],
        });
      }
      throw error;
    }
  },
});

export const listCategories = defineRoute({
  method: 'get',
  path: '/api/events/categories',
  publicCache: true,
  operationId: 'listEventCategories',
  summary: "The guide's categories",
  description:
    "JSON array of the categories events are filtered by (`category` of /api/events/search). Submitted pages' keywords are mapped onto them.",
  tags: ['events'],
  response: {
    status: 200,
    description: 'The categories, in the order the site shows them',
    schema: z.array(z.object({ id: z.string(), label: z.string() })).meta({ id: 'EventCategoryList' }),
  },
  problems: [503],
  async handle({ context }) {
    return (await context.gateway.request(EventCategoriesDocument, {}, context)).eventCategories;
  },
});
