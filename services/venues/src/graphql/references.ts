import type { ReferenceResolvers } from '@local-events/platform/subgraph';
import type { VenuesContext } from '../loaders.ts';
import { toVenueType } from './VenueType.ts';

export const referenceResolvers: ReferenceResolvers = {
  Venue: {
    async __resolveReference(reference: { id: number }, { loaders }: VenuesContext) {
      const row = await loaders.venue.load(reference.id);
      return row ? toVenueType(row) : null;
    },
  },
};
