import { WaitlistResolver } from './graphql/WaitlistResolver.ts';
import { buildFederatedSchema } from '@local-events/platform/subgraph';
import { EventSubmissionResolver } from './graphql/EventSubmissionResolver.ts';
import { SourceAdminResolver } from './graphql/SourceAdminResolver.ts';
import { SourceResolver } from './graphql/SourceResolver.ts';
import { SubmissionResolver } from './graphql/SubmissionResolver.ts';
import { referenceResolvers } from './graphql/references.ts';

export const buildSubmissionsSchema = () =>
  buildFederatedSchema(
    { resolvers: [SubmissionResolver, EventSubmissionResolver, SourceResolver, SourceAdminResolver, WaitlistResolver] },
    referenceResolvers,
  );
