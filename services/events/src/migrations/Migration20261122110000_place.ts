import { Migration } from '@local-events/platform/subgraph';

/** The place an event's page names, kept whether or not a venue matched. */
export class Migration20261122110000_place extends Migration {
  override up() {
    this.addSql(`
      alter table event
        add column place_name text check (length(place_name) between 1 and 200),
        add column place_address text check (length(place_address) between 1 and 500),
        add column place_lat double precision check (place_lat between -90 and 90),
        add column place_lng double precision check (place_lng between -180 and 180),
        add constraint event_place_position check ((place_lat is null) = (place_lng is null))`);
  }
}
