import type { CallContext } from '@local-events/platform';
import { ConsoleMoveVenueSourcesDocument, StaffMergeVenueDocument, StaffMoveVenueEventsDocument } from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';

/**
 * A merge as the console makes it: the venue's events move, then its sources, then the venue goes. Each service checks
 * the pair (platform/src/venue-merge.ts), so a merge that fails half-way leaves the venue, and repeating it finishes.
 */
export async function mergeVenues(services: SiteServices, call: CallContext, pair: { slug: string; into: string }) {
  await services.gateway.request(StaffMoveVenueEventsDocument, pair, call);
  await services.gateway.request(ConsoleMoveVenueSourcesDocument, pair, call);
  await services.gateway.request(StaffMergeVenueDocument, pair, call);
}
