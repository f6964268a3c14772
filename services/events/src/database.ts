import type { ServiceDatabase } from '@local-events/platform/subgraph';
import { Event } from './entities/Event.ts';
import { Migration20261121000000_init } from './migrations/Migration20261121000000_init.ts';

export const database: ServiceDatabase = {
  schema: 'events',
  entities: [Event],
  migrations: [{ name: 'Migration20261121000000_init', class: Migration20261121000000_init }],
};
