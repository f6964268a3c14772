import { Migration } from '@local-events/platform/subgraph';

/**
 * The list of a town's events (every town page, `/api/events/list`, `find_events`) in a function whose plan
 * PostgreSQL keeps for the connection from the first call. As a prepared statement it kept its generic plan at
 * 10,000 events, but at 1,000,000 the generic plan (the zones and days not known) looked dearer than a custom one, so
 * every call was planned again against the table's ten indexes: 250 to 370 µs of the database's CPU a call against
 * 90 to 105 µs in this function (106 to 116 µs at 10,000 events, where the statement had kept its plan at 58 to 81:
 * the function and the order outside it cost some 30 µs), which made the same request dearer on the larger guide. The kept plan reads the
 * zones' days from event_published_zone_start_idx and sorts them; on a small guide (10,000 events) it walks the days of
 * every zone in event_published_start_idx instead, as the prepared statement's kept plan did.
 */
export class Migration20261128000000_published_events_in_zones extends Migration {
  override up() {
    this.addSql(`
      create function published_events_in_zones(zone_ids integer[], starts_from timestamptz, starts_before timestamptz, max_events integer)
      returns setof event
      language plpgsql stable
      set search_path from current
      set plan_cache_mode = force_generic_plan
      as $$
      begin
        return query
        select * from event
         where status = 'published' and zone_id = any(zone_ids) and start_time >= starts_from and start_time < starts_before
         order by start_time, uuid
         limit max_events;
      end $$`);
  }
}
