import { Migration } from '@local-events/platform/subgraph';

/**
 * Events a followed source (a feed the submissions service fetches on a schedule) put into the guide: each is found
 * again by its source and the feed's own id for it, and `source_digest` tells whether the feed changed it since.
 * A series from a feed the same way; `occurrence_status` is what its new occurrences start as.
 */
export class Migration20261130010000_source_events extends Migration {
  override up() {
    this.addSql('alter table event add column source_id uuid, add column source_key text, add column source_digest text');
    this.addSql('create unique index event_source_key_idx on event (source_id, source_key) where source_id is not null');
    this.addSql(`
      alter table event_series
        add column source_id uuid,
        add column source_key text,
        add column source_digest text,
        add column occurrence_status text not null default 'published' check (occurrence_status in ('published', 'ready_for_review'))`);
    this.addSql('create unique index event_series_source_key_idx on event_series (source_id, source_key) where source_id is not null');
  }
}
