import { Migration } from '@local-events/platform/subgraph';

/**
 * A few zones' next seven days (a town's count: find_events, a town page) in a function, whose plan PostgreSQL keeps
 * for the connection. As a prepared statement it was planned anew on every call (its generic plan, the zones not
 * known, looked dearer than a custom one): 0.4 ms of planning to 0.1 ms of work, four times the database's time.
 * Each zone's whole days are a range of the primary key (`offset 0` keeps the lookup per zone: joined, the plan
 * read every zone's days from event_day_count_day_idx, 3,400 rows at 1,000,000 events for a town's 25), and each
 * part-day is its own range of the zone and start-time index, not one scan of the zones' events filtered.
 */
export class Migration20261127000000_week_counts_of_few_zones extends Migration {
  override up() {
    this.addSql(`
      create function week_counts_of_few_zones(
        zone_ids integer[], whole_days_from date, whole_days_until date,
        head_from timestamptz, head_until timestamptz, tail_from timestamptz, tail_until timestamptz
      ) returns table (zone_id integer, count integer)
      language plpgsql stable
      set search_path from current
      set plan_cache_mode = force_generic_plan
      as $$
      begin
        return query
        select parts.zone_id, sum(parts.published)::integer from (
          select days.zone_id, days.published from (select distinct unnest(zone_ids)) as asked (zone_id)
            cross join lateral (
              select c.zone_id, c.published from event_day_count c
               where c.zone_id = asked.zone_id and c.day >= whole_days_from and c.day < whole_days_until
              offset 0
            ) days
          union all
          select e.zone_id, 1 from event e
           where e.status = 'published' and e.zone_id = any(zone_ids) and e.start_time >= head_from and e.start_time < head_until
          union all
          select e.zone_id, 1 from event e
           where e.status = 'published' and e.zone_id = any(zone_ids) and e.start_time >= tail_from and e.start_time < tail_until
        ) parts
        group by parts.zone_id;
      end $$`);
  }
}
