/**
 * The benchmark's data: `count` events spread the way a guide that has grown to that size would hold them.
 * Venues keep a realistic programme (about one event every four days, over a year back and a year ahead), so
 * more events means more towns and venues rather than ever fuller days: the demo's towns are kept and, when
 * they are not enough, generated towns (a city and four neighbourhoods, eight venues each) are added.
 * About one event in twenty is not published (under review or cancelled), as in a live guide.
 */
import pg from 'pg';

const EVENTS_PER_VENUE_DAY = 0.25;
const DAYS_BACK = 365;
const DAYS_AHEAD = 365;
const NEIGHBOURHOODS_PER_TOWN = 4;
const VENUES_PER_ZONE = 8;
const GENERATED_TIME_ZONES = [
  ['GB', 'Europe/London'],
  ['DE', 'Europe/Berlin'],
  ['US', 'America/New_York'],
  ['AU', 'Australia/Sydney'],
] as const;

/** The statement the list endpoint runs for a city and its neighbourhoods on one day, for EXPLAIN. */
const LIST_QUERY = `select * from events.event where zone_id = any($1::int[]) and status = 'published'
  and start_time >= $2::timestamptz and start_time < $2::timestamptz + interval '1 day' order by start_time, uuid limit 500`;

export interface Generated {
  towns: number;
  venues: number;
  events: number;
  plan: string;
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

async function generateEvents(client: pg.Client, count: number) {
  await client.query(
    `with v as (select row_number() over (order by v.id) - 1 as k, v.id, v.zone_id, z.timezone
                  from venues.venue v join locations.location z on z.id = v.zone_id where not z.hidden)
     insert into events.event (uuid, slug, title, start_time, timezone, venue_id, zone_id, status)
     select gen_random_uuid(), 'bench-event-' || i, 'Bench event ' || i,
            date_trunc('hour', now()) - make_interval(days => $2::int)
              + make_interval(mins => (random() * ($2::int + $3::int) * 1440)::int),
            v.timezone, v.id, v.zone_id,
            case when i % 20 = 0 then 'cancelled' when i % 20 = 1 then 'ready_for_review' else 'published' end
       from generate_series(1, $1::int) as i join v on v.k = i % (select count(*) from v)`,
    [count, DAYS_BACK, DAYS_AHEAD],
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
    await generateEvents(client, count);
    await client.query('analyze locations.location; analyze venues.venue; analyze events.event');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${LIST_QUERY}`, [[1, 2, 3], new Date(Date.now() + 3 * 86_400_000)]);
    return {
      towns: await countOf(client, `locations.location where kind = 'city'`),
      venues: await countOf(client, 'venues.venue'),
      events: await countOf(client, 'events.event'),
      plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
    };
  } finally {
    await client.end();
  }
}
