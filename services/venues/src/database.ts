import type { ServiceDatabase } from '@local-events/platform/subgraph';
import { Venue } from './entities/Venue.ts';
import { Migration20261121000000_init } from './migrations/Migration20261121000000_init.ts';

export const database: ServiceDatabase = {
  schema: 'venues',
  entities: [Venue],
  migrations: [{ name: 'Migration20261121000000_init', class: Migration20261121000000_init }],
};
