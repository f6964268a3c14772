import { entityNamed, openDatabase, query, sql, type MikroORM, type ServiceDatabase } from '@local-events/platform/subgraph';
import type { Logger } from '@local-events/platform';
import { SUBGRAPHS } from '../subgraphs.ts';
import { demoDataset } from './dataset.ts';

interface Opened {
  orm: MikroORM;
  database: ServiceDatabase;
}

async function open(name: string, url: string, log: Logger): Promise<Opened> {
  const { database } = await SUBGRAPHS.find((entry) => entry.name === name)!.load();
  return { orm: await openDatabase(database, { url, log, poolMax: 2 }), database };
}

async function insert({ orm, database }: Opened, entity: string, rows: object[]) {
  await orm.em.fork().insertMany(entityNamed(database, entity), rows);
}

/** Rows with explicit ids leave the identity sequence behind; move it past them. */
async function advanceIdentity(orm: MikroORM, table: 'location' | 'venue') {
  await query(orm.em, sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`);
}

/**
 * Applies the migrations of the services it seeds (as those services), then loads the demo data set into the
 * locations, venues and events schemas, once: when there are zones already, nothing is touched. Pictures are linked on
 * the site's address. Returns what it added, or null.
 */
export async function seedDemoData(
  databaseUrls: Record<string, string>,
  log: Logger,
  siteUrl: string,
  today = new Date(),
): Promise<{ zones: number; venues: number; events: number } | null> {
  const opened = await Promise.all([
    open('locations', databaseUrls.locations!, log),
    open('venues', databaseUrls.venues!, log),
    open('events', databaseUrls.events!, log),
  ]);
  const [locations, venues, events] = opened;
  try {
    if ((await locations.orm.em.fork().count(entityNamed(locations.database, 'Location'), {})) > 0) return null;
    const demo = demoDataset(today, undefined, siteUrl);
    await insert(locations, 'Location', demo.locations);
    await advanceIdentity(locations.orm, 'location');
    await insert(venues, 'Venue', demo.venues);
    await advanceIdentity(venues.orm, 'venue');
    await insert(venues, 'VenueManager', demo.managers);
    await insert(events, 'Event', demo.events);
    await insert(events, 'EventTransition', demo.transitions);
    const added = { zones: demo.locations.length, venues: demo.venues.length, events: demo.events.length };
    log.info(added, 'demo data seeded');
    return added;
  } finally {
    await Promise.all(opened.map(({ orm }) => orm.close()));
  }
}
