import { z } from 'zod';
import { hasAnyScope, httpUrl, SCOPES } from '@local-events/platform';
import { RegisterSourceDocument, RunSourceDocument, SourcesDocument } from '../generated/operations.ts';
import { RejectedPending, RejectPending, rejectPending } from '../review/reject-pending.ts';
import { slug } from '../schemas.ts';
import { Source, sourceView } from '../sources/views.ts';
import { defineTool, READ_ONLY, ToolError, WRITE, type ToolContext } from './tool.ts';

const ADMIN_SCOPES = [SCOPES.admin] as const;

function administrator(context: ToolContext) {
  if (!context.caller)
    throw new ToolError('unauthenticated', 'Source tools need a bearer access token with events:admin (Authorization header).');
  if (!hasAnyScope(context.caller, ADMIN_SCOPES)) throw new ToolError('forbidden', 'This token lacks events:admin.');
}

const summary = (source: z.input<typeof Source>) =>
  `- ${source.url} (${source.trust}, every ${source.everyMinutes} min${source.paused ? ', paused' : ''}): ${source.id}` +
  (source.lastRun ? `; last run ${source.lastRun.status}, ${source.lastRun.created} created, ${source.lastRun.cancelled} cancelled` : '');

export const listSources = defineTool({
  name: 'list_sources',
  title: 'List followed sources',
  scopes: ADMIN_SCOPES,
  description:
    'Administrators only (bearer token with events:admin): the feeds the guide follows by itself, with their last run (ok, ' +
    'not_modified or failed, with the reason) and when they run next.',
  input: z.object({}),
  output: z.object({ results: z.array(Source) }),
  annotations: { ...READ_ONLY, title: 'List followed sources' },
  async handle(_args, context) {
    administrator(context);
    const { sources } = await context.gateway.request(SourcesDocument, {}, context);
    const results = sources.map(sourceView);
    return { result: { results }, text: results.length ? results.map(summary).join('\n') : 'No sources are followed.' };
  },
});

export const followSource = defineTool({
  name: 'follow_source',
  title: 'Follow a feed',
  scopes: ADMIN_SCOPES,
  description:
    'Administrators only: follows a feed (iCalendar, a page of schema.org events, JSON-LD, h-event) on a schedule. Its events go ' +
    'into the zone (at the venue with venueSlug), published with trust publish or for review with review (the default). The ' +
    'first run starts within a minute; run_source starts one now.',
  input: z.object({
    url: httpUrl.describe('The feed, http or https'),
    zoneId: z.number().int().min(1).max(2_147_483_647).optional().describe("The zone its events are in (else the venue's)"),
    trust: z.enum(['publish', 'review']).optional(),
    venueSlug: slug.optional().describe('The venue its events are at'),
    everyMinutes: z.number().int().min(15).max(10_080).optional().describe('Minutes between runs, 60 by default'),
  }),
  output: Source,
  annotations: { ...WRITE, title: 'Follow a feed', idempotentHint: false },
  async handle(input, context) {
    administrator(context);
    const { registerSource } = await context.gateway.request(RegisterSourceDocument, { input }, context);
    const source = sourceView(registerSource);
    return { result: source, text: `Following ${source.url} as ${source.id}.` };
  },
});

export const runSource = defineTool({
  name: 'run_source',
  title: 'Run a followed source now',
  scopes: ADMIN_SCOPES,
  description:
    'Administrators only: starts a run of a followed source now, in the background (one at a time per source); list_sources ' +
    'shows how it went.',
  input: z.object({ id: z.uuid() }),
  output: Source,
  annotations: { ...WRITE, title: 'Run a followed source now' },
  async handle({ id }, context) {
    administrator(context);
    const { runSource: started } = await context.gateway.request(RunSourceDocument, { id }, context);
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

export const SOURCE_TOOLS = [listSources, followSource, runSource, rejectPendingEvents];
