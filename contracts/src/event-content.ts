import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters, httpUrl, MAX_URL_LENGTH, type TextKind } from '@local-events/platform';

/**
 * What an event says about itself, and how much of it the events service keeps: the one definition its own checks,
 * the API's validation of what people send and the submissions service's clipping of what pages say all use
 * (`@local-events/contracts`). Times, place and status are the lifecycle's, not content.
 */
export const EVENT_CONTENT_LIMITS = {
  title: 300,
  description: 10_000,
  /** How many categories, and how long each. */
  categories: 10,
  category: 40,
  priceInfo: 200,
  accessibilityNote: 500,
  imageUrl: MAX_URL_LENGTH,
  /** HH:MM. */
  doorsTime: 5,
} as const;

/** A wall-clock time of day, 24-hour: 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const limits = EVENT_CONTENT_LIMITS;

/** Text of its kind: a one-line field holds no control character, a longer text none but line breaks and tabs. */
const plain = (kind: TextKind) => (text: string) => !hasControlCharacters(text, kind);
const oneLine = { check: plain('single-line'), message: controlCharactersMessage('single-line') };
const lines = { check: plain('multi-line'), message: controlCharactersMessage('multi-line') };

/** Event content as it may be stored: each field checked as the events service checks it. */
export const EventContent = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(limits.title, `must be at most ${limits.title} characters`)
    .refine(oneLine.check, oneLine.message),
  description: z.string().max(limits.description, `must be at most ${limits.description} characters`).refine(lines.check, lines.message),
  categories: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .max(limits.category, `must be at most ${limits.category} characters`)
        .refine(oneLine.check, oneLine.message),
    )
    .max(limits.categories, `at most ${limits.categories}`),
  priceInfo: z
    .string()
    .max(limits.priceInfo, `must be at most ${limits.priceInfo} characters`)
    .refine(oneLine.check, oneLine.message)
    .nullable(),
  isFree: z.boolean(),
  bookingRequired: z.boolean(),
  accessibilityNote: z
    .string()
    .max(limits.accessibilityNote, `must be at most ${limits.accessibilityNote} characters`)
    .refine(lines.check, lines.message)
    .nullable(),
  imageUrl: httpUrl.nullable(),
  doorsTime: z.string().max(limits.doorsTime).regex(CLOCK_TIME, 'must be a time of day as HH:MM (24-hour)').nullable().meta({
    description:
      "When doors open, as wall-clock time in the event's time zone (HH:MM), on the day of the start (the evening before when later than the start's time)",
  }),
});

export type EventContentFields = z.output<typeof EventContent>;
