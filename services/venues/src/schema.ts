import { buildFederatedSchema } from '@local-events/platform/subgraph';
import { ManagementResolver, VenueManagersResolver } from './graphql/ManagementResolver.ts';
import { ProposedVenueResolver } from './graphql/ProposedVenueResolver.ts';
import { VenueResolver } from './graphql/VenueResolver.ts';
import { referenceResolvers } from './graphql/references.ts';
import { VenueAdminResolver, VenueTokensResolver } from './graphql/VenueAdminResolver.ts';

export const buildVenuesSchema = () =>
  buildFederatedSchema(
    {
      resolvers: [VenueResolver, ManagementResolver, VenueManagersResolver, ProposedVenueResolver, VenueAdminResolver, VenueTokensResolver],
    },
    referenceResolvers,
  );
