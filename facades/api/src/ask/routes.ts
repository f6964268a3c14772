import type { z } from 'zod';
import type { CallContext, GatewayClient } from '@local-events/platform';
import { AskDocument } from '../generated/operations.ts';
import { defineRoute, type RouteContext } from '../route.ts';
import { ASK_LIMITS, ASK_LOCALES, type AskLocale } from '@local-events/contracts';
import { Answer, answerView, Question } from './views.ts';

type Context = CallContext & { gateway: GatewayClient; config: { SITE_URL: string } };

/** Asks the gateway; the REST routes and the MCP tool share it. */
export async function ask(
  question: z.output<typeof Question>,
  preferred: AskLocale | undefined,
  context: Context,
  options: { keepTown?: boolean } = {},
) {
  const conversation = (question.conversation ?? []).map((turn) => (typeof turn === 'string' ? { role: 'user', content: turn } : turn));
  const { ask: answered } = await context.gateway.request(
    AskDocument,
    {
      query: question.query,
      townSlug: question.townSlug ?? null,
      keepTown: options.keepTown ?? false,
      locale: question.locale ?? preferred ?? null,
      limit: question.limit ?? ASK_LIMITS.defaultEvents,
      conversation,
    },
    context,
  );
  return answerView(answered, context.config.SITE_URL);
}

/** The offered language Accept-Language prefers; none for a header that prefers none (absent, or only `*`). */
function preferredLocale(koa: RouteContext['koa']): AskLocale | undefined {
  const named = koa.acceptsLanguages().filter((language) => language !== '*');
  return named.length ? ((koa.acceptsLanguages([...ASK_LOCALES]) || undefined) as AskLocale | undefined) : undefined;
}

const DESCRIPTION =
  'People type what they want ("jazz in camden this weekend", "qué hacer el sábado en Brighton", "was ist heute Abend in Berlin los") ' +
  'in en-GB, es-ES, ca-ES or de-DE (`locale`, else Accept-Language, else the language the question reads best in). The town comes from the words, else the earlier turns, else ' +
  '`townSlug`; times are read in its zone: today, tonight (17:00 or now to 04:00), tomorrow, this weekend (Friday 17:00 to Sunday ' +
  'night), a weekday, this week (seven days), next week (Monday to Sunday), a date ("5 December", "5/12", day first); the next ' +
  'seven days otherwise. Then categories in the language\'s words, "free", and the words left as a search. A follow-up keeps the ' +
  'town, time and subject it does not change ("only free ones", "and on saturday?"). The answer is built from the events returned ' +
  'and names no other; with none, `suggestions` offers times, towns or subjects that have events. An unknown town is a 200 with ' +
  'no events and the known towns suggested. Nothing outside the guide is asked.';

const route = (path: string, operationId: string, summary: string, options: { keepTown?: boolean; description?: string } = {}) =>
  defineRoute({
    method: 'post',
    path,
    operationId,
    summary,
    description: DESCRIPTION + (options.description ?? ''),
    tags: ['ask'],
    body: Question,
    response: { status: 200, description: 'The answer, its events and what was understood', schema: Answer },
    problems: [400, 413, 415, 429, 503],
    // The offered language Accept-Language prefers (a language alone, "es", takes its offered region), else none.
    handle: ({ body, context }) => ask(body, preferredLocale(context.koa), context, options),
  });

export const askRoute = route('/api/ask', 'ask', 'Ask in plain words');
export const raycastQueryRoute = route('/api/raycast/query', 'raycastQuery', "Ask in plain words, at TownSpot's client's path", {
  keepTown: true,
  description:
    " At this path `townSlug`, when it names a known town, is the town the answer is about (TownSpot's client lists only " +
    'answers about the town it sent); a town the words name is then read as a town, not searched for as words.',
});
