import { openDatabase, query, sql, type MikroORM } from '@local-events/platform/subgraph';
import type { Logger } from '@local-events/platform';
import { SUBGRAPHS } from '../subgraphs.ts';
import { demoDataset } from './dataset.ts';

async function open(name: string, url: string, log: Logger): Promise<MikroORM> {
  const subgraph = SUBGRAPHS.find((entry) => entry.name === name)!;
  return openDatabase((await subgraph.load()).database, { url, log, poolMax: 2 });
}

/** Rows with explicit ids leave the identity sequence behind; move it past them. */
async function advanceIdentity(orm: MikroORM, table: 'location' | 'venue') {
  await query(orm.em, sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`);
}

/**
 * Applies every subgraph's migrations, then loads the demo data set into the locations, venues and events
 * schemas, once: when there are zones already, nothing is touched. Returns whether it seeded.
 */
export async function seedDemoData(databaseUrl: string, log: Logger, today = new Date()): Promise<boolean> {
  const orms = Object.fromEntries(
    await Promise.all(SUBGRAPHS.map(async ({ name }) => [name, await open(name, databaseUrl, log)] as const)),
  ) as Record<string, MikroORM>;
  try {
    const locations = orms.locations!.em.fork();
    if ((await locations.count('Location', {})) > 0) return false;
    const demo = demoDataset(today);
    await locations.insertMany('Location', demo.locations);
    await advanceIdentity(orms.locations!, 'location');
    await orms.venues!.em.fork().insertMany('Venue', demo.venues);
    await advanceIdentity(orms.venues!, 'venue');
    await orms.events!.em.fork().insertMany('Event', demo.events);
    log.info({ zones: demo.locations.length, venues: demo.venues.length, events: demo.events.length }, 'demo data seeded');
    return true;
  } finally {
    await Promise.all(Object.values(orms).map((orm) => orm.close()));
  }
}
