import { Migration } from '@local-events/platform/subgraph';

export class Migration20261122000000_proposed extends Migration {
  override up() {
    this.addSql(`alter table venue add column status text not null default 'active' check (status in ('active', 'proposed'))`);
    this.addSql('alter table venue add column proposed_by_submission uuid unique');
  }
}
