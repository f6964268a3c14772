import { DateTime } from 'luxon';
import type { EventsContext } from '../loaders.ts';
import { findUnderstood } from './find.ts';
import { subjectWords, whenIn } from './answer.ts';
import { type AskTown, type TimeMeaning, type Understood, windowOf } from './understand.ts';
import type { AskLocale } from '@local-events/contracts';

/**
 * At most this many suggestions, from at most this many searches (each a page of one event): a question that found
 * nothing costs a few searches more, not one per town.
 */
const SUGGESTIONS = 3;
const TRIES = 4;

/** The same question at another time or place, in its town's zone now. */
function movedTo(understood: Understood, town: AskTown, time: TimeMeaning): Understood {
  const window = windowOf(time, DateTime.now().setZone(town.timezone))!;
  return { ...understood, town, time, window };
}

/** A suggestion as the person would ask it: "music this week in London". */
function asked(understood: Understood, locale: AskLocale) {
  const subject = subjectWords(understood, locale).join(' ');
  return `${subject ? `${subject} ` : ''}${whenIn(understood.window, understood.town!.name, locale)}`;
}

/**
 * For a question that found nothing: other times, the same time without its filters, and other towns, each only
 * when it has events. Without a known town, the towns the guide covers.
 */
export async function suggestionsFor(
  context: EventsContext,
  understood: Understood,
  towns: AskTown[],
  locale: AskLocale,
): Promise<string[]> {
  const cities = towns.filter((town) => town.city);
  if (!understood.town)
    return cities.slice(0, 5).map((town) => whenIn(movedTo(understood, town, understood.time).window, town.name, locale));
  const town = understood.town;
  const kind = understood.time.kind;
  const candidates: Understood[] = [
    ...(['this_week', 'coming_days', 'next_week'].includes(kind) ? [] : [movedTo(understood, town, { kind: 'this_week' })]),
    ...(kind === 'next_week' ? [] : [movedTo(understood, town, { kind: 'next_week' })]),
    ...(understood.categories.length || understood.free || understood.q ? [{ ...understood, categories: [], free: false, q: null }] : []),
    ...cities.filter((city) => city.id !== town.id).map((city) => movedTo(understood, city, understood.time)),
  ].slice(0, TRIES);
  const found: string[] = [];
  for (const candidate of candidates) {
    if (found.length >= SUGGESTIONS) break;
    if ((await findUnderstood(context, candidate, 1)).events.length) found.push(asked(candidate, locale));
  }
  return found;
}
