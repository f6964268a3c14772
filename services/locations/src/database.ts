import type { ServiceDatabase } from '@local-events/platform/subgraph';
import { Location } from './entities/Location.ts';
import { Migration20261121000000_init } from './migrations/Migration20261121000000_init.ts';
import { Migration20261122150000_centre } from './migrations/Migration20261122150000_centre.ts';
import { Migration20261201000000_local_names } from './migrations/Migration20261201000000_local_names.ts';
import { Migration20261203000000_audit } from './migrations/Migration20261203000000_audit.ts';

export const database: ServiceDatabase = {
  schema: 'locations',
  entities: [Location],
  migrations: [
    { name: 'Migration20261121000000_init', class: Migration20261121000000_init },
    { name: 'Migration20261122150000_centre', class: Migration20261122150000_centre },
    { name: 'Migration20261201000000_local_names', class: Migration20261201000000_local_names },
    { name: 'Migration20261203000000_audit', class: Migration20261203000000_audit },
  ],
};
