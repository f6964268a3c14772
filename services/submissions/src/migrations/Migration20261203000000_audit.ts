import { AUDIT_TABLE_SQL, Migration } from '@local-events/platform/subgraph';

/** Who followed, changed, ran or removed which source, and which town requests were answered (and by whom). */
export class Migration20261203000000_audit extends Migration {
  override up() {
    for (const statement of AUDIT_TABLE_SQL) this.addSql(statement);
    this.addSql('alter table waitlist_request add column done_at timestamptz null, add column done_by text null');
  }
}
