import { Migration } from '@local-events/platform/subgraph';

/** The review queue (oldest first, by status) and its duplicate checks (same source, or same title). */
export class Migration20261122120000_review_queue extends Migration {
  override up() {
    this.addSql(`create index event_review_queue_idx on event (created_at, uuid) where status in ('ready_for_review', 'needs_info')`);
    this.addSql('create index event_source_url_idx on event (source_url) where source_url is not null');
    this.addSql('create index event_title_idx on event (lower(title))');
  }
}
