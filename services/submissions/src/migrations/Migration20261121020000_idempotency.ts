import { Migration } from '@local-events/platform/subgraph';

export class Migration20261121020000_idempotency extends Migration {
  override up() {
    this.addSql(`
      create table idempotency_record (
        scope text not null check (length(scope) between 1 and 300),
        key text not null check (length(key) between 1 and 255),
        request_hash text not null,
        state text not null check (state in ('in_progress', 'completed')),
        response jsonb,
        created_at timestamptz not null default now(),
        completed_at timestamptz,
        primary key (scope, key)
      )`);
    this.addSql('create index idempotency_record_created_idx on idempotency_record (created_at)');
  }
}
