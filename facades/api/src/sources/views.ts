import { z } from 'zod';
import type { SourceFieldsFragment, SourceRunFieldsFragment } from '../generated/operations.ts';
import { toUtc, toUtcOrNull, utcTimestamp } from '../schemas.ts';

export const SourceRun = z
  .object({
    at: utcTimestamp,
    finishedAt: utcTimestamp.nullable(),
    status: z.enum(['running', 'ok', 'not_modified', 'failed']),
    created: z.number().int(),
    updated: z.number().int(),
    cancelled: z.number().int(),
    unchanged: z.number().int(),
    error: z.string().nullable().meta({ description: 'Why a failed run failed' }),
  })
  .meta({ id: 'SourceRun', description: 'One run of a followed source, and what it did to the guide' });

export const Source = z
  .object({
    id: z.uuid(),
    url: z.string(),
    zoneId: z.number().int(),
    venueSlug: z.string().nullable(),
    trust: z.enum(['publish', 'review']).meta({ description: '`publish`: straight into the guide; `review`: new events wait for review' }),
    everyMinutes: z.number().int(),
    paused: z.boolean(),
    nextRunAt: utcTimestamp.nullable().meta({ description: 'When it runs next; null while paused' }),
    failuresInARow: z.number().int(),
    backingOff: z.boolean().meta({ description: 'After three failed runs in a row it waits longer each time: doubling, at most a day' }),
    createdAt: utcTimestamp,
    lastRun: SourceRun.nullable(),
    runs: z.array(SourceRun).optional().meta({ description: 'The last runs, newest first (one source only)' }),
  })
  .meta({ id: 'Source', description: 'A feed the guide follows by itself' });

const runView = (run: SourceRunFieldsFragment) => ({ ...run, at: toUtc(run.at), finishedAt: toUtcOrNull(run.finishedAt) });

export const sourceView = (source: SourceFieldsFragment & { runs?: SourceRunFieldsFragment[] }) => ({
  ...source,
  nextRunAt: toUtcOrNull(source.nextRunAt),
  createdAt: toUtc(source.createdAt),
  lastRun: source.lastRun ? runView(source.lastRun) : null,
  ...(source.runs ? { runs: source.runs.map(runView) } : {}),
});
