import { Migration } from '@local-events/platform/subgraph';

/** A zone's names in other languages ("Londres", "Nueva York"), by language: people ask for a town in their own words. */
export class Migration20261201000000_local_names extends Migration {
  override up() {
    this.addSql(
      `alter table location add column local_names jsonb not null default '{}'::jsonb check (jsonb_typeof(local_names) = 'object')`,
    );
  }
}
