import { Migration } from '@local-events/platform/subgraph';

export class Migration20261121000000_init extends Migration {
  override up() {
    this.addSql(`
      create table event (
        uuid uuid primary key,
        slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title text not null check (length(title) between 1 and 300),
        description text not null default '',
        start_time timestamptz not null,
        end_time timestamptz check (end_time is null or end_time >= start_time),
        timezone text not null,
        venue_id integer,
        zone_id integer,
        categories text[] not null default '{}',
        price_info text,
        is_free boolean not null default false,
        booking_required boolean not null default false,
        image_url text,
        source_url text,
        status text not null check (status in ('ready_for_review', 'needs_info', 'published', 'rejected', 'cancelled')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    // The public lists: one zone (or a city and its neighbourhoods) on one day, and a venue's next events.
    this.addSql(`create index event_published_zone_start_idx on event (zone_id, start_time) where status = 'published'`);
    this.addSql(`create index event_published_venue_start_idx on event (venue_id, start_time) where status = 'published'`);
  }
}
