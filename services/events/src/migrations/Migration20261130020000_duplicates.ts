import { Migration } from '@local-events/platform/subgraph';

/**
 * An event a followed source gave that is already in the guide from another way in: kept as `duplicate`, linked to
 * the event it repeats, and listed nowhere.
 */
export class Migration20261130020000_duplicates extends Migration {
  override up() {
    this.addSql(`
      alter table event
        drop constraint event_status_check,
        add constraint event_status_check check (status in ('ready_for_review', 'needs_info', 'published', 'rejected', 'cancelled', 'duplicate')),
        add column duplicate_of uuid`);
  }
}
