import { Migration } from '@local-events/platform/subgraph';

/** Calendar feeds keep cancelled events, marked so: found by zone or venue and start, among few rows. */
export class Migration20261203010000_cancelled_feeds extends Migration {
  override up() {
    this.addSql("create index event_cancelled_zone_start_idx on event (zone_id, start_time) where status = 'cancelled'");
    this.addSql("create index event_cancelled_venue_start_idx on event (venue_id, start_time) where status = 'cancelled'");
  }
}
