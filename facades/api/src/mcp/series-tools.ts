import { z } from 'zod';
import { EventContentChanges, Repetition } from '../event-content/changes.ts';
import { SeriesReview, staffSeries } from '../review/series.ts';
import { EventSeries } from '../venue-admin/views.ts';
import { defineTool, READ_ONLY, ToolError, WRITE } from './tool.ts';
import { REVIEW_SCOPES, reviewer } from './write-tools.ts';

const recurrence = Repetition.recurrence.describe(
  'An RFC 5545 rule, e.g. RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270316: at most daily, at the wall-clock time of the event in its zone',
);
const excludedDates = Repetition.excludedDates.describe('Local dates (YYYY-MM-DD) the rule skips');

const summary = (series: z.input<typeof EventSeries>) => {
  const upcoming = series.events.filter((event) => event.status !== 'cancelled' && event.startTime >= new Date().toISOString());
  const counts = series.created === undefined ? '' : ` (${series.created} added, ${series.updated} changed, ${series.cancelled} cancelled)`;
  return `${series.recurrence.text}: ${upcoming.length} dates to come${counts}. Series ${series.uuid}.`;
};

export const getEventSeries = defineTool({
  name: 'get_event_series',
  title: 'Get a repeating event',
  scopes: REVIEW_SCOPES,
  description:
    'Reviewers only (bearer token with events:review): a repeating event (the seriesUuid of any of its occurrences) with its rule, ' +
    'in RFC 5545 and in words, and its occurrences in every status.',
  input: z.object({ seriesUuid: z.uuid() }),
  output: EventSeries,
  annotations: { ...READ_ONLY, title: 'Get a repeating event' },
  async handle({ seriesUuid }, context) {
    reviewer(context);
    const series = await staffSeries.get(seriesUuid, context);
    return { result: series, text: summary(series) };
  },
});

export const editEventSeries = defineTool({
  name: 'edit_event_series',
  title: 'Change a repeating event',
  scopes: REVIEW_SCOPES,
  description:
    'Reviewers only: changes every occurrence from today on of a repeating event (what they say, their times, the rule or the ' +
    'dates it skips), but for occurrences changed or cancelled on their own (change one date with review_event). Dates a new ' +
    'rule no longer gives are cancelled, new ones added. Give at least one of changes, recurrence, excludedDates.',
  input: z.object({
    seriesUuid: z.uuid(),
    changes: EventContentChanges.optional().describe('Fields to change on every occurrence; the place stays'),
    recurrence: recurrence.optional(),
    excludedDates: excludedDates.optional(),
  }),
  output: EventSeries,
  annotations: { ...WRITE, title: 'Change a repeating event', openWorldHint: false },
  async handle({ seriesUuid, changes, recurrence, excludedDates }, context) {
    reviewer(context);
    if (!changes && !recurrence && !excludedDates) throw new ToolError('invalid_argument', 'Give changes, recurrence or excludedDates.');
    const body = { ...changes, ...(recurrence ? { recurrence } : {}), ...(excludedDates ? { excludedDates } : {}) };
    const series = await staffSeries.change(seriesUuid, body, context);
    return { result: series, text: summary(series) };
  },
});

export const repeatEvent = defineTool({
  name: 'repeat_event',
  title: 'Make an event repeat',
  scopes: REVIEW_SCOPES,
  description:
    'Reviewers only: makes one published or waiting event repeat by a rule (a submitted event whose page says "every Tuesday"). ' +
    "It becomes the occurrence of its own date, keeping its uuid, and the rule's other dates for a year ahead are added in its " +
    "status; the rule must give the event's own date. Waiting dates are published together with review_event_series.",
  input: z.object({ uuid: z.uuid().describe('The event'), recurrence, excludedDates: excludedDates.optional() }),
  output: EventSeries,
  annotations: { ...WRITE, title: 'Make an event repeat', idempotentHint: false, openWorldHint: false },
  async handle({ uuid, recurrence, excludedDates }, context) {
    reviewer(context);
    const series = await staffSeries.repeat(uuid, { recurrence, excludedDates }, context);
    return { result: series, text: summary(series) };
  },
});

export const reviewEventSeries = defineTool({
  name: 'review_event_series',
  title: 'Approve or reject a repeating event',
  scopes: REVIEW_SCOPES,
  description:
    'Reviewers only: every waiting date of a repeating event under review at once (from a followed source under review, a ' +
    'submitted page that repeats, or made to repeat while it waited). approve publishes them (a date whose submitter was asked ' +
    'for more stays asking) and from then on its dates for a year ahead; reject (administrators) rejects them and ends the series.',
  input: z.object({ seriesUuid: z.uuid(), ...SeriesReview.shape }),
  output: EventSeries,
  annotations: { ...WRITE, title: 'Approve or reject a repeating event', openWorldHint: false },
  async handle({ seriesUuid, action, message }, context) {
    reviewer(context);
    const series = await staffSeries.review(seriesUuid, { action, message }, context);
    return { result: series, text: `${series.updated ?? 0} dates ${action === 'approve' ? 'published' : 'rejected'}. ${summary(series)}` };
  },
});

export const SERIES_TOOLS = [getEventSeries, editEventSeries, repeatEvent, reviewEventSeries];
