import { Migration } from '@local-events/platform/subgraph';

export class Migration20261121020000_submitted extends Migration {
  override up() {
    // The submission an event was created from: at most one event per submission, however often it is retried.
    this.addSql('alter table event add column submission_uuid uuid unique');
  }
}
