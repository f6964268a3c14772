import { Migration } from '@local-events/platform/subgraph';

/** What a venue's managers say about it. */
export class Migration20261201000000_description extends Migration {
  override up() {
    this.addSql('alter table venue add column description text null');
  }
}
