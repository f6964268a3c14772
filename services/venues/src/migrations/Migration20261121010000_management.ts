import { Migration } from '@local-events/platform/subgraph';

export class Migration20261121010000_management extends Migration {
  override up() {
    this.addSql(`
      create table venue_manager (
        venue_id integer not null references venue (id),
        subject text not null check (length(subject) between 1 and 255),
        primary key (venue_id, subject)
      )`);
    this.addSql(`
      create table venue_token (
        id uuid primary key,
        venue_id integer not null references venue (id),
        token_hash text not null unique,
        label text check (label is null or length(label) <= 100),
        created_by text not null,
        created_at timestamptz not null default now(),
        revoked_at timestamptz
      )`);
  }
}
