import { z } from 'zod';
import { CATEGORY_IDS } from '@local-events/contracts';
import { dayRange, foldToAscii, InvalidDays, publicUrls, slugify, WHEN } from '@local-events/platform';
import { EventDetail as EventDetailSchema, eventDetail, placeName } from '../events/views.ts';
import {
  EventDetailDocument,
  EventsInZonesBetweenDocument,
  FindEventsMatchingDocument,
  VenueWithUpcomingEventsDocument,
  ZoneAtDocument,
  ZoneByIdDocument,
  ZoneNamesDocument,
  type EventSummaryFieldsFragment,
  type ZoneNamesQuery,
} from '../generated/operations.ts';
import { Zone, zone } from '../locations/views.ts';
import { activeUsersOfZone, zoneById, zonesWithWeeklyCounts } from '../locations/zone-directory.ts';
import { searchText, toUtc } from '../schemas.ts';
import { VenueWithEvents, venueWithEvents } from '../venues/views.ts';
import { askTool } from './ask-tool.ts';
import { defineTool, READ_ONLY, ToolError, type ToolContext } from './tool.ts';

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166-1 country code')
  .transform((code) => code.toUpperCase());
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

const EventItem = z.object({
  uuid: z.string(),
  title: z.string(),
  startTime: z.string().describe('UTC, e.g. 2026-05-09T10:00:00.000Z'),
  startTimeLocal: z.string().describe('Local time where the event is, with its offset'),
  venueName: z.string().nullable(),
  zoneId: z.number().int().nullable(),
  url: z.string().describe('The public event page'),
});

const eventItem = (event: EventSummaryFieldsFragment, siteUrl: string): z.infer<typeof EventItem> => ({
  uuid: event.uuid,
  title: event.title,
  startTime: toUtc(event.startTime),
  startTimeLocal: event.startTimeLocal,
  venueName: placeName(event),
  zoneId: event.zoneId,
  url: publicUrls(siteUrl).event(event),
});

const notFound = (location: string | number, country?: string) =>
  new ToolError(
    'not_found',
    `No town or neighbourhood is called "${location}"${country ? ` in ${country}` : ''}; list_locations shows them all.`,
  );

/** Every listed town and neighbourhood with what names them, in one small query (the locations service alone). */
export const zoneNames = async (context: ToolContext, country?: string) =>
  (await context.gateway.request(ZoneNamesDocument, { country: country ?? null, slug: null }, context)).locations;

/** Whether a zone answers public questions: listed, and in the country asked for when one is. */
const isListedIn = (zone: { hidden?: boolean; countryCode: string }, country?: string) =>
  !zone.hidden && (!country || zone.countryCode === country);

/**
 * The zone a person means: its id, or its slug or name (any case, accents optional), in a country when given.
 * An id and a slug unique in the country are each answered by one small query; only names need the whole list.
 */
export async function findZone(
  context: ToolContext,
  location: string | number,
  country?: string,
): Promise<ZoneNamesQuery['locations'][number]> {
  if (typeof location === 'number') {
    const { location: found } = await context.gateway.request(ZoneByIdDocument, { id: location }, context);
    if (!found || !isListedIn(found, country)) throw notFound(location, country);
    return found;
  }
  const slug = slugify(location);
  if (slug) {
    const bySlug = (await context.gateway.request(ZoneNamesDocument, { country: country ?? null, slug }, context)).locations;
    if (bySlug.length === 1) return bySlug[0]!;
  }
  const all = await zoneNames(context, country);
  const wanted = foldToAscii(location.trim());
  const matches = all.filter(
    (candidate) => String(candidate.id) === wanted || candidate.slug === slug || foldToAscii(candidate.name) === wanted,
  );
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw notFound(location, country);
  throw new ToolError('ambiguous_location', `"${location}" names several places; give country or the id.`, {
    candidates: matches.map((candidate) => ({ id: candidate.id, name: candidate.name, countryCode: candidate.countryCode })),
  });
}

export const listLocations = defineTool({
  name: 'list_locations',
  title: 'List towns and neighbourhoods',
  description:
    'The places Local Events covers: cities and their neighbourhoods, each with its id, slug, country, IANA time zone, ' +
    'parent city (for a neighbourhood), the number of published events in the next 7 days, and its public page. ' +
    'Use an id, slug or name from here with find_events.',
  input: z.object({ country: countryCode.optional().describe('Only this country (ISO 3166-1 alpha-2, e.g. GB)') }),
  output: z.object({ locations: z.array(Zone) }),
  annotations: { ...READ_ONLY, title: 'List towns and neighbourhoods' },
  async handle({ country }, context) {
    const locations = await zonesWithWeeklyCounts(context, country ?? null, false);
    const text = locations
      .map(
        (l) =>
          `${l.name} (${l.kind}, ${l.countryCode}, id ${l.id}${l.parentId ? `, in ${l.parentId}` : ''}): ${l.weeklyEventsCount} events this week`,
      )
      .join('\n');
    return { result: { locations }, text: text || 'No locations.' };
  },
});

export const findEvents = defineTool({
  name: 'find_events',
  title: "Find what's on",
  description:
    'Published events in a town (including all its neighbourhoods) or in one neighbourhood, on one day or over a range of ' +
    "days, counted in that place's own time zone. Name the place by id, slug or name (add country when a name is used " +
    'in several countries). Give `date`, or `from` and `to`, or `when` (today, tomorrow, this_weekend, next_7_days); ' +
    'without any, today. Narrow with `q` (words, accents ignored), `categories`, `free`, or `near` a point with ' +
    '`radius` (at most 50 events then). Each event links to its public page.',
  input: z.object({
    location: z.union([z.number().int().positive(), z.string().min(1).max(100)]).describe('A town or neighbourhood: id, slug or name'),
    country: countryCode.optional(),
    date: calendarDate.optional().describe("One day, YYYY-MM-DD, in the place's time zone"),
    from: calendarDate.optional().describe('First day of a range'),
    to: calendarDate.optional().describe('Last day of a range (included; at most 31 days after from)'),
    when: z.enum(WHEN).optional(),
    q: searchText.optional().describe('Words of the title, place or description (e.g. "jazz", "cafe")'),
    query: searchText.optional().describe('Deprecated: the old name of q (the same words); give one of them'),
    categories: z.array(z.enum(CATEGORY_IDS)).min(1).max(10).optional().describe('Only events in any of these categories'),
    free: z.boolean().optional().describe('Only free events'),
    near: z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
      .optional()
      .describe('Only events near this point'),
    radius: z.number().int().min(1).max(50_000).optional().describe('Metres around near, 5000 by default'),
    limit: z.number().int().min(1).max(200).default(50),
  }),
  output: z.object({
    location: Zone,
    from: z.string(),
    to: z.string(),
    events: z.array(EventItem),
    truncated: z.boolean().describe('True when there were more events than limit'),
  }),
  annotations: { ...READ_ONLY, title: "Find what's on" },
  async handle({ location, country, limit, q: words, query, categories, free, near, radius, ...days }, context) {
    if (words !== undefined && query !== undefined) throw new ToolError('invalid_argument', 'Give q or query (its old name), not both.');
    const q = words ?? query;
    // Days named by date need no time zone to be known: a zone's id then costs one trip to the gateway, not two.
    const named =
      typeof location === 'number' && (days.date !== undefined || days.from !== undefined)
        ? undefined
        : await findZone(context, location, country);
    let range: { from: string; to: string };
    try {
      range = dayRange(days, named?.timezone ?? 'UTC');
    } catch (error) {
      if (error instanceof InvalidDays) throw new ToolError('invalid_argument', error.message);
      throw error;
    }
    const { from, to } = range;
    const zoneId = named?.id ?? (location as number);
    let located: Parameters<typeof zone>[0] | undefined;
    let events: z.infer<typeof EventItem>[] = [];
    let truncated = false;
    if (q || categories || free || near) {
      const search = {
        zoneId,
        q: q ?? null,
        categories: categories ?? null,
        from,
        to,
        free: free ?? false,
        near: near ?? null,
        radius: radius ?? null,
        limit: Math.min(limit, 50),
      };
      const { location: found } = await context.gateway.request(FindEventsMatchingDocument, search, context);
      if (found) {
        const { searchEvents: matching, ...zoneFields } = found;
        [located, events, truncated] = [
          zoneFields,
          matching.nodes.map((event) => eventItem(event, context.config.SITE_URL)),
          matching.pageInfo.hasNextPage,
        ];
      }
    } else {
      const found = await zoneById(context, zoneId);
      if (found) {
        const { zoneIds, view } = found;
        const between = { zoneIds, timezone: view.timezone, from, until: to, limit: limit + 1 };
        const [{ weeklyEventCounts, eventsInZones: listed }, activeUsers] = await Promise.all([
          context.gateway.request(EventsInZonesBetweenDocument, between, context),
          activeUsersOfZone(context, found),
        ]);
        located = { ...view, weeklyEventsCount: weeklyEventCounts.reduce((sum, count) => sum + count, 0), activeUsers };
        [events, truncated] = [listed.map((event) => eventItem(event, context.config.SITE_URL)), listed.length > limit];
      }
    }
    // A zone found by its id alone is checked as findZone checks it: listed, and in the country asked for.
    if (!located || (!named && !isListedIn(located, country))) throw notFound(location, country);
    const shown = events.slice(0, limit);
    const when = from === to ? from : `${from} to ${to}`;
    const text = shown.length
      ? [
          `${shown.length} event(s) in ${located.name}, ${when}:`,
          ...shown.map(
            (e) => `- ${e.startTimeLocal.slice(0, 16).replace('T', ' ')} ${e.title}${e.venueName ? ` at ${e.venueName}` : ''} ${e.url}`,
          ),
        ].join('\n')
      : `Nothing listed in ${located.name}, ${when}.`;
    return { result: { location: zone(located, context.config.SITE_URL), from, to, events: shown, truncated }, text };
  },
});

export const matchZone = defineTool({
  name: 'match_zone',
  title: 'Find the town of a point',
  description:
    "The town or neighbourhood of a point (a person's position, or a place's coordinates): the listed zone whose centre is " +
    'nearest to it. Use its id with find_events.',
  input: z.object({
    lat: z.number().min(-90).max(90).describe('Latitude in degrees'),
    lng: z.number().min(-180).max(180).describe('Longitude in degrees'),
  }),
  output: Zone,
  annotations: { ...READ_ONLY, title: 'Find the town of a point' },
  async handle({ lat, lng }, context) {
    const { zoneAt } = await context.gateway.request(ZoneAtDocument, { lat, lng }, context);
    if (!zoneAt) throw new ToolError('not_found', 'No town has a known centre to match the point with.');
    const result = zone(zoneAt, context.config.SITE_URL);
    return { result, text: `${result.name} (${result.kind}, ${result.countryCode}, id ${result.id}).` };
  },
});

export const getEvent = defineTool({
  name: 'get_event',
  title: 'Get an event',
  description:
    'One published event by its uuid: times (UTC and local), venue and address, description, price, categories, source and public page.',
  input: z.object({ uuid: z.uuid() }),
  output: EventDetailSchema,
  annotations: { ...READ_ONLY, title: 'Get an event' },
  async handle({ uuid }, context) {
    const { event } = await context.gateway.request(EventDetailDocument, { uuid }, context);
    if (!event) throw new ToolError('not_found', `No published event has the uuid ${uuid}.`);
    const result = eventDetail(event, context.config.SITE_URL);
    return { result, text: `${result.title}, ${result.startTimeLocal}${result.venueName ? ` at ${result.venueName}` : ''}. ${result.url}` };
  },
});

export const getVenue = defineTool({
  name: 'get_venue',
  title: 'Get a venue',
  description: 'A venue by its slug, with its address, position and upcoming published events.',
  input: z.object({
    slug: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a venue slug, e.g. camden-book-shop-gb'),
  }),
  output: VenueWithEvents,
  annotations: { ...READ_ONLY, title: 'Get a venue' },
  async handle({ slug }, context) {
    const { venue } = await context.gateway.request(VenueWithUpcomingEventsDocument, { slug, limit: 50 }, context);
    if (!venue) throw new ToolError('not_found', `No venue has the slug "${slug}".`);
    const result = venueWithEvents(venue, context.config.SITE_URL);
    return { result, text: `${result.name}, ${result.address}: ${result.upcomingEvents.length} upcoming event(s). ${result.url}` };
  },
});

export const READ_TOOLS = [listLocations, matchZone, findEvents, getEvent, getVenue, askTool];
