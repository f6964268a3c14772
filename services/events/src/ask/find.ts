import { wordsOf } from '@local-events/contracts';
import { isSearchWordsError, searchWords } from '@local-events/platform/subgraph';
import { type FoundEvent, searchEvents } from '../event-search.ts';
import type { EventsContext } from '../loaders.ts';
import type { Understood } from './understand.ts';

/** The search an understanding asks for: its town's zones, its window's days and instants, its filters. */
export async function findUnderstood(
  context: EventsContext,
  understood: Understood,
  limit: number,
): Promise<{ events: FoundEvent[]; hasNextPage: boolean }> {
  const { window } = understood;
  const text = understood.q ? (searchWords(understood.q) ?? undefined) : undefined;
  const venueIds = text ? await context.venuesForSearch.matchingText(text, context) : undefined;
  return searchEvents(context.db, {
    text,
    venueIds,
    zoneIds: understood.town?.zoneIds,
    from: window.from.toISODate()!,
    to: window.to.minus({ milliseconds: 1 }).toISODate()!,
    startsFrom: window.from.toJSDate(),
    startsBefore: window.to.toJSDate(),
    freeOnly: understood.free,
    categoryWords: understood.categories.length ? wordsOf(understood.categories) : undefined,
    sort: 'start',
    limit,
  }).catch((error: unknown) => {
    // Words PostgreSQL cannot read are searched without: the rest of the question still has an answer.
    if (text && isSearchWordsError(error)) return findUnderstood(context, { ...understood, q: null }, limit);
    throw error;
  });
}
