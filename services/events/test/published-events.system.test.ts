import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, query, sql, type MikroORM } from '@local-events/platform/subgraph';
import { inZonesStatement, publishedEventsInZones } from '../src/published-events.ts';
import { eventsSubgraph } from '../src/subgraph.ts';

const HOUR = 3_600_000;
/** Zones of this file's own, far from any other test's. */
const [ZONE, NEIGHBOURHOOD, ELSEWHERE] = [1_950_000_001, 1_950_000_002, 1_950_000_003];
const start = new Date(Date.UTC(2031, 5, 1));
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

let orm: MikroORM;
beforeAll(async () => {
  // As the service connects: its own role, the function the migrations made.
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').serviceDatabaseUrls.events!, migrate: false, poolMax: 1 });
  const events: [string, number, number, string][] = [
    ['late', ZONE, 20, 'published'],
    ['early', NEIGHBOURHOOD, 2, 'published'],
    ['cancelled', ZONE, 3, 'cancelled'],
    ['in review', ZONE, 4, 'ready_for_review'],
    ['another town', ELSEWHERE, 5, 'published'],
    ['the day before', ZONE, -1, 'published'],
    ['the day after', ZONE, 24, 'published'],
    ['same time b', ZONE, 10, 'published'],
    ['same time a', NEIGHBOURHOOD, 10, 'published'],
  ];
  for (const [title, zone, hours, status] of events) {
    await query(
      orm.em.fork(),
      sql`insert into event (uuid, slug, title, start_time, timezone, zone_id, status, categories)
          values (${randomUUID()}, ${`published-events-test-${randomUUID()}`}, ${title}, ${at(hours)}, 'UTC', ${zone}, ${status}, '{}')`,
    );
  }
});
afterAll(async () => {
  await query(orm.em.fork(), sql`delete from event where zone_id = any(${[ZONE, NEIGHBOURHOOD, ELSEWHERE]}::int[])`);
  await orm.close();
});

describe("a town's published events on some days", () => {
  it('are those of its zones in the window, published, by start time then id, at most the limit', async () => {
    const day = { start: at(0), end: at(24) };
    const rows = await publishedEventsInZones(orm.em.fork(), [ZONE, NEIGHBOURHOOD], day, 500);
    const sameTime = rows.filter((row) => row.title.startsWith('same time')).map((row) => row.uuid);
    expect(rows.map((row) => row.title.replace(/ [ab]$/, ''))).toEqual(['early', 'same time', 'same time', 'late']);
    expect(sameTime).toEqual([...sameTime].sort());
    expect(rows.every((row) => row.startTime instanceof Date && row.status === 'published')).toBe(true);
    expect((await publishedEventsInZones(orm.em.fork(), [ZONE, NEIGHBOURHOOD], day, 2)).map((row) => row.title)).toEqual([
      'early',
      rows[1]!.title,
    ]);
    expect(await publishedEventsInZones(orm.em.fork(), [ZONE + 100], day, 500)).toEqual([]);
  });

  it('are planned once per connection, from the first call: a plan kept, not one per call', async () => {
    // A connection's memory shows the plans it keeps; only a superuser may look, so this one runs the service's statement itself.
    const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
    await client.connect();
    try {
      await client.query('set search_path to events, public');
      const kept = async () =>
        (
          await client.query(
            `select count(*)::int as plans from pg_backend_memory_contexts where name = 'CachedPlan' and ident like '%start_time < starts_before%'`,
          )
        ).rows[0].plans;
      const list = (values: unknown[]) => client.query({ ...inZonesStatement(orm.em), values });
      expect(await kept()).toBe(0);
      expect((await list([[ZONE, NEIGHBOURHOOD], at(0), at(24), 500])).rowCount).toBe(4);
      expect(await kept()).toBe(1);
      await list([[NEIGHBOURHOOD, ELSEWHERE], at(-24), at(48), 10]);
      expect(await kept()).toBe(1);
    } finally {
      await client.end();
    }
  });
});
