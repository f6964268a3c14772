import { preparedQuery, query, sql, type SqlDatabase } from '@local-events/platform/subgraph';
import { type EventRow, eventColumns, toEvents } from './event-rows.ts';

/**
 * Every town page and list asks this: prepared once per connection, in a function whose plan PostgreSQL keeps
 * (index event_published_zone_start_idx; see its migration).
 */
let inZones: { name: string; text: string } | undefined;
export const inZonesStatement = (db: SqlDatabase) =>
  (inZones ??= {
    name: 'published-events-in-zones',
    text: `select ${eventColumns(db)} from published_events_in_zones($1::int[], $2, $3, $4) order by start_time, uuid`,
  });

/** Published events in any of `zoneIds` starting in [start, end), by start time. */
export async function publishedEventsInZones(db: SqlDatabase, zoneIds: number[], window: { start: Date; end: Date }, limit: number) {
  return toEvents(db, await preparedQuery<EventRow>(db, inZonesStatement(db), [zoneIds, window.start, window.end, limit]));
}

/** The next published events of each venue, at most `limit` each (index event_published_venue_start_idx). */
export async function upcomingEventsAtVenues(db: SqlDatabase, venueIds: number[], limit: number) {
  const rows = await query(
    db,
    sql<EventRow>`
      select ${sql.raw(eventColumns(db))} from (
        select e.*, row_number() over (partition by venue_id order by start_time, uuid) as position
          from event e
         where status = 'published' and venue_id = any(${venueIds}::int[]) and start_time >= now()
      ) ranked where position <= ${limit} order by start_time, uuid`,
  );
  return toEvents(db, rows);
}

/**
 * Cancelled events starting in [start, end), of any of `zoneIds` or at one venue, by start time: calendar feeds keep
 * them, marked cancelled, so that subscribers' calendars mark them off (partial indexes event_cancelled_*_start_idx).
 */
export async function cancelledEvents(
  db: SqlDatabase,
  where: { zoneIds: number[] } | { venueId: number },
  window: { start: Date; end: Date },
  limit: number,
) {
  const place = 'venueId' in where ? sql`venue_id = ${where.venueId}` : sql`zone_id = any(${where.zoneIds}::int[])`;
  const rows = await query(
    db,
    sql<EventRow>`
      select ${sql.raw(eventColumns(db))} from event
       where status = 'cancelled' and ${place} and start_time >= ${window.start} and start_time < ${window.end}
       order by start_time, uuid limit ${limit}`,
  );
  return toEvents(db, rows);
}
