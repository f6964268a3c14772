import type { ServiceDatabase } from '@local-events/platform/subgraph';
import { Source } from './entities/Source.ts';
import { SourceRun } from './entities/SourceRun.ts';
import { Submission } from './entities/Submission.ts';
import { WaitlistRequest } from './entities/WaitlistRequest.ts';
import { Migration20261121000000_init } from './migrations/Migration20261121000000_init.ts';
import { Migration20261121020000_idempotency } from './migrations/Migration20261121020000_idempotency.ts';
import { Migration20261122000000_edit_tokens } from './migrations/Migration20261122000000_edit_tokens.ts';
import { Migration20261122120000_quota } from './migrations/Migration20261122120000_quota.ts';
import { Migration20261130000000_sources } from './migrations/Migration20261130000000_sources.ts';
import { Migration20261201000000_waitlist } from './migrations/Migration20261201000000_waitlist.ts';
import { Migration20261201010000_credit } from './migrations/Migration20261201010000_credit.ts';
import { Migration20261203000000_audit } from './migrations/Migration20261203000000_audit.ts';
import { Migration20261204000000_typed_events } from './migrations/Migration20261204000000_typed_events.ts';

export const database: ServiceDatabase = {
  schema: 'submissions',
  entities: [Submission, Source, SourceRun, WaitlistRequest],
  migrations: [
    { name: 'Migration20261121000000_init', class: Migration20261121000000_init },
    { name: 'Migration20261121020000_idempotency', class: Migration20261121020000_idempotency },
    { name: 'Migration20261122000000_edit_tokens', class: Migration20261122000000_edit_tokens },
    { name: 'Migration20261122120000_quota', class: Migration20261122120000_quota },
    { name: 'Migration20261130000000_sources', class: Migration20261130000000_sources },
    { name: 'Migration20261201000000_waitlist', class: Migration20261201000000_waitlist },
    { name: 'Migration20261201010000_credit', class: Migration20261201010000_credit },
    { name: 'Migration20261203000000_audit', class: Migration20261203000000_audit },
    { name: 'Migration20261204000000_typed_events', class: Migration20261204000000_typed_events },
  ],
};
