import { docsRoute, openApiRoute } from './docs/routes.ts';
import { getEvent, listCategories, listEvents, searchEvents } from './events/routes.ts';
import { health } from './health/routes.ts';
import { getLocationBySlug, listLocations } from './locations/routes.ts';
import { matchZone } from './places/routes.ts';
import { approveProposedVenue, listProposedVenues, mergeProposedVenue } from './proposed-venues/routes.ts';
import { getReview, getReviewQueue, postReview } from './review/routes.ts';
import type { Route } from './route.ts';
import { getSubmission, submitEvent, updateSubmission } from './submissions/routes.ts';
import { rejectPendingEvents } from './review/reject-pending.ts';
import { askRoute, raycastQueryRoute } from './ask/routes.ts';
import { getWaitlist, joinWaitlist, markWaitlistRequest } from './waitlist/routes.ts';
import { getEventSeries, repeatEvent, reviewEventSeries, updateEventSeries } from './review/series.ts';
import { SOURCE_ROUTES } from './sources/routes.ts';
import { getAuditLog } from './admin/audit.ts';
import { ADMIN_TOWN_ROUTES } from './admin/towns.ts';
import { ADMIN_VENUE_ROUTES } from './admin/venues.ts';
import {
  cancelVenueEvent,
  createVenueEvent,
  reinstateVenueEvent,
  describeVenue,
  getVenueEvent,
  getVenueEventSeries,
  listVenueEvents,
  updateVenueEvent,
  updateVenueEventSeries,
} from './venue-admin/routes.ts';
import { getVenue } from './venues/routes.ts';

/** Every REST operation of the facade, in the order the OpenAPI document lists them. */
export const routes: Route[] = [
  listLocations,
  getLocationBySlug,
  matchZone,
  listEvents,
  searchEvents,
  askRoute,
  raycastQueryRoute,
  listCategories,
  getEvent,
  getVenue,
  getReviewQueue,
  getReview,
  postReview,
  listProposedVenues,
  approveProposedVenue,
  mergeProposedVenue,
  submitEvent,
  getSubmission,
  updateSubmission,
  listVenueEvents,
  createVenueEvent,
  getVenueEvent,
  updateVenueEvent,
  cancelVenueEvent,
  reinstateVenueEvent,
  getVenueEventSeries,
  updateVenueEventSeries,
  describeVenue,
  health,
  openApiRoute(() => routes),
  docsRoute(),
  rejectPendingEvents,
  joinWaitlist,
  getWaitlist,
  markWaitlistRequest,
  getEventSeries,
  updateEventSeries,
  reviewEventSeries,
  repeatEvent,
  ...SOURCE_ROUTES,
  ...ADMIN_VENUE_ROUTES,
  ...ADMIN_TOWN_ROUTES,
  getAuditLog,
] as Route[];
