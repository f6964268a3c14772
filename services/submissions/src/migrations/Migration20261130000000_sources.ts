import { Migration } from '@local-events/platform/subgraph';

/** Feeds the guide follows by itself, and what each of their runs did. */
export class Migration20261130000000_sources extends Migration {
  override up() {
    this.addSql(`
      create table source (
        id uuid primary key,
        url text not null check (length(url) between 1 and 2048),
        zone_id integer not null,
        timezone text not null,
        venue_id integer,
        venue_slug text,
        trust text not null check (trust in ('publish', 'review')),
        every_minutes integer not null default 60 check (every_minutes between 15 and 10080),
        registered_by text not null,
        paused boolean not null default false,
        etag text,
        last_modified text,
        failures_in_a_row integer not null default 0,
        next_run_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create unique index source_url_venue_idx on source (url, coalesce(venue_id, 0))');
    this.addSql('create index source_due_idx on source (next_run_at) where not paused');
    this.addSql(`
      create table source_run (
        id bigserial primary key,
        source_id uuid not null references source (id) on delete cascade,
        started_at timestamptz not null default now(),
        finished_at timestamptz,
        status text not null check (status in ('running', 'ok', 'not_modified', 'failed')),
        created integer not null default 0,
        updated integer not null default 0,
        cancelled integer not null default 0,
        unchanged integer not null default 0,
        error text
      )`);
    this.addSql('create index source_run_source_idx on source_run (source_id, started_at desc)');
  }
}
