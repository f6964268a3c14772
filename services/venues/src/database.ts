import type { ServiceDatabase } from '@local-events/platform/subgraph';
import { Venue } from './entities/Venue.ts';
import { VenueManager } from './entities/VenueManager.ts';
import { VenueToken } from './entities/VenueToken.ts';
import { Migration20261121000000_init } from './migrations/Migration20261121000000_init.ts';
import { Migration20261121010000_management } from './migrations/Migration20261121010000_management.ts';
import { Migration20261122000000_proposed } from './migrations/Migration20261122000000_proposed.ts';
import { Migration20261122160000_name_search } from './migrations/Migration20261122160000_name_search.ts';
import { Migration20261123000000_slug_prefix } from './migrations/Migration20261123000000_slug_prefix.ts';
import { Migration20261201000000_description } from './migrations/Migration20261201000000_description.ts';
import { Migration20261203000000_audit } from './migrations/Migration20261203000000_audit.ts';

export const database: ServiceDatabase = {
  schema: 'venues',
  entities: [Venue, VenueManager, VenueToken],
  migrations: [
    { name: 'Migration20261121000000_init', class: Migration20261121000000_init },
    { name: 'Migration20261121010000_management', class: Migration20261121010000_management },
    { name: 'Migration20261122000000_proposed', class: Migration20261122000000_proposed },
    { name: 'Migration20261122160000_name_search', class: Migration20261122160000_name_search },
    { name: 'Migration20261123000000_slug_prefix', class: Migration20261123000000_slug_prefix },
    { name: 'Migration20261201000000_description', class: Migration20261201000000_description },
    { name: 'Migration20261203000000_audit', class: Migration20261203000000_audit },
  ],
};
