import { query, sql, type EntityManager } from '@local-events/platform/subgraph';
import type { EventFields } from './graphql/EventType.ts';

/**
 * The public lists read rows straight into the fields the GraphQL type needs: no entities are hydrated or
 * tracked, which on a list is most of the work MikroORM would do. Writes still go through the entities.
 */
const EVENT_FIELDS = sql`uuid, slug, title, description, start_time as "startTime", end_time as "endTime", timezone,
  venue_id as "venueId", zone_id as "zoneId", categories, price_info as "priceInfo", is_free as "isFree",
  booking_required as "bookingRequired", image_url as "imageUrl", source_url as "sourceUrl", status`;

/** Timestamps come back as PostgreSQL's text (MikroORM's pool parses none); read them as MikroORM does. */
type EventRow = Omit<EventFields, 'startTime' | 'endTime'> & { startTime: string; endTime: string | null };

async function eventFields(em: EntityManager, statement: ReturnType<typeof sql<EventRow>>): Promise<EventFields[]> {
  const platform = em.getPlatform();
  return (await query(em, statement)).map((row) => ({
    ...row,
    startTime: platform.parseDate(row.startTime),
    endTime: row.endTime === null ? null : platform.parseDate(row.endTime),
  }));
}

/** Published events in any of `zoneIds` starting in [start, end), by start time (index event_published_zone_start_idx). */
export function publishedEventsInZones(em: EntityManager, zoneIds: number[], window: { start: Date; end: Date }, limit: number) {
  return eventFields(
    em,
    sql<EventRow>`
      select ${EVENT_FIELDS} from event
       where status = 'published' and zone_id = any(${zoneIds}::int[]) and start_time >= ${window.start} and start_time < ${window.end}
       order by start_time, uuid
       limit ${limit}`,
  );
}

/** The next published events of each venue, at most `limit` each (index event_published_venue_start_idx). */
export function upcomingEventsAtVenues(em: EntityManager, venueIds: number[], limit: number) {
  return eventFields(
    em,
    sql<EventRow>`
      select ${EVENT_FIELDS} from (
        select e.*, row_number() over (partition by venue_id order by start_time, uuid) as position
          from event e
         where status = 'published' and venue_id = any(${venueIds}::int[]) and start_time >= now()
      ) ranked where position <= ${limit} order by start_time, uuid`,
  );
}
