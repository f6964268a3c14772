import type { ReferenceResolvers } from '@local-events/platform/subgraph';
import type { LocationsContext } from '../context.ts';

export const referenceResolvers: ReferenceResolvers = {
  Location: {
    async __resolveReference(reference: { id: number }, { zones }: LocationsContext) {
      return (await zones.zones()).byId.get(reference.id) ?? null;
    },
  },
};
