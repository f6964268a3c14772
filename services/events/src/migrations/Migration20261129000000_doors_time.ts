import { Migration } from '@mikro-orm/migrations';

/** When doors open: a wall-clock time of day in the event's zone (contracts' EventContent.doorsTime). */
export class Migration20261129000000_doors_time extends Migration {
  override up() {
    this.addSql(`alter table event add column doors_time text check (doors_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);
  }
}
