import { Migration } from '@local-events/platform/subgraph';

/**
 * Repeating events: a series holds its rule and what its occurrences say; each occurrence is an event of its own,
 * found again by its date in the series (iCalendar's RECURRENCE-ID). `detached` marks an occurrence changed or
 * cancelled on its own, which edits of the series pass by.
 */
export class Migration20261130000000_series extends Migration {
  override up() {
    this.addSql(`
      create table event_series (
        uuid uuid primary key,
        rule text not null check (length(rule) between 1 and 300),
        excluded_dates text[] not null default '{}',
        local_start text not null check (local_start ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$'),
        duration_minutes integer check (duration_minutes >= 0),
        timezone text not null,
        template jsonb not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`
      alter table event
        add column series_uuid uuid references event_series (uuid),
        add column occurrence_date text check (occurrence_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        add column detached boolean not null default false,
        add constraint event_occurrence_of_series check ((series_uuid is null) = (occurrence_date is null))`);
    this.addSql('create unique index event_series_occurrence_idx on event (series_uuid, occurrence_date) where series_uuid is not null');
  }
}
