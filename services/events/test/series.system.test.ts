import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DateTime } from 'luxon';
import { openDatabase, query, sql, type MikroORM } from '@local-events/platform/subgraph';
import { Event } from '../src/entities/Event.ts';
import { extendAllSeries } from '../src/extend-series.ts';
import { rejectPending } from '../src/reject-pending.ts';
import { startSeries } from '../src/series.ts';
import { eventsSubgraph } from '../src/subgraph.ts';

/** A zone of this file's own, far from any other test's. */
const ZONE = 1_950_000_101;
const actor = { id: 'series-test', role: 'admin' as const };

let orm: MikroORM;
let seriesUuid: string;
const occurrences = async () =>
  query<{ date: string; status: string }>(
    orm.em.fork(),
    sql`select occurrence_date as date, status from event where series_uuid = ${seriesUuid} order by occurrence_date`,
  );

beforeAll(async () => {
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').serviceDatabaseUrls.events!, migrate: false, poolMax: 1 });
  const start = DateTime.now().setZone('Europe/Paris').startOf('day').plus({ days: 1, hours: 9 });
  const first = Object.assign(new Event(), {
    title: 'Morning Swim',
    slug: 'morning-swim',
    startTime: start.toJSDate(),
    timezone: 'Europe/Paris',
    zoneId: ZONE,
    status: 'published' as const,
  });
  const { series } = await orm.em.fork().transactional((tx) => startSeries(tx, first, { rule: 'FREQ=DAILY', excludedDates: [] }, actor));
  seriesUuid = series.uuid;
});
afterAll(async () => {
  await query(orm.em.fork(), sql`delete from event_transition where event_uuid in (select uuid from event where zone_id = ${ZONE})`);
  await query(orm.em.fork(), sql`delete from event where zone_id = ${ZONE}`);
  await query(orm.em.fork(), sql`delete from event_series where uuid = ${seriesUuid}`);
  await orm.close();
});

describe('a series that never ends', () => {
  it('keeps a year of dates, and each day that passes brings the next one in; running again adds nothing', async () => {
    const before = await occurrences();
    expect(before.length).toBeGreaterThanOrEqual(364);
    expect(before.length).toBeLessThanOrEqual(366);

    const tenDaysOn = DateTime.now().plus({ days: 10 }).toJSDate();
    expect(await extendAllSeries(orm.em, tenDaysOn)).toBeGreaterThanOrEqual(10);
    const after = await occurrences();
    expect(after.length - before.length).toBeGreaterThanOrEqual(9);
    expect(after.length - before.length).toBeLessThanOrEqual(11);
    // The dates already kept are untouched, the ones now in the past too.
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.every((occurrence) => occurrence.status === 'published')).toBe(true);

    const again = await occurrences();
    await extendAllSeries(orm.em, tenDaysOn);
    expect(await occurrences()).toEqual(again);
  });
});

describe("a followed source's series under review, rejected", () => {
  it('gets no new dates to review from the daily job', async () => {
    const source = randomUUID();
    const first = Object.assign(new Event(), {
      title: 'Spam Daily',
      slug: 'spam-daily',
      startTime: DateTime.now().plus({ days: 1 }).toJSDate(),
      timezone: 'Europe/Paris',
      zoneId: ZONE,
      status: 'ready_for_review' as const,
    });
    const { series } = await orm.em.fork().transactional((tx) =>
      startSeries(tx, first, { rule: 'FREQ=DAILY', excludedDates: [] }, actor, {
        occurrenceStatus: 'ready_for_review',
        source: { id: source, key: 'spam', digest: 'd' },
      }),
    );
    const count = async () =>
      (await query<{ n: number }>(orm.em.fork(), sql`select count(*)::int as n from event where series_uuid = ${series.uuid}`))[0]!.n;
    const before = await count();
    expect(await orm.em.fork().transactional((tx) => rejectPending(tx, { sourceId: source }, actor, 'spam'))).toBe(before);
    await extendAllSeries(orm.em, DateTime.now().plus({ days: 10 }).toJSDate());
    expect(await count()).toBe(before);
    const statuses = await query<{ status: string }>(
      orm.em.fork(),
      sql`select distinct status from event where series_uuid = ${series.uuid}`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['rejected']);
    await query(
      orm.em.fork(),
      sql`delete from event_transition where event_uuid in (select uuid from event where series_uuid = ${series.uuid})`,
    );
    await query(orm.em.fork(), sql`delete from event where series_uuid = ${series.uuid}`);
    await query(orm.em.fork(), sql`delete from event_series where uuid = ${series.uuid}`);
  });
});
