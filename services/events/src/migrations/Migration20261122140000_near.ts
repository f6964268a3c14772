import { Migration } from '@local-events/platform/subgraph';

/**
 * Searching near a point. Events at a venue are found by the venues near the point (the venues service's data);
 * events at a place of their own by its position, through a GiST index of earthdistance's points (cube, earthdistance:
 * created by the database administrator; see infra/src/service-roles.ts), which a stock PostgreSQL has too.
 */
export class Migration20261122140000_near extends Migration {
  override up() {
    this.addSql('create extension if not exists cube with schema public');
    this.addSql('create extension if not exists earthdistance with schema public');
    this.addSql(`
      create index event_published_place_earth_idx on event using gist (public.ll_to_earth(place_lat, place_lng))
        where status = 'published' and venue_id is null and place_lat is not null`);
  }
}
