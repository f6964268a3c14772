import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import { openDatabase, query, sql, type MikroORM } from '@local-events/platform/subgraph';
import { eventsSubgraph } from '../src/subgraph.ts';
import { publishedInNextWeek } from '../src/weekly-counts.ts';

const HOUR = 3_600_000;
const STATUSES = ['published', 'published', 'cancelled', 'ready_for_review'] as const;
/** Zones no event is in, asked for with a run's own so that the count is asked for many zones. */
const UNUSED_ZONES = Array.from({ length: 60 }, (_, index) => 1_800_000_000 + index);

let orm: MikroORM;
beforeAll(async () => {
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').databaseUrl, migrate: false, poolMax: 2 });
});
afterAll(() => orm.close());

/** What the counts must equal: the published events starting in [now, now + 7 days), counted from the events. */
async function recounted(zoneIds: number[], now: Date) {
  const rows = await query(
    orm.em.fork(),
    sql<{
      zone_id: number;
      count: string;
    }>`select zone_id, count(*) from event where status = 'published' and zone_id = any(${zoneIds}::int[])
      and start_time >= ${now} and start_time < ${new Date(now.getTime() + 7 * 24 * HOUR)} group by zone_id`,
  );
  return new Map(rows.map((row) => [row.zone_id, Number(row.count)]));
}

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    zone: fc.nat(2),
    hours: fc.integer({ min: -48, max: 9 * 24 }),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), hours: fc.integer({ min: -48, max: 9 * 24 }) }),
  fc.record({ kind: fc.constant('rezone' as const), pick: fc.nat(), zone: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('bulk' as const), zone: fc.nat(2), count: fc.integer({ min: 2, max: 40 }) }),
);

describe('the weekly counts PostgreSQL keeps', () => {
  it('equal a recount after any inserts, status changes, moves, changes of zone, deletions and bulk loads, at any moment of the day', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        async (operations, minuteOfDay) => {
          // Zones of this run only, far from any other test's ids.
          const zones = [0, 1, 2].map((index) => 1_900_000_000 + (run * 3 + index));
          run += 1;
          const em = orm.em.fork();
          const base = new Date(Date.UTC(2031, 0, 15) + minuteOfDay * 60_000);
          const uuids: string[] = [];
          for (const op of operations) {
            const target = uuids.length ? uuids[('pick' in op ? op.pick : 0) % uuids.length]! : undefined;
            if (op.kind === 'insert' || op.kind === 'bulk') {
              const rows = Array.from({ length: op.kind === 'bulk' ? op.count : 1 }, (_, index) => {
                const uuid = randomUUID();
                uuids.push(uuid);
                const start = new Date(base.getTime() + (op.kind === 'bulk' ? index * 7 : op.hours) * HOUR);
                return sql`(${uuid}::uuid, ${`count-${uuid}`}, 'Counted', ${start}, 'UTC', ${zones[op.zone]!}, ${op.kind === 'bulk' ? 'published' : op.status})`;
              });
              await query(em, sql`insert into event (uuid, slug, title, start_time, timezone, zone_id, status) values ${sql.join(rows)}`);
            } else if (!target) {
            } else if (op.kind === 'status') {
              await query(em, sql`update event set status = ${op.status} where uuid = ${target}::uuid`);
            } else if (op.kind === 'move') {
              await query(
                em,
                sql`update event set start_time = ${new Date(base.getTime() + op.hours * HOUR)} where uuid = ${target}::uuid`,
              );
            } else if (op.kind === 'rezone') {
              await query(em, sql`update event set zone_id = ${zones[op.zone]!} where uuid = ${target}::uuid`);
            } else {
              await query(em, sql`delete from event where uuid = ${target}::uuid`);
              uuids.splice(uuids.indexOf(target), 1);
            }
          }
          // Now, and a day and a half later: the same rows serve as days roll over.
          for (const now of [base, new Date(base.getTime() + 36 * HOUR)]) {
            // A zone named twice counts once.
            const kept = await publishedInNextWeek(em, [...zones, zones[0]!], now);
            // Asked with many zones, the counts are read by another statement (every zone's days, then those asked for).
            const keptAmongMany = await publishedInNextWeek(em, [...zones, ...UNUSED_ZONES], now);
            const expected = await recounted(zones, now);
            for (const zone of zones) {
              expect(kept.get(zone) ?? 0, `zone ${zone} at ${now.toISOString()}`).toBe(expected.get(zone) ?? 0);
              expect(keptAmongMany.get(zone) ?? 0, `zone ${zone} among many at ${now.toISOString()}`).toBe(expected.get(zone) ?? 0);
            }
            expect(UNUSED_ZONES.some((zone) => keptAmongMany.has(zone))).toBe(false);
          }
          await query(em, sql`delete from event where zone_id = any(${zones}::int[])`);
          const left = await query(
            em,
            sql<{ total: string }>`select coalesce(sum(published), 0) as total from event_day_count where zone_id = any(${zones}::int[])`,
          );
          expect(Number(left[0]!.total)).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
