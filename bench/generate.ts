/**
 * The benchmark's data: `count` events spread the way a guide that has grown to that size would hold them.
 * Venues keep a realistic programme (about one event every four days, over a year back and a year ahead), so
 * more events means more towns and venues rather than ever fuller days: the demo's towns are kept and, when
 * they are not enough, generated towns (a city and four neighbourhoods, eight venues each) are added.
 * About one event in twenty is not published (under review or cancelled), as in a live guide. About one in ten is a
 * date of a weekly series at a venue (the same title, time and place each week, for three months to a year, a
 * quarter of them skipping a week), held as the events service holds them (series.ts): a row of `event_series` with
 * its rule and the template its dates say, and an event for each of its dates a year back to a year ahead, one in
 * twenty cancelled on its own.
 */
import pg from 'pg';
import { RECURRENCE_LIMITS } from '../services/events/src/recurrence.ts';
import { MANY_ZONES } from '../services/events/src/weekly-counts.ts';
import { SEARCH_TERMS } from './workload.ts';

const EVENTS_PER_VENUE_DAY = 0.25;
const DAYS_BACK = 365;
const DAYS_AHEAD = 365;
const NEIGHBOURHOODS_PER_TOWN = 4;
const VENUES_PER_ZONE = 8;
/** The share of the events that are dates of weekly series, and how many weeks a series runs, from and to. */
const SERIES_SHARE = 0.1;
const SERIES_WEEKS = [12, 52] as const;
const GENERATED_TIME_ZONES = [
  ['GB', 'Europe/London'],
  ['DE', 'Europe/Berlin'],
  ['US', 'America/New_York'],
  ['AU', 'Australia/Sydney'],
] as const;

/**
 * The statement the list endpoint runs for a city and its neighbourhoods on one day (in the events service's
 * function published_events_in_zones, which keeps its generic plan), for EXPLAIN.
 */
const LIST_QUERY = `select * from event where status = 'published' and zone_id = any($1::int[])
  and start_time >= $2::timestamptz and start_time < $3::timestamptz order by start_time, uuid limit $4`;

/** The searches' statements (as the events service builds them), for EXPLAIN, and the index each must use. */
const SEARCH_QUERIES: Record<string, { text: string; values: unknown[] }> = {
  // Every town (a town's own search narrows by its zone and days first, through the list's index).
  'text search': {
    text: `select uuid from events.event where status = 'published' and start_time >= now() - interval '14 hours' and start_time < now() + interval '32 days'
             and search_document @@ websearch_to_tsquery('events.event_search', $1) order by start_time, uuid limit 21`,
    values: ['poetry special'],
  },
  'near search': {
    text: `select uuid from events.event where venue_id is null and place_lat is not null and status = 'published'
             and public.earth_box(public.ll_to_earth($1, $2), 5000) @> public.ll_to_earth(place_lat, place_lng) limit 21`,
    values: [51.5, -0.12],
  },
};
/**
 * The indexes the list's kept plan may use: a town's days from the zone and start-time index, or, where the guide is
 * small, the days of every town from the start-time index, kept to the town's zones.
 */
export const LIST_INDEXES = ['event_published_zone_start_idx', 'event_published_start_idx'];
/** The indexes each search may use: the words' GIN index, or the start-time index when the soonest matches come first. */
export const SEARCH_INDEXES: Record<string, string[]> = {
  'text search': ['event_search_idx', 'event_published_start_idx'],
  'near search': ['event_published_place_earth_idx'],
  'weekly counts of every zone': ['event_day_count_day_idx'],
};

/** This moment `days` days from now, as an ISO timestamp. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * The plan PostgreSQL keeps for a statement of the events service's that is planned once per connection (a generic
 * plan, the values unknown), as the service runs it.
 */
async function keptPlan(client: pg.Client, text: string, values: unknown[]): Promise<string> {
  await client.query('set search_path to events, public');
  await client.query(`prepare kept_plan as ${text}`);
  await client.query('set plan_cache_mode = force_generic_plan');
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain execute kept_plan(${values.map((value) => client.escapeLiteral(String(value))).join(', ')})`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('deallocate kept_plan; reset plan_cache_mode; reset search_path');
  }
}

/** The count of every zone's week, as the zone list asks it. */
async function weeklyCountsPlan(client: pg.Client): Promise<string> {
  const { rows: zones } = await client.query<{ ids: string }>('select array_agg(id)::text as ids from locations.location');
  return keptPlan(client, MANY_ZONES.text, [
    zones[0]!.ids,
    daysFromNow(1).slice(0, 10),
    daysFromNow(7).slice(0, 10),
    daysFromNow(0),
    daysFromNow(1),
    daysFromNow(7),
    daysFromNow(7),
  ]);
}

/** A town's list on a day in three days' time. */
function listPlan(client: pg.Client): Promise<string> {
  return keptPlan(client, LIST_QUERY, ['{1,2,3}', daysFromNow(3), daysFromNow(4), 500]);
}

export interface Generated {
  towns: number;
  venues: number;
  events: number;
  /** Weekly series, and the events that are their dates, a year back and a year ahead. */
  series: number;
  seriesEvents: { past: number; future: number };
  /** Events a year back and a year ahead, series' dates or not. */
  pastEvents: number;
  futureEvents: number;
  plan: string;
  searchPlans: Record<string, string>;
}

async function generateTowns(client: pg.Client, towns: number) {
  if (towns === 0) return;
  await client.query(
    `with cities as (
            insert into locations.location (name, slug, country_code, timezone, kind)
            select 'Bench Town ' || t, 'bench-town-' || t,
                   ($3::text[])[1 + t % cardinality($3::text[])], ($4::text[])[1 + t % cardinality($4::text[])], 'city'
              from generate_series(1, $1::int) as t
            returning id, slug, country_code, timezone)
     insert into locations.location (name, slug, country_code, timezone, kind, parent_id)
     select 'Quarter ' || n || ' of ' || cities.slug, cities.slug || '-quarter-' || n, cities.country_code, cities.timezone, 'neighbourhood', cities.id
       from cities cross join generate_series(1, $2::int) as n`,
    [towns, NEIGHBOURHOODS_PER_TOWN, GENERATED_TIME_ZONES.map(([country]) => country), GENERATED_TIME_ZONES.map(([, zone]) => zone)],
  );
  await client.query(
    `insert into venues.venue (slug, name, address, lat, lng, zone_id)
     select 'bench-venue-' || z.id || '-' || n, 'Venue ' || n || ' of ' || z.slug, n || ' High Street',
            -60 + random() * 120, -170 + random() * 340, z.id
       from locations.location z cross join generate_series(1, $1::int) as n
      where z.slug like 'bench-town-%'`,
    [VENUES_PER_ZONE],
  );
}

const TITLE_WORDS = ['night', 'club', 'morning', 'evening', 'session', 'special'];
const CATEGORIES = ['music', 'comedy', 'market', 'talk', 'family', 'film'];

/**
 * Weekly series making about SERIES_SHARE of `count` events, each at a venue at one time of day: its first date drawn
 * so that dates fall evenly over the year back and the year ahead (a series may have begun before the data's year
 * back, whose dates are not there, as single events before it are not), run for SERIES_WEEKS by COUNT or UNTIL, a
 * quarter skipping their third week (excluded dates). Dates are kept up to a year ahead, as the events service keeps
 * them (its daily job adds the next as days pass), and one in twenty is cancelled on its own (`detached`). The
 * template is what `templateOf` makes of such an event, so that the events service, bringing a series in line with
 * its rule, finds nothing to change. Answers how many series there are and how many events their dates are.
 */
async function generateSeries(client: pg.Client, count: number): Promise<{ series: number; dates: number }> {
  const [shortest, longest] = SERIES_WEEKS;
  // First dates over the two years and the longest series' span before them: every day of the two years then has,
  // on average, as many series running as any other.
  const span = DAYS_BACK + DAYS_AHEAD + 7 * (longest - 1);
  const series = Math.round((SERIES_SHARE * count * span) / ((DAYS_BACK + DAYS_AHEAD) * ((shortest + longest) / 2)));
  await client.query('begin');
  try {
    await client.query(
      `create temporary table bench_series on commit drop as
       with v as (select row_number() over (order by v.id) - 1 as k, v.id, v.zone_id, z.timezone
                    from venues.venue v join locations.location z on z.id = v.zone_id where not z.hidden),
            drawn as (
              select s, v.id as venue_id, v.zone_id, v.timezone,
                     (now() at time zone v.timezone)::date - ($2::int + 7 * ($5::int - 1)) + floor(random() * $3::int)::int as first_date,
                     make_time(10 + (s * 7) % 12, 30 * (s % 2), 0) as local_time,
                     $4::int + floor(random() * ($5::int - $4::int + 1))::int as weeks,
                     ($6::text[])[1 + s % cardinality($6::text[])] as term,
                     ($7::text[])[1 + (s / 3) % cardinality($7::text[])] as word,
                     ($8::text[])[1 + (s / 2) % cardinality($8::text[])] as category
                from generate_series(1, $1::int) as s
                -- Spread over every venue, not the first ones.
                join v on v.k = (s::bigint * 7919) % (select count(*) from v))
       select gen_random_uuid() as uuid, drawn.*, 'bench-series-' || s as slug,
              initcap(term) || ' ' || word || ', every ' || trim(to_char(first_date, 'FMDay')) as title,
              -- The last date the events service keeps: today in the series' zone and a year ahead, less a day.
              (now() at time zone timezone)::date + ($9::int - 1) as last_kept,
              -- A quarter of the series skip their third week.
              s % 4 = 1 as skips
         from drawn`,
      [series, DAYS_BACK, span, shortest, longest, SEARCH_TERMS, TITLE_WORDS, CATEGORIES, RECURRENCE_LIMITS.horizonDays],
    );
    await client.query(
      `insert into events.event_series (uuid, rule, excluded_dates, local_start, duration_minutes, timezone, template, occurrence_status)
       select uuid,
              'FREQ=WEEKLY;BYDAY=' || (array['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'])[extract(isodow from first_date)::int] ||
                case when s % 2 = 0 then ';COUNT=' || weeks else ';UNTIL=' || to_char(first_date + 7 * (weeks - 1), 'YYYYMMDD') || 'T235959' end,
              case when skips then array[to_char(first_date + 14, 'YYYY-MM-DD')] else '{}' end,
              to_char(first_date, 'YYYY-MM-DD') || 'T' || to_char(local_time, 'HH24:MI'),
              null, timezone,
              jsonb_build_object('slug', slug, 'title', title, 'description', '', 'doorsTime', null, 'timezone', timezone,
                'zoneId', zone_id, 'venueId', venue_id, 'placeName', null, 'placeAddress', null, 'placeLat', null, 'placeLng', null,
                'categories', jsonb_build_array(category), 'priceInfo', null, 'isFree', s % 3 = 0, 'bookingRequired', false,
                'accessibilityNote', null, 'imageUrl', null, 'sourceUrl', null, 'duplicateOf', null),
              'published'
         from bench_series`,
    );
    const { rowCount } = await client.query(
      `insert into events.event (uuid, slug, title, start_time, timezone, venue_id, zone_id, status, categories, is_free, series_uuid, occurrence_date, detached)
       select gen_random_uuid(), b.slug, b.title, (o.day + b.local_time) at time zone b.timezone, b.timezone, b.venue_id, b.zone_id,
              case when (b.s * 53 + o.week) % 20 = 0 then 'cancelled' else 'published' end,
              array[b.category], b.s % 3 = 0, b.uuid, to_char(o.day, 'YYYY-MM-DD'), (b.s * 53 + o.week) % 20 = 0
         from bench_series b
         cross join lateral (select week, b.first_date + 7 * week as day from generate_series(0, b.weeks - 1) as week) o
        where not (b.skips and o.week = 2)
          and (o.day + b.local_time) at time zone b.timezone >= date_trunc('hour', now()) - make_interval(days => $1::int)
          and o.day <= b.last_kept`,
      [DAYS_BACK],
    );
    // A series that ended before the year back has no date in the data: it is not kept either.
    const { rowCount: kept } = await client.query(
      `delete from events.event_series s using bench_series b
        where s.uuid = b.uuid and not exists (select 1 from events.event e where e.series_uuid = s.uuid)`,
    );
    await client.query('commit');
    return { series: series - (kept ?? 0), dates: rowCount ?? 0 };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

async function generateEvents(client: pg.Client, count: number) {
  await client.query(
    `with v as (select row_number() over (order by v.id) - 1 as k, v.id, v.zone_id, v.lat, v.lng, z.timezone
                  from venues.venue v join locations.location z on z.id = v.zone_id where not z.hidden)
     insert into events.event (uuid, slug, title, start_time, timezone, venue_id, zone_id, status, categories, is_free, place_name, place_lat, place_lng)
     select gen_random_uuid(), 'bench-event-' || i, initcap(($4::text[])[1 + i % cardinality($4::text[])]) || ' ' || ($5::text[])[1 + (i / 7) % cardinality($5::text[])] || ' ' || i,
            date_trunc('hour', now()) - make_interval(days => $2::int)
              + make_interval(mins => (random() * ($2::int + $3::int) * 1440)::int),
            v.timezone,
            -- One event in ten is at a place of its own near a venue (no venue matched): found near a point by its position.
            case when i % 10 = 3 then null else v.id end, v.zone_id,
            case when i % 20 = 0 then 'cancelled' when i % 20 = 1 then 'ready_for_review' else 'published' end,
            array[($6::text[])[1 + i % cardinality($6::text[])]], i % 3 = 0,
            case when i % 10 = 3 then 'Place ' || i end,
            case when i % 10 = 3 then v.lat + (random() - 0.5) * 0.02 end,
            case when i % 10 = 3 then v.lng + (random() - 0.5) * 0.02 end
       from generate_series(1, $1::int) as i join v on v.k = i % (select count(*) from v)`,
    [count, DAYS_BACK, DAYS_AHEAD, SEARCH_TERMS, TITLE_WORDS, CATEGORIES],
  );
}

async function countOf(client: pg.Client, table: string) {
  return Number((await client.query<{ count: string }>(`select count(*) from ${table}`)).rows[0]!.count);
}

/** Adds towns and venues as `count` events need, then the events; returns what is there and the list's query plan. */
export async function generate(adminUrl: string, count: number): Promise<Generated> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select setseed(0.2026)');
    const venuesNeeded = Math.ceil(count / ((DAYS_BACK + DAYS_AHEAD) * EVENTS_PER_VENUE_DAY));
    const missing = Math.max(0, venuesNeeded - (await countOf(client, 'venues.venue')));
    await generateTowns(client, Math.ceil(missing / ((1 + NEIGHBOURHOODS_PER_TOWN) * VENUES_PER_ZONE)));
    const series = await generateSeries(client, count);
    await generateEvents(client, count - series.dates);
    // Settled before anything is measured, as pgbench does: otherwise autovacuum's first pass over the new rows and
    // the checkpoint that writes them out land in the runs, in the 1,000,000 events' p99 above all.
    for (const table of ['locations.location', 'venues.venue', 'events.event', 'events.event_series', 'events.event_day_count'])
      await client.query(`vacuum (analyze) ${table}`);
    await client.query('checkpoint');
    const searchPlans: Record<string, string> = {};
    for (const [name, statement] of Object.entries(SEARCH_QUERIES)) {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement.text}`, statement.values);
      searchPlans[name] = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    searchPlans['weekly counts of every zone'] = await weeklyCountsPlan(client);
    const { rows } = await client.query<Record<'past' | 'future' | 'seriesPast' | 'seriesFuture', string>>(
      `select count(*) filter (where start_time < now()) as past, count(*) filter (where start_time >= now()) as future,
              count(*) filter (where series_uuid is not null and start_time < now()) as "seriesPast",
              count(*) filter (where series_uuid is not null and start_time >= now()) as "seriesFuture"
         from events.event`,
    );
    const spread = rows[0]!;
    return {
      searchPlans,
      towns: await countOf(client, `locations.location where kind = 'city'`),
      venues: await countOf(client, 'venues.venue'),
      events: await countOf(client, 'events.event'),
      series: series.series,
      seriesEvents: { past: Number(spread.seriesPast), future: Number(spread.seriesFuture) },
      pastEvents: Number(spread.past),
      futureEvents: Number(spread.future),
      plan: await listPlan(client),
    };
  } finally {
    await client.end();
  }
}
