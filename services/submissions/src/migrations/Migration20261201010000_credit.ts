import { Migration } from '@local-events/platform/subgraph';

/** How a submitter chose to be credited with the event they found. */
export class Migration20261201010000_credit extends Migration {
  override up() {
    this.addSql('alter table submission add column credit jsonb null');
  }
}
