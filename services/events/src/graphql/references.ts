import type { ReferenceResolvers } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { toEventType } from './EventType.ts';
import { LocationRef, VenueRef } from './references-types.ts';

/**
 * Locations and venues arrive as representations (with the fields this service `@requires`); nothing to load.
 * Events are referred to by other services (a submission's event), whatever their status, and loaded in one batch.
 */
export const referenceResolvers: ReferenceResolvers = {
  Event: {
    async __resolveReference(reference: { uuid: string }, { loaders }: EventsContext) {
      const event = await loaders.event.load(reference.uuid);
      return event ? toEventType(event) : null;
    },
  },
  Location: {
    __resolveReference: (reference: LocationRef, _context: EventsContext) => Object.assign(new LocationRef(), reference),
  },
  Venue: {
    __resolveReference: (reference: VenueRef, _context: EventsContext) => Object.assign(new VenueRef(), reference),
  },
};
