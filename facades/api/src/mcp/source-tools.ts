import { z } from 'zod';
import { hasAnyScope, httpUrl, SCOPES } from '@local-events/platform';
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
import { RejectedPending, RejectPending, rejectPending } from '../review/reject-pending.ts';
import { slug } from '../schemas.ts';
import { SourceChanges } from '../sources/routes.ts';
import { Source, sourceView } from '../sources/views.ts';
import { defineTool, READ_ONLY, ToolError, WRITE, type ToolContext } from './tool.ts';

const ADMIN_SCOPES = [SCOPES.admin] as const;
/** Source tools serve a venue's managers (their venue's feeds, by venueSlug) and administrators (every feed). */
const SOURCE_SCOPES = [SCOPES.manageVenues, SCOPES.admin] as const;

function administrator(context: ToolContext) {
  if (!context.caller)
    throw new ToolError('unauthenticated', 'Source tools need a bearer access token with events:admin (Authorization header).');
  if (!hasAnyScope(context.caller, ADMIN_SCOPES)) throw new ToolError('forbidden', 'This token lacks events:admin.');
}

/**
 * Whose feeds the call is about: with venueSlug, that venue's (the venues service checks the caller manages it, else
 * "not found"); without, every feed, for administrators. Registering, an administrator places a feed as they choose.
 */
function scopeOf(
  context: ToolContext,
  venueSlug: string | undefined,
  options: { adminChooses?: boolean } = {},
): { admin: true } | { admin: false; venueSlug: string } {
  if (!context.caller)
    throw new ToolError('unauthenticated', 'Source tools need a bearer access token with venues:manage or events:admin.');
  if (hasAnyScope(context.caller, ADMIN_SCOPES) && (options.adminChooses || !venueSlug)) return { admin: true };
  if (!hasAnyScope(context.caller, SOURCE_SCOPES)) throw new ToolError('forbidden', 'This token lacks venues:manage.');
  if (!venueSlug) throw new ToolError('invalid_argument', 'venueSlug: give the slug of the venue whose feeds these are.');
  return { admin: false, venueSlug };
}

const venueSlugArgument = slug
  .optional()
  .describe("The venue whose feeds these are (required for a venue's managers); administrators reach every feed without it.");

const summary = (source: z.input<typeof Source>) =>
  `- ${source.url} (${source.trust}, every ${source.everyMinutes} min${source.paused ? ', paused' : ''}): ${source.id}` +
  (source.lastRun ? `; last run ${source.lastRun.status}, ${source.lastRun.created} created, ${source.lastRun.cancelled} cancelled` : '');

export const listSources = defineTool({
  name: 'list_sources',
  title: 'List followed sources',
  scopes: SOURCE_SCOPES,
  description:
    "The feeds the guide follows by itself, with their last run (ok, not_modified or failed, with the reason) and when they run next: a venue's " +
    "managers (venues:manage) see their venue's with venueSlug, administrators (events:admin) every one.",
  input: z.object({ venueSlug: venueSlugArgument }),
  output: z.object({ results: z.array(Source) }),
  annotations: { ...READ_ONLY, title: 'List followed sources' },
  async handle({ venueSlug }, context) {
    const scope = scopeOf(context, venueSlug);
    const found = scope.admin
      ? (await context.gateway.request(SourcesDocument, {}, context)).sources
      : (await context.gateway.request(VenueSourcesDocument, { venueSlug: scope.venueSlug }, context)).venueSources;
    const results = found.map(sourceView);
    return { result: { results }, text: results.length ? results.map(summary).join('\n') : 'No sources are followed.' };
  },
});

export const getSource = defineTool({
  name: 'get_source',
  title: 'Get a followed source',
  scopes: SOURCE_SCOPES,
  description: 'One followed source with its last runs, newest first: what each created, updated and cancelled, or why it failed.',
  input: z.object({ id: z.uuid(), venueSlug: venueSlugArgument }),
  output: Source,
  annotations: { ...READ_ONLY, title: 'Get a followed source' },
  async handle({ id, venueSlug }, context) {
    const scope = scopeOf(context, venueSlug);
    const found = scope.admin
      ? (await context.gateway.request(SourceDocument, { id }, context)).source
      : (await context.gateway.request(VenueSourceDocument, { venueSlug: scope.venueSlug, id }, context)).venueSource;
    if (!found) throw new ToolError('not_found', `No source has the id ${id}.`);
    const source = sourceView(found);
    return { result: source, text: summary(source) };
  },
});

export const followSource = defineTool({
  name: 'follow_source',
  title: 'Follow a feed',
  scopes: SOURCE_SCOPES,
  description:
    "Follows a feed (iCalendar, a page of schema.org events, JSON-LD, h-event) on a schedule. A venue's managers follow feeds of " +
    'their venue (venueSlug): its events are published at the venue. Administrators choose the zone (zoneId, else the ' +
    "venue's), the venue, and trust: publish, or review (the default) to send new events to the review queue. The first " +
    'run starts within a minute; run_source starts one now.',
  input: z.object({
    url: httpUrl.describe('The feed, http or https'),
    venueSlug: slug.optional().describe("The venue its events are at (required for a venue's managers)"),
    zoneId: z.number().int().min(1).max(2_147_483_647).optional().describe("Administrators: the zone its events are in (else the venue's)"),
    trust: z.enum(['publish', 'review']).optional().describe('Administrators: publish, or review (the default)'),
    everyMinutes: z.number().int().min(15).max(10_080).optional().describe('Minutes between runs, 60 by default'),
  }),
  output: Source,
  annotations: { ...WRITE, title: 'Follow a feed', idempotentHint: false },
  async handle(input, context) {
    const scope = scopeOf(context, input.venueSlug, { adminChooses: true });
    if (!scope.admin && (input.zoneId !== undefined || input.trust !== undefined))
      throw new ToolError('invalid_argument', "zoneId and trust: a venue's feeds are published at the venue, in its zone");
    const registered = scope.admin
      ? (await context.gateway.request(RegisterSourceDocument, { input }, context)).registerSource
      : (
          await context.gateway.request(
            RegisterVenueSourceDocument,
            { venueSlug: scope.venueSlug, url: input.url, everyMinutes: input.everyMinutes ?? null },
            context,
          )
        ).registerVenueSource;
    const source = sourceView(registered);
    return { result: source, text: `Following ${source.url} as ${source.id}.` };
  },
});

export const changeSource = defineTool({
  name: 'change_source',
  title: 'Change, pause or resume a followed source',
  scopes: SOURCE_SCOPES,
  description:
    "Changes a followed source's URL or schedule, pauses it (paused: true) or resumes it; administrators also its trust. Give at " +
    'least one change.',
  input: z.object({
    id: z.uuid(),
    venueSlug: venueSlugArgument,
    url: httpUrl.optional(),
    trust: z.enum(['publish', 'review']).optional().describe('Administrators only'),
    everyMinutes: z.number().int().min(15).max(10_080).optional(),
    paused: z.boolean().optional(),
  }),
  output: Source,
  annotations: { ...WRITE, title: 'Change a followed source', openWorldHint: false },
  async handle({ id, venueSlug, ...changes }, context) {
    const scope = scopeOf(context, venueSlug);
    const checked = SourceChanges.safeParse(changes);
    if (!checked.success) throw new ToolError('invalid_argument', checked.error.issues[0]!.message);
    if (!scope.admin && checked.data.trust) throw new ToolError('invalid_argument', "trust: a venue's feeds are published as they are");
    const changed = scope.admin
      ? (await context.gateway.request(UpdateSourceDocument, { id, changes: checked.data }, context)).updateSource
      : (await context.gateway.request(UpdateVenueSourceDocument, { venueSlug: scope.venueSlug, id, changes: checked.data }, context))
          .updateVenueSource;
    const source = sourceView(changed);
    return { result: source, text: summary(source) };
  },
});

export const unfollowSource = defineTool({
  name: 'unfollow_source',
  title: 'Stop following a feed',
  scopes: SOURCE_SCOPES,
  description: 'Stops following a feed. The events it brought stay in the guide as they are.',
  input: z.object({ id: z.uuid(), venueSlug: venueSlugArgument }),
  output: z.object({ id: z.uuid(), removed: z.literal(true) }),
  annotations: { ...WRITE, title: 'Stop following a feed', destructiveHint: true, openWorldHint: false },
  async handle({ id, venueSlug }, context) {
    const scope = scopeOf(context, venueSlug);
    if (scope.admin) await context.gateway.request(RemoveSourceDocument, { id }, context);
    else await context.gateway.request(RemoveVenueSourceDocument, { venueSlug: scope.venueSlug, id }, context);
    return { result: { id, removed: true as const }, text: `No longer following ${id}.` };
  },
});

export const runSource = defineTool({
  name: 'run_source',
  title: 'Run a followed source now',
  scopes: SOURCE_SCOPES,
  description: 'Starts a run of a followed source now, in the background (one at a time per source); get_source shows how it went.',
  input: z.object({ id: z.uuid(), venueSlug: venueSlugArgument }),
  output: Source,
  annotations: { ...WRITE, title: 'Run a followed source now' },
  async handle({ id, venueSlug }, context) {
    const scope = scopeOf(context, venueSlug);
    const started = scope.admin
      ? (await context.gateway.request(RunSourceDocument, { id }, context)).runSource
      : (await context.gateway.request(RunVenueSourceDocument, { venueSlug: scope.venueSlug, id }, context)).runVenueSource;
    return { result: sourceView(started), text: `A run of ${started.url} is started.` };
  },
});

export const rejectPendingEvents = defineTool({
  name: 'reject_pending_events',
  title: 'Reject every pending event of a source or a submitter',
  scopes: ADMIN_SCOPES,
  description:
    'Administrators only: spam and mistakes at scale. Rejects every event still waiting for review of a followed source ' +
    '(sourceId; pauseSource pauses it too) or of whoever submitted an event (submitterOf: that event, by the e-mail address ' +
    'they gave). Published events are left as they are.',
  input: RejectPending,
  output: RejectedPending,
  annotations: { ...WRITE, title: 'Reject pending events in bulk', destructiveHint: true },
  async handle(args, context) {
    administrator(context);
    const checked = RejectPending.safeParse(args);
    if (!checked.success) throw new ToolError('invalid_argument', checked.error.issues[0]!.message);
    const done = await rejectPending(checked.data, context);
    return { result: done, text: `${done.rejected} pending events rejected${done.sourcePaused ? '; the source is paused' : ''}.` };
  },
});

export const SOURCE_TOOLS = [listSources, getSource, followSource, changeSource, unfollowSource, runSource, rejectPendingEvents];
