import { Migration } from '@local-events/platform/subgraph';

/** Venues found by the words of their name, accents and case ignored (unaccent: created by the administrator). */
export class Migration20261122160000_name_search extends Migration {
  override up() {
    this.addSql('create extension if not exists unaccent with schema public');
    this.addSql('create text search configuration venue_search (copy = pg_catalog.simple)');
    this.addSql(
      'alter text search configuration venue_search alter mapping for hword, hword_part, word with public.unaccent, pg_catalog.simple',
    );
    this.addSql(`alter table venue add column name_document tsvector generated always as (to_tsvector('venue_search', name)) stored`);
    this.addSql('create index venue_name_document_idx on venue using gin (name_document)');
  }
}
