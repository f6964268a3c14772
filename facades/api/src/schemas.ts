import { z } from 'zod';
import 'zod-openapi';
import { MAX_SEARCH_TEXT, withoutControlCharacters } from '@local-events/platform';
import { EventAction, EventStatus as EventStatuses } from './generated/operations.ts';

/** Request and answer pieces every resource uses: parameters, timestamps, the event vocabularies, problems. */

/** Timestamps on the wire: UTC with milliseconds and `Z`, e.g. 2026-05-09T10:00:00.000Z. */
export const utcTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .meta({ format: 'date-time', example: '2026-05-09T10:00:00.000Z', description: 'UTC, with milliseconds and Z' });

/** GraphQL timestamps -> the wire format (UTC, milliseconds, Z) whatever the scalar printed. */
export const toUtc = (timestamp: string) => new Date(timestamp).toISOString();
export const toUtcOrNull = (timestamp: string | null) => (timestamp === null ? null : toUtc(timestamp));

export const localTimestamp = z.string().meta({
  format: 'date-time',
  example: '2026-05-09T11:00:00+01:00',
  description: "Wall-clock time in the event's time zone, with its offset",
});

/** A single query/path value; absent or repeated parameters get a message a person can act on. */
const single = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once, as a single value') });

export const integerParam = (description: string) =>
  single()
    .regex(/^\d{1,10}$/, 'must be a positive integer')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be a positive integer').max(2_147_483_647, 'is too large'))
    .meta({ description, override: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } });

const isRealDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

export const calendarDate = (description: string) =>
  single()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
    .refine(isRealDay, 'is not a day of the calendar')
    .meta({ description, format: 'date', example: '2026-05-09' });

export const countryCode = single()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 country code')
  .transform((code) => code.toUpperCase())
  .meta({
    description: 'ISO 3166-1 alpha-2 country code (either case)',
    example: 'GB',
    override: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  });

export const booleanParam = (description: string) =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true')
    .meta({ description, override: { type: 'string', enum: ['true', 'false'], default: 'false' } });

export const slug = single()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, 'must be a slug: letters, digits and single hyphens')
  .meta({ example: 'camden' });

export const uuid = single()
  .pipe(z.uuid({ error: 'must be a UUID' }))
  .meta({ example: '0f8fad5b-d9cb-469f-a165-70867728950e' });

/** The `Idempotency-Key` request header of write operations: a retry with the same key gets the first answer. */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters')
  .optional()
  .meta({
    description:
      'Makes retries safe: the same key with the same request answers as the first did, without acting twice. Keys are kept at least 24 hours; another request with the same key is a 422.',
  });

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z
      .array(z.object({ name: z.string(), in: z.enum(['query', 'path', 'body', 'header']), detail: z.string() }))
      .optional()
      .meta({ description: 'One entry per invalid input field' }),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details' });

/** The events service's statuses and actions, as the schema names them (generated from it). */
export const EventStatus = z.enum(EventStatuses);
export const EVENT_ACTIONS = Object.values(EventAction);

/** Search words as people type or paste them: control characters (a NUL byte, a line break) are spaces. */
export const searchText = z
  .string()
  .max(MAX_SEARCH_TEXT, `must be at most ${MAX_SEARCH_TEXT} characters`)
  .transform((text) => withoutControlCharacters(text).trim())
  .pipe(z.string().min(1, 'must not be empty'));
