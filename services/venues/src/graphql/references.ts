import type { ReferenceResolvers } from '@local-events/platform/subgraph';
import type { VenuesContext } from './loaders.ts';

export const referenceResolvers: ReferenceResolvers = {
  Venue: {
    __resolveReference: (reference: { id: number }, { loaders }: VenuesContext) => loaders.venue.load(reference.id),
  },
};
