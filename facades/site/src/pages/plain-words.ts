import { DateTime } from 'luxon';
import { ASK_WINDOWS, isReadingPart } from '@local-events/contracts';
import type { AppContext, When } from '@local-events/platform';
import { SiteAskDocument, type SiteAskQuery } from '../generated/operations.ts';
import { callContext, type SiteServices } from './context.ts';
import type { Writing } from './days.ts';

/** The parts a page's address leaves out (`?without=time&without=music`); anything else is ignored. */
export function withoutParts(query: AppContext['query']): string[] {
  const given = ([] as unknown[]).concat(query.without ?? []);
  const parts = given.filter((part): part is string => typeof part === 'string' && isReadingPart(part));
  return [...new Set(parts)].slice(0, 20);
}

/** The page's day links (`?when=`) as the words ask reads in every language. */
const WHEN_WORDS: Record<When, string> = {
  today: 'today',
  tomorrow: 'tomorrow',
  this_weekend: 'this weekend',
  next_7_days: 'next 7 days',
};

/** The time words ask understood that have a name of their own ("Tonight"); a weekday or a date is said as its day. */
const NAMED_WHEN = new Set<string>(ASK_WINDOWS.filter((kind) => kind !== 'weekday' && kind !== 'date'));

/** What the time words meant, as a filter says it: "Tonight", or the day ("Sat 5 Dec") of a weekday or a date. */
const whenLabel = (understood: SiteAskQuery['ask']['understood'], timezone: string, writing: Writing) =>
  NAMED_WHEN.has(understood.when)
    ? writing.t(`understood.${understood.when}`)
    : DateTime.fromISO(understood.from, { zone: timezone })
        .setLocale(writing.locale)
        .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });

export interface UnderstoodPart {
  label: string;
  /** The page without this part; none for the default time (the next seven days). */
  removeUrl?: string;
}

/**
 * Reads plain words typed in a town's search box ("free jazz this weekend", "conciertos el sábado") as the API's ask
 * does, in the language they read best in, with the parts the visitor removed left out and the page's own controls
 * (a category, "free") added. Answers what was understood as removable filters in the page's language, and the events.
 */
export async function readPlainWords(
  ctx: AppContext,
  services: SiteServices,
  question: { q: string; town?: { slug: string; countryCode: string }; category?: string; free: boolean; when?: When },
  writing: Writing,
  pageUrl: (change: { without?: string; drop?: 'category' | 'free' | 'when' }) => string,
) {
  const without = withoutParts(ctx.query);
  // The page's day links add their time as words; a time the words name comes first and wins.
  const words = question.when ? `${question.q} ${WHEN_WORDS[question.when]}` : question.q;
  const { ask, eventCategories } = await services.gateway.request(
    SiteAskDocument,
    {
      query: words,
      townSlug: question.town?.slug ?? null,
      countryCode: question.town?.countryCode ?? null,
      without,
      categories: question.category ? [question.category] : null,
      free: question.free || null,
      language: writing.language,
    },
    callContext(ctx),
  );
  const { understood } = ask;
  const timezone = ask.town?.timezone ?? 'UTC';
  const categoryLabel = (id: string) => writing.t('category.label', { id });
  const parts: UnderstoodPart[] = [
    {
      label: whenLabel(understood, timezone, writing),
      ...(understood.when === 'coming_days' ? {} : { removeUrl: pageUrl({ without: 'time', drop: 'when' }) }),
    },
    ...understood.categories.map((id) => ({
      label: categoryLabel(id),
      removeUrl: pageUrl({ without: id, ...(id === question.category ? { drop: 'category' as const } : {}) }),
    })),
    ...(understood.free ? [{ label: writing.t('event.free'), removeUrl: pageUrl({ without: 'free', drop: 'free' }) }] : []),
    ...(understood.q ? [{ label: `“${understood.q}”`, removeUrl: pageUrl({ without: 'words' }) }] : []),
  ];
  // What was searched for, as the page's summary says it: the categories, "Free", and the words.
  const subjects = [
    ...understood.categories.map(categoryLabel),
    ...(understood.free ? [writing.t('event.free')] : []),
    ...(understood.q ? [understood.q] : []),
  ];
  return { ask, parts, subjects, categories: eventCategories };
}
