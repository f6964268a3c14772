import { z } from 'zod';
import { ASK_LIMITS, ASK_LOCALES, type AskLocale } from '@local-events/contracts';
import { publicUrls } from '@local-events/platform';
import type { AskQuery } from '../generated/operations.ts';
import { toUtc, toUtcOrNull, utcTimestamp } from '../schemas.ts';

const Turn = z.union([
  z.string().max(ASK_LIMITS.conversationCharacters),
  z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string().max(ASK_LIMITS.conversationCharacters) }),
]);

export const Question = z
  .strictObject({
    query: z.string().trim().min(1, 'must say something').max(ASK_LIMITS.query).meta({ example: 'jazz in camden this weekend' }),
    townSlug: z.string().max(100).optional().meta({ description: 'The town asked about when the words name none (nor earlier turns)' }),
    locale: z
      .enum(ASK_LOCALES, { error: `must be one of ${ASK_LOCALES.join(', ')}` })
      .optional()
      .meta({
        description:
          'The language of the question and the answer; else Accept-Language, else the one the question reads best in (en-GB on a tie)',
      }),
    limit: z
      .number()
      .int()
      .min(1)
      .max(ASK_LIMITS.events)
      .optional()
      .meta({ description: `Events at most, ${ASK_LIMITS.defaultEvents} by default` }),
    conversation: z
      .array(Turn)
      .max(ASK_LIMITS.turns)
      .optional()
      .meta({ description: 'Earlier turns, oldest first: what the person asked (a string, or {role: user}) and what was answered' }),
  })
  .refine(
    (body) =>
      (body.conversation ?? []).reduce((sum, turn) => sum + (typeof turn === 'string' ? turn : turn.content).length, 0) <=
      ASK_LIMITS.conversationCharacters,
    { path: ['conversation'], message: `must be at most ${ASK_LIMITS.conversationCharacters} characters in all` },
  )
  .meta({ id: 'Question' });

export const Answer = z
  .object({
    answer: z.string().meta({ description: 'A sentence or two in the language asked, naming only events in `events`' }),
    locale: z.enum(ASK_LOCALES),
    understood: z
      .object({
        town: z.string().nullable().meta({ description: "The town's slug; null when none was named or known" }),
        from: utcTimestamp,
        to: utcTimestamp.meta({ description: 'Not included' }),
        categories: z.array(z.string()),
        free: z.boolean(),
        q: z.string().nullable().meta({ description: 'The words left to search for' }),
      })
      .meta({ description: 'What the question was read as' }),
    events: z.array(
      z.object({
        id: z.string().meta({ description: "The event's uuid" }),
        title: z.string(),
        startTime: utcTimestamp,
        endTime: utcTimestamp.nullable(),
        venueName: z.string().meta({ description: 'The venue, else the place the page named; empty when neither' }),
        startLabel: z.string().meta({ description: 'A short local label: "Sat 21:00", "sáb 21:00"' }),
        tags: z.array(z.string()).meta({ description: 'Its categories, and "Free" in the language asked' }),
        url: z.url().meta({ description: 'Its public page' }),
      }),
    ),
    more: z.boolean().meta({ description: 'More events match than `events` holds' }),
    town: z
      .object({ name: z.string(), slug: z.string(), timezone: z.string(), countryCode: z.string().meta({ example: 'GB' }) })
      .nullable(),
    suggestions: z.array(z.string()).meta({ description: 'When nothing matched: other questions that have answers' }),
  })
  .meta({ id: 'Answer' });

/** The answer as REST clients (and TownSpot's client) read it. */
export const answerView = (ask: AskQuery['ask'], siteUrl: string): z.input<typeof Answer> => ({
  answer: ask.answer,
  locale: ask.locale as AskLocale,
  understood: { ...ask.understood, from: toUtc(ask.understood.from), to: toUtc(ask.understood.to) },
  events: ask.events.map(({ event, startLabel, tags }) => ({
    id: event.uuid,
    title: event.title,
    startTime: toUtc(event.startTime),
    endTime: toUtcOrNull(event.endTime),
    venueName: event.venue?.name ?? event.place?.name ?? '',
    startLabel,
    tags,
    url: publicUrls(siteUrl).event(event),
  })),
  more: ask.more,
  town: ask.town ?? null,
  suggestions: ask.suggestions,
});
