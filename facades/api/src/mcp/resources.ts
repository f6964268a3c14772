import { DateTime } from 'luxon';
import {
  type McpServer,
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  ResourceTemplate,
  type CacheHint,
  type ReadResourceResult,
  type Variables,
} from '@modelcontextprotocol/server';
import { Problem } from '@local-events/platform';
import { completeDate, completeVenueSlug, completeZone } from './completions.ts';
import { findEvents, getEvent, getVenue, listLocations, zoneNames } from './read-tools.ts';
import { toolContext } from './request-context.ts';
import { ToolError, type Tool, type ToolContext } from './tool.ts';

export const JSON_MEDIA_TYPE = 'application/json';

/** Where each resource lives; `{name}` parts are URI template variables (RFC 6570). */
const RESOURCE_URIS = {
  zones: 'local-events://zones',
  zoneDay: 'local-events://zones/{zone}/events/{date}',
  event: 'local-events://events/{uuid}',
  venue: 'local-events://venues/{slug}',
} as const;

export const zoneDayUri = (zone: string, date: string) => `local-events://zones/${encodeURIComponent(zone)}/events/${date}`;

/** A template variable as text; a broken percent-encoding is the caller's mistake. */
function one(value: Variables[string] | undefined): string {
  try {
    return decodeURIComponent(String(Array.isArray(value) ? value[0] : (value ?? '')));
  } catch {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'The URI has a broken percent-encoding.');
  }
}

/**
 * A resource is what one read tool answers, as JSON: the same validation, the same views. A tool's "not found"
 * is the protocol's resource-not-found error; its other refusals are invalid params.
 */
async function readAsResource(uri: string, tool: Tool, args: Record<string, unknown>, context: ToolContext): Promise<ReadResourceResult> {
  const parsed = tool.input.safeParse(args);
  if (!parsed.success) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `${uri}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  try {
    const { result } = await tool.handle(parsed.data, context);
    return { contents: [{ uri, mimeType: JSON_MEDIA_TYPE, text: JSON.stringify(result) }] };
  } catch (error) {
    const code = error instanceof ToolError ? error.code : error instanceof Problem ? error.status : undefined;
    if (code === 'not_found' || code === 404) throw new ResourceNotFoundError(uri);
    throw asProtocolError(error, context);
  }
}

/**
 * A failure of a read tool where the protocol has no tool result to carry it (resources, prompts): the caller's
 * mistakes are invalid params, anything else a plain internal error (logged, not shown).
 */
export function asProtocolError(error: unknown, context: ToolContext): ProtocolError {
  if (error instanceof ToolError || (error instanceof Problem && error.status < 500))
    return new ProtocolError(ProtocolErrorCode.InvalidParams, error.message);
  if (!(error instanceof Problem)) context.log.error({ err: error }, 'MCP read failed');
  return new ProtocolError(ProtocolErrorCode.InternalError, 'This cannot be read now; try again later.');
}

/** Today's page of every town, for `resources/list`. */
async function todayInEveryTown() {
  return {
    resources: (await zoneNames(toolContext())).map((zone) => {
      const today = DateTime.now().setZone(zone.timezone).toISODate()!;
      return {
        uri: zoneDayUri(zone.slug, today),
        name: `${zone.slug}-${today}`,
        title: `Today in ${zone.name}`,
        mimeType: JSON_MEDIA_TYPE,
      };
    }),
  };
}

// Templates (their URI templates parsed, their completions attached) are built once; each request registers them.
const ZONE_DAY = new ResourceTemplate(RESOURCE_URIS.zoneDay, {
  list: todayInEveryTown,
  complete: { zone: completeZone({ names: false }), date: completeDate('zone') },
});
const EVENT = new ResourceTemplate(RESOURCE_URIS.event, { list: undefined });
const VENUE = new ResourceTemplate(RESOURCE_URIS.venue, { list: undefined, complete: { slug: completeVenueSlug } });

/**
 * The resources an assistant can browse without guessing arguments: the towns, a town's events on a day (listed
 * for today in every town), an event and a venue. All public, so cached as long as the API's public cache keeps
 * its answers (`cacheHint`), by anyone.
 */
export function registerResources(server: McpServer, context: ToolContext, cacheHint: CacheHint) {
  server.registerResource(
    'zones',
    RESOURCE_URIS.zones,
    {
      title: 'Towns and neighbourhoods',
      description: "Every town and neighbourhood covered, with ids, slugs, time zones and this week's event counts.",
      mimeType: JSON_MEDIA_TYPE,
      cacheHint,
    },
    (uri) => readAsResource(uri.href, listLocations, {}, context),
  );

  server.registerResource(
    'zone-day',
    ZONE_DAY,
    {
      title: "A town's events on a day",
      description:
        'Published events of a town (with its neighbourhoods) or of one neighbourhood on one day (YYYY-MM-DD, in its own time zone), each with its public page.',
      mimeType: JSON_MEDIA_TYPE,
      cacheHint,
    },
    (uri, variables) =>
      readAsResource(uri.href, findEvents, { location: one(variables.zone), date: one(variables.date), limit: 200 }, context),
  );

  server.registerResource(
    'event',
    EVENT,
    {
      title: 'An event',
      description: 'One published event by its uuid: times, place, description, price, categories and public page.',
      mimeType: JSON_MEDIA_TYPE,
      cacheHint,
    },
    (uri, variables) => readAsResource(uri.href, getEvent, { uuid: one(variables.uuid) }, context),
  );

  server.registerResource(
    'venue',
    VENUE,
    {
      title: 'A venue',
      description: 'A venue by its slug, with its address, position and upcoming events.',
      mimeType: JSON_MEDIA_TYPE,
      cacheHint,
    },
    (uri, variables) => readAsResource(uri.href, getVenue, { slug: one(variables.slug) }, context),
  );
}
