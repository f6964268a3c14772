import { Migration } from '@local-events/platform/subgraph';

/**
 * Events typed in, with no page to read: such a submission has no URL, and keeps what was typed until the job
 * turns it into an event. The reviewers' last question is kept too, for the submitter's page, and the submitter's answer, for the reviewers.
 */
export class Migration20261204000000_typed_events extends Migration {
  override up() {
    this.addSql('alter table submission alter column source_url drop not null');
    this.addSql('alter table submission alter column normalized_url drop not null');
    this.addSql('alter table submission add column typed jsonb null');
    this.addSql(
      'alter table submission add constraint submission_url_or_typed check ((source_url is null) <> (typed is null) and (source_url is null) = (normalized_url is null))',
    );
    this.addSql('alter table submission add column question text null');
    this.addSql('alter table submission add column question_asked_at timestamptz null');
    this.addSql('alter table submission add column answer text null');
    this.addSql('alter table submission add column answered_at timestamptz null');
    // The language of the page it was submitted from: the mails to the submitter speak it.
    this.addSql("alter table submission add column language text not null default 'en-GB'");
  }
}
