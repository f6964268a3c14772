import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, query, sql, type MikroORM } from '@local-events/platform/subgraph';
import { eventItRepeats, similarTitles } from '../src/duplicates.ts';
import { eventsSubgraph } from '../src/subgraph.ts';

/** A venue and a zone of this file's own, far from any other test's. */
const [VENUE, ZONE] = [1_950_000_201, 1_950_000_202];
const start = new Date(Date.UTC(2031, 6, 1, 20));
let orm: MikroORM;
let existing: string;

beforeAll(async () => {
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').serviceDatabaseUrls.events!, migrate: false, poolMax: 1 });
  existing = randomUUID();
  await query(
    orm.em.fork(),
    sql`insert into event (uuid, slug, title, start_time, timezone, zone_id, venue_id, place_name, status, categories)
        values (${existing}, 'late-jazz-night', 'Late Jazz Night', ${start}, 'UTC', ${ZONE}, ${VENUE}, 'The Cellar', 'published', '{}')`,
  );
});
afterAll(async () => {
  await query(orm.em.fork(), sql`delete from event where zone_id = ${ZONE}`);
  await orm.close();
});

describe("a followed source's new event that is already in the guide", () => {
  const source = randomUUID();
  const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

  it('is found at the same venue, within 15 minutes, with a similar title', async () => {
    expect(await eventItRepeats(orm.em.fork(), source, { title: 'LATE JAZZ NIGHT!', startTime: minutes(10), venueId: VENUE })).toBe(
      existing,
    );
    expect(await eventItRepeats(orm.em.fork(), source, { title: 'Jazz Night', startTime: minutes(-15), venueId: VENUE })).toBe(existing);
  });

  it('is found by the named place when there is no venue', async () => {
    expect(await eventItRepeats(orm.em.fork(), source, { title: 'Late Jazz Night', startTime: start, placeName: 'the cellar' })).toBe(
      existing,
    );
  });

  it('is not found later, elsewhere, by another title, or from the same source', async () => {
    expect(
      await eventItRepeats(orm.em.fork(), source, { title: 'Late Jazz Night', startTime: minutes(16), venueId: VENUE }),
    ).toBeUndefined();
    expect(await eventItRepeats(orm.em.fork(), source, { title: 'Late Jazz Night', startTime: start, venueId: VENUE + 7 })).toBeUndefined();
    expect(await eventItRepeats(orm.em.fork(), source, { title: 'Poetry Slam', startTime: start, venueId: VENUE })).toBeUndefined();
    expect(await eventItRepeats(orm.em.fork(), source, { title: 'Late Jazz Night', startTime: start })).toBeUndefined();
  });

  it('compares titles by their words', () => {
    expect(similarTitles('The Blue Room: Live!', 'blue room live')).toBe(true);
    expect(similarTitles('Salsa for Beginners', 'Salsa for Improvers')).toBe(false);
  });
});
