import { Migration } from '@local-events/platform/subgraph';

export class Migration20261122000000_edit_tokens extends Migration {
  override up() {
    this.addSql('alter table submission add column edit_token_hash text unique');
    this.addSql(`alter table submission add column failure_reason text check (failure_reason is null or length(failure_reason) <= 40)`);
    this.addSql('alter table submission add column attempts integer not null default 0');
  }
}
