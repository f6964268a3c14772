import { preparedQuery, query, sql, type SqlDatabase } from '@local-events/platform/subgraph';
import type { EventFields } from './graphql/EventType.ts';

/**
 * The public lists read rows straight into the fields the GraphQL type needs: no entities are hydrated or
 * tracked, which on a list is most of the work MikroORM would do. Writes still go through the entities.
 */
export const EVENT_FIELDS = `uuid, slug, title, description, start_time as "startTime", end_time as "endTime", timezone,
  venue_id as "venueId", place_name as "placeName", place_address as "placeAddress", place_lat as "placeLat", place_lng as "placeLng", zone_id as "zoneId", categories, price_info as "priceInfo", is_free as "isFree",
  booking_required as "bookingRequired", accessibility_note as "accessibilityNote", image_url as "imageUrl", source_url as "sourceUrl", status`;

/** Timestamps come back as PostgreSQL's text (MikroORM's pool parses none); read them as MikroORM does. */
export type EventRow = Omit<EventFields, 'startTime' | 'endTime'> & { startTime: string; endTime: string | null };

export function toFields(db: SqlDatabase, rows: EventRow[]): EventFields[] {
  const platform = db.getPlatform();
  return rows.map((row) => ({
    ...row,
    startTime: platform.parseDate(row.startTime),
    endTime: row.endTime === null ? null : platform.parseDate(row.endTime),
  }));
}

/**
 * Every town page and list asks this: prepared once per connection, in a function whose plan PostgreSQL keeps
 * (index event_published_zone_start_idx; see its migration).
 */
export const IN_ZONES = {
  name: 'published-events-in-zones',
  text: `select ${EVENT_FIELDS} from published_events_in_zones($1::int[], $2, $3, $4) order by start_time, uuid`,
};

/** Published events in any of `zoneIds` starting in [start, end), by start time. */
export async function publishedEventsInZones(db: SqlDatabase, zoneIds: number[], window: { start: Date; end: Date }, limit: number) {
  return toFields(db, await preparedQuery<EventRow>(db, IN_ZONES, [zoneIds, window.start, window.end, limit]));
}

/** The next published events of each venue, at most `limit` each (index event_published_venue_start_idx). */
export async function upcomingEventsAtVenues(db: SqlDatabase, venueIds: number[], limit: number) {
  const rows = await query(
    db,
    sql<EventRow>`
      select ${sql.raw(EVENT_FIELDS)} from (
        select e.*, row_number() over (partition by venue_id order by start_time, uuid) as position
          from event e
         where status = 'published' and venue_id = any(${venueIds}::int[]) and start_time >= now()
      ) ranked where position <= ${limit} order by start_time, uuid`,
  );
  return toFields(db, rows);
}
