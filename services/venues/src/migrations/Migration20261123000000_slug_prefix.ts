import { Migration } from '@local-events/platform/subgraph';

/** Completing a venue slug as it is typed: active slugs in byte order, so `starts_with` and the order read one index. */
export class Migration20261123000000_slug_prefix extends Migration {
  override up() {
    this.addSql(`create index venue_active_slug_prefix_idx on venue (slug collate "C") where status = 'active'`);
  }
}
