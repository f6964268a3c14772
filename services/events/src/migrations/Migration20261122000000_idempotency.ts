import { IDEMPOTENCY_TABLE_DDL, Migration } from '@local-events/platform/subgraph';

export class Migration20261122000000_idempotency extends Migration {
  override up() {
    for (const statement of IDEMPOTENCY_TABLE_DDL) this.addSql(statement);
  }
}
