import type { Route } from '../route.ts';
import { docsRoute } from './docs.ts';
import { getEvent, listEvents } from './events.ts';
import { health } from './health.ts';
import { getLocationBySlug, listLocations } from './locations.ts';
import { openApiRoute } from './openapi.ts';
import { getReview, postReview } from './review.ts';
import { getSubmission, submitEvent, updateSubmission } from './submit.ts';
import { cancelVenueEvent, createVenueEvent, getVenueEvent, listVenueEvents, updateVenueEvent } from './venue-admin.ts';
import { getVenue } from './venues.ts';

/** Every REST operation of the facade, in the order the OpenAPI document lists them. */
export const routes: Route[] = [
  listLocations,
  getLocationBySlug,
  listEvents,
  getEvent,
  getVenue,
  getReview,
  postReview,
  submitEvent,
  getSubmission,
  updateSubmission,
  listVenueEvents,
  createVenueEvent,
  getVenueEvent,
  updateVenueEvent,
  cancelVenueEvent,
  health,
  openApiRoute(() => routes),
  docsRoute(() => routes),
] as Route[];
