import { buildFederatedSchema } from '@local-events/platform/subgraph';
import { VenueResolver } from './graphql/VenueResolver.ts';
import { referenceResolvers } from './graphql/references.ts';

export const buildVenuesSchema = () => buildFederatedSchema({ resolvers: [VenueResolver] }, referenceResolvers);
