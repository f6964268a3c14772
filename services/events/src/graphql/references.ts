import type { ReferenceResolvers } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { LocationRef, VenueRef } from './references-types.ts';

/** Locations and venues arrive as representations (with the fields this service `@requires`); nothing to load. */
export const referenceResolvers: ReferenceResolvers = {
  Location: {
    __resolveReference: (reference: LocationRef, _context: EventsContext) => Object.assign(new LocationRef(), reference),
  },
  Venue: {
    __resolveReference: (reference: VenueRef, _context: EventsContext) => Object.assign(new VenueRef(), reference),
  },
};
