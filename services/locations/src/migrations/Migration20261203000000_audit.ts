import { AUDIT_TABLE_SQL, Migration } from '@local-events/platform/subgraph';

/** Who added, changed, hid or showed which town or neighbourhood. */
export class Migration20261203000000_audit extends Migration {
  override up() {
    for (const statement of AUDIT_TABLE_SQL) this.addSql(statement);
  }
}
