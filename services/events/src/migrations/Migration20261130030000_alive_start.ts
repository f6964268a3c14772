import { Migration } from '@local-events/platform/subgraph';

/**
 * Events in the guide or waiting for review, by start: what a followed source's new event is checked against for a
 * copy already in the guide (duplicates.ts), once per imported event. Without it, each check read the whole table.
 */
export class Migration20261130030000_alive_start extends Migration {
  override up() {
    this.addSql(`create index event_alive_start_idx on event (start_time) where status in ('published', 'ready_for_review', 'needs_info')`);
  }
}
