import { Migration } from '@local-events/platform/subgraph';

export class Migration20261121000000_init extends Migration {
  override up() {
    this.addSql(`
      create table submission (
        uuid uuid primary key,
        source_url text not null check (length(source_url) <= 2048),
        normalized_url text not null,
        email text check (email is null or length(email) <= 254),
        note text check (note is null or length(note) <= 2000),
        status text not null check (status in ('received', 'processing', 'completed', 'failed')),
        event_uuid uuid unique,
        missing_fields text[] not null default '{}',
        failure text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index submission_normalized_url_idx on submission (normalized_url, created_at desc)');
  }
}
