import { Migration } from '@local-events/platform/subgraph';

/**
 * Forgiving search: every word published events hold (of 4 to 40 letters, as the search configuration keeps it),
 * with a trigram index (pg_trgm) to find the words one typo away from a searched word (fuzzystrmatch's
 * levenshtein). PostgreSQL keeps the list as events are published or their words change; a word no event holds any more
 * stays, and only widens a search by a word that finds nothing.
 */
export class Migration20261204000000_search_words extends Migration {
  override up() {
    this.addSql('create extension if not exists pg_trgm with schema public');
    this.addSql('create extension if not exists fuzzystrmatch with schema public');
    this.addSql('create table search_word (word text primary key)');
    this.addSql('create index search_word_trigram_idx on search_word using gin (word public.gin_trgm_ops)');
    this.addSql(`
      insert into search_word
      select word from ts_stat('select search_document from event where status = ''published''')
       where char_length(word) between 4 and 40
      on conflict do nothing`);
    this.addSql(`
      create function remember_search_words() returns trigger language plpgsql set search_path from current as $$
      begin
        insert into search_word
        select word from unnest(tsvector_to_array(new.search_document)) as word
         where char_length(word) between 4 and 40
        on conflict do nothing;
        return null;
      end $$`);
    this.addSql(`
      create trigger event_search_words after insert or update of title, description, place_name, place_address, status on event
        for each row when (new.status = 'published') execute function remember_search_words()`);
  }
}
