import { Migration } from '@local-events/platform/subgraph';

/** The submission quota's counters (rate-limiter-flexible's table): one row per client or source domain and window. */
export class Migration20261122120000_quota extends Migration {
  override up() {
    this.addSql('create table submission_quota (key varchar(255) primary key, points integer not null default 0, expire bigint)');
  }
}
