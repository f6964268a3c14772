import { passingOnRefusals } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import { VenueAccessDocument } from './generated/operations.ts';
import type { EventsContext } from './loaders.ts';

export interface ManagedVenue {
  venueId: number;
  zoneId: number;
  timezone: string;
  actor: Actor;
}

/**
 * Asks the venues service, with the caller's own credentials (bearer token or venue-manage token), whether
 * they may manage the venue: who manages what is the venues service's data, and it verifies the credentials.
 */
export async function managedVenue(context: EventsContext, slug: string): Promise<ManagedVenue> {
  const { venueAccess } = await passingOnRefusals(() => context.gateway.request(VenueAccessDocument, { slug }, context));
  return {
    venueId: venueAccess.venue.id,
    zoneId: venueAccess.venue.zoneId,
    timezone: venueAccess.venue.zone.timezone,
    actor: { id: venueAccess.actor, role: venueAccess.role },
  };
}
