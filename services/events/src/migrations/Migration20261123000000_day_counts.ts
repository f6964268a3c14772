import { Migration } from '@local-events/platform/subgraph';

/**
 * Published events per zone and UTC day, kept by PostgreSQL itself as events are published, changed, cancelled or
 * removed, in the transaction that does it. A zone's next seven days are then the six whole days between, read
 * from here, and the two part-days at the ends, read from the events index: a week's count costs the same at any
 * size, and as days roll over the same rows serve the next week.
 */
export class Migration20261123000000_day_counts extends Migration {
  override up() {
    this.addSql(`
      create table event_day_count (
        zone_id integer not null,
        day date not null,
        published integer not null check (published >= 0),
        primary key (zone_id, day)
      )`);
    this.addSql(`
      insert into event_day_count (zone_id, day, published)
      select zone_id, (start_time at time zone 'UTC')::date, count(*) from event
       where status = 'published' and zone_id is not null
       group by 1, 2`);
    // Statement triggers with transition tables: one aggregate per statement, so a bulk load costs one pass too.
    this.addSql(`
      create function event_day_count_apply() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          with gone as (
            select zone_id, (start_time at time zone 'UTC')::date as day, count(*) as n from old_rows
             where status = 'published' and zone_id is not null group by 1, 2)
          update event_day_count c set published = c.published - gone.n from gone where c.zone_id = gone.zone_id and c.day = gone.day;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into event_day_count (zone_id, day, published)
          select zone_id, (start_time at time zone 'UTC')::date, count(*) from new_rows
           where status = 'published' and zone_id is not null group by 1, 2
          on conflict (zone_id, day) do update set published = event_day_count.published + excluded.published;
        end if;
        return null;
      end $$`);
    this.addSql(
      'create trigger event_day_count_insert after insert on event referencing new table as new_rows for each statement execute function event_day_count_apply()',
    );
    this.addSql(
      'create trigger event_day_count_update after update on event referencing old table as old_rows new table as new_rows for each statement execute function event_day_count_apply()',
    );
    this.addSql(
      'create trigger event_day_count_delete after delete on event referencing old table as old_rows for each statement execute function event_day_count_apply()',
    );
  }
}
