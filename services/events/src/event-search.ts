import { query, sql, type SqlDatabase } from '@local-events/platform/subgraph';
import { EVENT_FIELDS, toFields, type EventRow } from './published-events.ts';
import type { EventFields } from './graphql/EventType.ts';

export const SEARCH_SORTS = ['start', 'relevance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PAGE = { default: 20, max: 50 } as const;
export const MAX_SEARCH_DAYS = 31;
export const MAX_SEARCH_TEXT = 200;

/** Where the page before ended, in the search's order. */
export type SearchPosition = { at: Date; uuid: string; score?: number };

export interface SearchQuestion {
  /** Words to find (web search syntax: quotes, `or`, `-word`); accents and case do not matter. */
  text?: string;
  /** Only events of these zones (a city and its neighbourhoods); every zone when absent. */
  zoneIds?: number[];
  /** Calendar days, both included, in each event's own time zone. */
  from: string;
  to: string;
  freeOnly: boolean;
  /** Only events holding one of these words (a category's id and aliases, see categories.ts). */
  categoryWords?: string[];
  sort: SearchSort;
  after?: SearchPosition | null;
  limit: number;
}

export type FoundEvent = EventFields & { score: number };

/** The widest a time zone's day reaches from UTC (UTC−12 to UTC+14): a window of instants sure to hold the days. */
const DAY_REACH_MS = 14 * 3_600_000;

/**
 * One page of published events matching the question, and whether more follow. The order is stable (start, or
 * relevance then start, then uuid), so a cursor neither skips nor repeats an event while others are added.
 * A day is the event's own calendar day; the instant window before it lets the (start_time, uuid) index narrow.
 */
export async function searchEvents(db: SqlDatabase, question: SearchQuestion): Promise<{ events: FoundEvent[]; hasNextPage: boolean }> {
  const earliest = new Date(Date.parse(`${question.from}T00:00:00Z`) - DAY_REACH_MS);
  const latest = new Date(Date.parse(`${question.to}T00:00:00Z`) + 86_400_000 + DAY_REACH_MS);
  const words = question.text ? sql`websearch_to_tsquery('event_search', ${question.text})` : null;
  const matching = words ? sql`and search_document @@ ${words}` : sql``;
  const score = words ? sql`ts_rank_cd(search_document, ${words})::float8` : sql`0::float8`;
  const inZones = question.zoneIds ? sql`and zone_id = any(${question.zoneIds}::int[])` : sql``;
  const free = question.freeOnly ? sql`and is_free` : sql``;
  const inCategories = question.categoryWords
    ? sql`and exists (select 1 from unnest(categories) as word where lower(word) = any(${question.categoryWords}::text[]))`
    : sql``;
  const byRelevance = question.sort === 'relevance';
  const after = !question.after
    ? sql``
    : byRelevance
      ? sql`where score < ${question.after.score} or (score = ${question.after.score} and ("startTime", uuid) > (${question.after.at}, ${question.after.uuid}::uuid))`
      : sql`where ("startTime", uuid) > (${question.after.at}, ${question.after.uuid}::uuid)`;
  const order = byRelevance ? sql`score desc, "startTime", uuid` : sql`"startTime", uuid`;
  const rows = await query(
    db,
    sql<EventRow & { score: number }>`
      select * from (
        select ${sql.raw(EVENT_FIELDS)}, ${score} as score
          from event
         where status = 'published' and start_time >= ${earliest} and start_time < ${latest}
           and (start_time at time zone timezone)::date between ${question.from}::date and ${question.to}::date
           ${inZones} ${free} ${inCategories} ${matching}
      ) found
      ${after}
      order by ${order}
      limit ${question.limit + 1}`,
  );
  const events = toFields(db, rows).map((event, index) => ({ ...event, score: Number(rows[index]!.score) }));
  return { events: events.slice(0, question.limit), hasNextPage: events.length > question.limit };
}
