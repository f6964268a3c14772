import { MAX_SEARCH_TEXT, query, type SqlDatabase, sql } from '@local-events/platform/subgraph';
import type { Event } from './entities/Event.ts';
import { type EventRow, eventColumns, toEvents } from './event-rows.ts';
import { forgivingQuery } from './search-words.ts';
import type { VenueAt } from './venues-for-search.ts';

export const SEARCH_SORTS = ['start', 'relevance', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PAGE = { default: 20, max: 50 } as const;
export const MAX_SEARCH_DAYS = 31;
export { MAX_SEARCH_TEXT };
export const SEARCH_RADIUS = { default: 5_000, max: 50_000 } as const;

/** A point to search near, and the venues near it (the venues service's), whose events are found by venue. */
export interface NearQuestion {
  lat: number;
  lng: number;
  metres: number;
  venues: VenueAt[];
}

/** Where the page before ended, in the search's order (`score`: the relevance or distance sorted by). */
export type SearchPosition = { at: Date; uuid: string; score?: number };

export interface SearchQuestion {
  /** Words to find (web search syntax: quotes, `or`, `-word`); accents and case do not matter, the start of a word is enough, and one typo in a longer word is forgiven. */
  text?: string;
  /** Venues whose name has the words: their events match too. */
  venueIds?: number[];
  /** Only events of these zones (a city and its neighbourhoods); every zone when absent. */
  zoneIds?: number[];
  /** Calendar days, both included, in each event's own time zone. */
  from: string;
  to: string;
  /** Within those days, only events starting in [startsFrom, startsBefore): "tonight" is from 17:00 to 04:00. */
  startsFrom?: Date;
  startsBefore?: Date;
  freeOnly: boolean;
  /** Only events holding one of these words (a category's id and aliases, see categories.ts). */
  categoryWords?: string[];
  near?: NearQuestion;
  sort: SearchSort;
  after?: SearchPosition | null;
  limit: number;
}

export type FoundEvent = Event & { score: number; distance: number | null };

const laterOf = (one: Date, other: Date | undefined) => (other && other > one ? other : one);
const earlierOf = (one: Date, other: Date | undefined) => (other && other < one ? other : one);

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
  const words = question.text ? sql`${await forgivingQuery(db, question.text)}::tsquery` : null;
  const atVenues = question.venueIds?.length ? question.venueIds : null;
  const matching = !words
    ? sql``
    : atVenues
      ? sql`and (search_document @@ ${words} or venue_id = any(${atVenues}::int[]))`
      : sql`and search_document @@ ${words}`;
  // The venue's name counts as much as the place's would (weight B: 0.4 of a title word).
  const venueScore = atVenues ? sql` + case when venue_id = any(${atVenues}::int[]) then 0.04 else 0 end` : sql``;
  const score = words ? sql`(ts_rank_cd(search_document, ${words})${venueScore})::float8` : sql`0::float8`;
  const inZones = question.zoneIds ? sql`and zone_id = any(${question.zoneIds}::int[])` : sql``;
  const free = question.freeOnly ? sql`and is_free` : sql``;
  const inCategories = question.categoryWords
    ? sql`and exists (select 1 from unnest(categories) as word where lower(word) = any(${question.categoryWords}::text[]))`
    : sql``;
  const filters = sql`status = 'published' and start_time >= ${laterOf(earliest, question.startsFrom)} and start_time < ${earlierOf(latest, question.startsBefore)}
           and (start_time at time zone timezone)::date between ${question.from}::date and ${question.to}::date
           ${inZones} ${free} ${inCategories} ${matching}`;
  const near = question.near;
  const found = near
    ? (() => {
        const here = sql`public.ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`;
        const [ids, lats, lngs] = [near.venues.map((v) => v.id), near.venues.map((v) => v.lat), near.venues.map((v) => v.lng)];
        // Events at a venue near the point, and events at a place of their own near it (GiST index on its position).
        return sql`
          select ${sql.raw(eventColumns(db))}, ${score} as score, public.earth_distance(${here}, public.ll_to_earth(v.lat, v.lng)) as distance
            from event join unnest(${ids}::int[], ${lats}::float8[], ${lngs}::float8[]) as v(id, lat, lng) on v.id = event.venue_id
           where ${filters}
          union all
          select ${sql.raw(eventColumns(db))}, ${score} as score, public.earth_distance(${here}, public.ll_to_earth(place_lat, place_lng)) as distance
            from event
           where venue_id is null and place_lat is not null
             and public.earth_box(${here}, ${near.metres}::float8) @> public.ll_to_earth(place_lat, place_lng)
             and ${filters}`;
      })()
    : sql`select ${sql.raw(eventColumns(db))}, ${score} as score, null::float8 as distance from event where ${filters}`;
  const within = near ? sql`distance <= ${near.metres}` : sql`true`;
  const after = question.after;
  const keyset = !after
    ? sql`true`
    : question.sort === 'relevance'
      ? sql`(score < ${after.score} or (score = ${after.score} and ("startTime", uuid) > (${after.at}, ${after.uuid}::uuid)))`
      : question.sort === 'distance'
        ? sql`(distance > ${after.score} or (distance = ${after.score} and ("startTime", uuid) > (${after.at}, ${after.uuid}::uuid)))`
        : sql`("startTime", uuid) > (${after.at}, ${after.uuid}::uuid)`;
  const order =
    question.sort === 'relevance'
      ? sql`score desc, "startTime", uuid`
      : question.sort === 'distance'
        ? sql`distance, "startTime", uuid`
        : sql`"startTime", uuid`;
  const rows = await query(
    db,
    sql<EventRow & { score: number; distance: number | null }>`
      select * from (${found}) found
       where ${within} and ${keyset}
       order by ${order}
       limit ${question.limit + 1}`,
  );
  const events = toEvents(db, rows) as FoundEvent[];
  for (const event of events) {
    event.score = Number(event.score);
    event.distance = event.distance === null ? null : Number(event.distance);
  }
  return { events: events.slice(0, question.limit), hasNextPage: events.length > question.limit };
}
