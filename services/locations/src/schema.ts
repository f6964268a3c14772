import { buildFederatedSchema } from '@local-events/platform/subgraph';
import { LocationResolver } from './graphql/LocationResolver.ts';
import { referenceResolvers } from './graphql/references.ts';
import { ZoneAdminResolver } from './graphql/ZoneAdminResolver.ts';

export const buildLocationsSchema = () => buildFederatedSchema({ resolvers: [LocationResolver, ZoneAdminResolver] }, referenceResolvers);
