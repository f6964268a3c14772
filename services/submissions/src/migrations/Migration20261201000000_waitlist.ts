import { Migration } from '@local-events/platform/subgraph';

/** People asking to be told when their town is covered (POST /api/waitlist), for staff to read. */
export class Migration20261201000000_waitlist extends Migration {
  override up() {
    this.addSql(`
      create table waitlist_request (
        uuid uuid primary key,
        email text not null check (length(email) <= 254),
        location text not null check (length(location) between 1 and 200),
        message text check (length(message) <= 2000),
        created_at timestamptz not null
      )`);
    this.addSql('create index waitlist_request_created_idx on waitlist_request (created_at desc, uuid)');
  }
}
