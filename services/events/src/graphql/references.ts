import { hasAnyScope, isUuid, SCOPES, type ReferenceResolvers } from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';
import { LocationRef, VenueRef } from './references-types.ts';

type EventReference = { uuid: string } | { submissionUuid: string };

/** An event by its own uuid: as the `event` query shows it, published only, unless the caller reviews events. */
async function visibleByUuid(uuid: string, context: EventsContext) {
  const event = await context.loaders.event.load(uuid);
  if (!event || event.status === 'published') return event;
  const caller = await context.caller().catch(() => null);
  return caller && hasAnyScope(caller, [SCOPES.review, SCOPES.admin]) ? event : null;
}

/**
 * Locations and venues arrive as representations (with the fields this service `@requires`); nothing to load.
 * Events are loaded in one batch, with the visibility rules of the root fields: the event of a submission (referred
 * to by the submission, as the submissions service does) whatever its status, like the submission itself; any
 * other event as `event(uuid)` or, for reviewers, `eventReview(uuid)` would show it.
 */
export const referenceResolvers: ReferenceResolvers = {
  Event: {
    async __resolveReference(reference: EventReference, context: EventsContext) {
      const key = 'submissionUuid' in reference ? reference.submissionUuid : reference.uuid;
      if (typeof key !== 'string' || !isUuid(key)) return null;
      const event =
        'submissionUuid' in reference
          ? await context.loaders.eventOfSubmission.load(key.toLowerCase())
          : await visibleByUuid(key.toLowerCase(), context);
      return event ? event : null;
    },
  },
  Location: {
    __resolveReference: (reference: LocationRef, _context: EventsContext) => Object.assign(new LocationRef(), reference),
  },
  Venue: {
    __resolveReference: (reference: VenueRef, _context: EventsContext) => Object.assign(new VenueRef(), reference),
  },
};
