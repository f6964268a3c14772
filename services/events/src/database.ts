import type { ServiceDatabase } from '@local-events/platform/subgraph';
import { Event } from './entities/Event.ts';
import { EventSeries } from './entities/EventSeries.ts';
import { EventTransition } from './entities/EventTransition.ts';
import { Migration20261121000000_init } from './migrations/Migration20261121000000_init.ts';
import { Migration20261121010000_transitions } from './migrations/Migration20261121010000_transitions.ts';
import { Migration20261121020000_submitted } from './migrations/Migration20261121020000_submitted.ts';
import { Migration20261122000000_idempotency } from './migrations/Migration20261122000000_idempotency.ts';
import { Migration20261122100000_accessibility_note } from './migrations/Migration20261122100000_accessibility_note.ts';
import { Migration20261122110000_place } from './migrations/Migration20261122110000_place.ts';
import { Migration20261122120000_review_queue } from './migrations/Migration20261122120000_review_queue.ts';
import { Migration20261122130000_search } from './migrations/Migration20261122130000_search.ts';
import { Migration20261122140000_near } from './migrations/Migration20261122140000_near.ts';
import { Migration20261123000000_day_counts } from './migrations/Migration20261123000000_day_counts.ts';
import { Migration20261124000000_day_count_by_day } from './migrations/Migration20261124000000_day_count_by_day.ts';
import { Migration20261127000000_week_counts_of_few_zones } from './migrations/Migration20261127000000_week_counts_of_few_zones.ts';
import { Migration20261128000000_published_events_in_zones } from './migrations/Migration20261128000000_published_events_in_zones.ts';
import { Migration20261129000000_doors_time } from './migrations/Migration20261129000000_doors_time.ts';
import { Migration20261130000000_series } from './migrations/Migration20261130000000_series.ts';
import { Migration20261130010000_source_events } from './migrations/Migration20261130010000_source_events.ts';
import { Migration20261130020000_duplicates } from './migrations/Migration20261130020000_duplicates.ts';
import { Migration20261130030000_alive_start } from './migrations/Migration20261130030000_alive_start.ts';
import { Migration20261201000000_credit } from './migrations/Migration20261201000000_credit.ts';
import { Migration20261203000000_audit } from './migrations/Migration20261203000000_audit.ts';
import { Migration20261203010000_cancelled_feeds } from './migrations/Migration20261203010000_cancelled_feeds.ts';
import { Migration20261204000000_search_words } from './migrations/Migration20261204000000_search_words.ts';

export const database: ServiceDatabase = {
  schema: 'events',
  entities: [Event, EventSeries, EventTransition],
  migrations: [
    { name: 'Migration20261121000000_init', class: Migration20261121000000_init },
    { name: 'Migration20261121010000_transitions', class: Migration20261121010000_transitions },
    { name: 'Migration20261121020000_submitted', class: Migration20261121020000_submitted },
    { name: 'Migration20261122000000_idempotency', class: Migration20261122000000_idempotency },
    { name: 'Migration20261122100000_accessibility_note', class: Migration20261122100000_accessibility_note },
    { name: 'Migration20261122110000_place', class: Migration20261122110000_place },
    { name: 'Migration20261122120000_review_queue', class: Migration20261122120000_review_queue },
    { name: 'Migration20261122130000_search', class: Migration20261122130000_search },
    { name: 'Migration20261122140000_near', class: Migration20261122140000_near },
    { name: 'Migration20261123000000_day_counts', class: Migration20261123000000_day_counts },
    { name: 'Migration20261124000000_day_count_by_day', class: Migration20261124000000_day_count_by_day },
    { name: 'Migration20261127000000_week_counts_of_few_zones', class: Migration20261127000000_week_counts_of_few_zones },
    { name: 'Migration20261128000000_published_events_in_zones', class: Migration20261128000000_published_events_in_zones },
    { name: 'Migration20261129000000_doors_time', class: Migration20261129000000_doors_time },
    { name: 'Migration20261130000000_series', class: Migration20261130000000_series },
    { name: 'Migration20261130010000_source_events', class: Migration20261130010000_source_events },
    { name: 'Migration20261130020000_duplicates', class: Migration20261130020000_duplicates },
    { name: 'Migration20261130030000_alive_start', class: Migration20261130030000_alive_start },
    { name: 'Migration20261201000000_credit', class: Migration20261201000000_credit },
    { name: 'Migration20261203000000_audit', class: Migration20261203000000_audit },
    { name: 'Migration20261203010000_cancelled_feeds', class: Migration20261203010000_cancelled_feeds },
    { name: 'Migration20261204000000_search_words', class: Migration20261204000000_search_words },
  ],
};
