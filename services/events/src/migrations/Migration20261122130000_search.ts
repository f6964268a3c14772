import { Migration } from '@local-events/platform/subgraph';

/**
 * Full-text search over published events, accent- and case-insensitive: a text search configuration that folds
 * accents (unaccent, created by the database administrator; see infra/src/service-roles.ts) and keeps words as
 * they are (simple: the guide's towns speak several languages), a weighted document (title, then the place, then
 * the description) kept by PostgreSQL itself, and indexes for the searches people make.
 */
export class Migration20261122130000_search extends Migration {
  override up() {
    this.addSql('create extension if not exists unaccent with schema public');
    this.addSql('create text search configuration event_search (copy = pg_catalog.simple)');
    this.addSql(
      'alter text search configuration event_search alter mapping for hword, hword_part, word with public.unaccent, pg_catalog.simple',
    );
    this.addSql(`
      alter table event add column search_document tsvector generated always as (
        setweight(to_tsvector('event_search', title), 'A') ||
        setweight(to_tsvector('event_search', coalesce(place_name, '') || ' ' || coalesce(place_address, '')), 'B') ||
        setweight(to_tsvector('event_search', description), 'C')
      ) stored`);
    this.addSql(`create index event_search_idx on event using gin (search_document) where status = 'published'`);
    this.addSql(`create index event_published_start_idx on event (start_time, uuid) where status = 'published'`);
  }
}
