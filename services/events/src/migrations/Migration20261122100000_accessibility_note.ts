import { Migration } from '@local-events/platform/subgraph';

export class Migration20261122100000_accessibility_note extends Migration {
  override up() {
    this.addSql(`alter table event add column accessibility_note text check (length(accessibility_note) <= 500)`);
  }
}
