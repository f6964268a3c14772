import { Migration } from '@local-events/platform/subgraph';

/** Who found an event, as they chose to be credited: a person (name, organisation, picture) or the venue itself. */
export class Migration20261201000000_credit extends Migration {
  override up() {
    this.addSql(`
      alter table event
        add column credit_kind text null check (credit_kind in ('person', 'venue')),
        add column credit_name text null,
        add column credit_org text null,
        add column credit_avatar_url text null,
        add column credit_staff boolean not null default false`);
    // The people active in a zone: staff, venue managers and submitters, over the last days (active-people.ts).
    this.addSql(`
      create index event_transition_people_idx on event_transition (at)
       where actor_role in ('reviewer', 'admin', 'venue_manager') or (action = 'submit' and actor_role = 'submitter')`);
  }
}
