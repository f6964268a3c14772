import { AUDIT_TABLE_SQL, Migration } from '@local-events/platform/subgraph';

/** Who created, changed, merged or handed over which venue. */
export class Migration20261203000000_audit extends Migration {
  override up() {
    for (const statement of AUDIT_TABLE_SQL) this.addSql(statement);
  }
}
