import type { ReferenceResolvers } from '@local-events/platform/subgraph';
import type { LocationsContext } from '../loaders.ts';
import { toLocationType } from './LocationType.ts';

export const referenceResolvers: ReferenceResolvers = {
  Location: {
    async __resolveReference(reference: { id: number }, { loaders }: LocationsContext) {
      const row = await loaders.location.load(reference.id);
      return row ? toLocationType(row) : null;
    },
  },
};
