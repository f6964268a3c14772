import { Migration } from '@local-events/platform/subgraph';

/** How a submitter chose to be credited with the event they found. */
export class Migration20261201010000_credit extends Migration {
  override up() {
    this.addSql('alter table submission add column credit jsonb null');
    // Who submitted first with an address: how the events service is told who submitted (same-submitter.ts).
    this.addSql('create index submission_first_by_email_idx on submission (lower(email), created_at, uuid) where email is not null');
  }
}
