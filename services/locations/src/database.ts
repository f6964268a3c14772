import type { ServiceDatabase } from '@local-events/platform/subgraph';
import { Location } from './entities/Location.ts';
import { Migration20261121000000_init } from './migrations/Migration20261121000000_init.ts';

export const database: ServiceDatabase = {
  schema: 'locations',
  entities: [Location],
  migrations: [{ name: 'Migration20261121000000_init', class: Migration20261121000000_init }],
};
