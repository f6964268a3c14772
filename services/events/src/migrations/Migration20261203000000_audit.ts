import { Migration } from '@local-events/platform/subgraph';

/** The audit log reads events' transitions newest first, and by who acted. */
export class Migration20261203000000_audit extends Migration {
  override up() {
    this.addSql('create index event_transition_at_idx on event_transition (at desc, id desc)');
    this.addSql('create index event_transition_actor_idx on event_transition (actor, at desc)');
  }
}
