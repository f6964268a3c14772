import { Migration } from '@local-events/platform/subgraph';

/** Where a zone is: its centre, for finding the zone of a point (zoneAt). */
export class Migration20261122150000_centre extends Migration {
  override up() {
    this.addSql(`
      alter table location
        add column lat double precision check (lat between -90 and 90),
        add column lng double precision check (lng between -180 and 180),
        add constraint location_centre check ((lat is null) = (lng is null))`);
  }
}
