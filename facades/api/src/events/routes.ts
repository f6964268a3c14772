import { z } from 'zod';
import { Problem } from '@local-events/platform';
import { EventDetailDocument, EventsOfZoneDocument } from '../generated/operations.ts';
import { defineRoute } from '../route.ts';
import { booleanParam, calendarDate, integerParam, uuid } from '../schemas.ts';
import { EventDetail, eventDetail, EventList, eventSummary } from './views.ts';

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
    const { location } = await context.gateway.request(EventsOfZoneDocument, { zoneId: query.zone_id, date: query.date ?? null }, context);
    if (!location || (location.hidden && !query.includeHidden)) throw new Problem(404, `No zone has the id ${query.zone_id}.`);
    return { results: location.events.map(eventSummary) };
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
