import type Router from '@koa/router';
import { isSlug, isUuid, Problem, type AppState } from '@local-events/platform';
import {
  StaffCancelVenueEventDocument,
  StaffCreateVenueEventDocument,
  StaffManagedVenuesDocument,
  StaffReinstateVenueEventDocument,
  StaffUpdateVenueEventDocument,
  StaffVenueDocument,
  StaffVenueEventDocument,
  StaffVenueEventsDocument,
} from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { afterAction, bodyOf, holds, refusalOf, renderStaffPage, STAFF_SCOPES, staffCall, type StaffContext } from './context.ts';
import { venueDirectory } from './admin-venue-pages.ts';
import { changedFields, emptyForm, formValuesOf, readEventForm, type EventFormValues } from '../event-form.ts';

/**
 * `/staff/venues`: the venues the person manages (every venue, for administrators); `/staff/venues/{slug}`: one venue's events in every status and a
 * form to add one; `/staff/venues/{slug}/events/{uuid}`: change or cancel one. The venues service says who manages
 * what: another venue's pages answer 403.
 */
export function venuePages(router: Router<AppState>, services: SiteServices) {
  router.get('/venues', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    if (holds(koa.state.staff, STAFF_SCOPES.admin)) return venueDirectory(koa, services);
    const { managedVenues } = await services.gateway.request(StaffManagedVenuesDocument, {}, staffCall(koa));
    renderStaffPage(koa, services, 'staff/venues.njk', { title: 'Your venues', venues: managedVenues });
  });

  async function venuePage(ctx: StaffContext, slug: string, extra: { error?: string; form?: EventFormValues } = {}, status = 200) {
    if (!isSlug(slug)) throw new Problem(404, 'There is no such venue.');
    const { venueAccess, venueEvents } = await services.gateway.request(StaffVenueEventsDocument, { venueSlug: slug }, staffCall(ctx));
    renderStaffPage(
      ctx,
      services,
      'staff/venue.njk',
      { title: venueAccess.venue.name, venue: venueAccess.venue, events: venueEvents, form: extra.form ?? emptyForm(), error: extra.error },
      status,
    );
  }

  router.get('/venues/:slug', (ctx) => venuePage(ctx as unknown as StaffContext, ctx.params.slug!));

  router.post('/venues/:slug/events', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    const slug = ctx.params.slug!;
    if (!isSlug(slug)) throw new Problem(404, 'There is no such venue.');
    // The venue's time zone reads the form's local times; whether this person may add to it is the mutation's to say.
    const { venue } = await services.gateway.request(StaffVenueDocument, { slug }, staffCall(koa));
    if (!venue) throw new Problem(404, 'There is no such venue.');
    const read = readEventForm(bodyOf(ctx), venue.zone.timezone);
    if (!read.content) return venuePage(koa, slug, { error: read.error, form: read.values }, 400);
    try {
      await services.gateway.request(StaffCreateVenueEventDocument, { venueSlug: slug, input: read.content }, staffCall(koa));
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return venuePage(koa, slug, { error: reason, form: read.values }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction(`/staff/venues/${slug}`, 'added'));
  });

  async function eventPage(
    ctx: StaffContext,
    slug: string,
    uuid: string,
    extra: { error?: string; form?: EventFormValues } = {},
    status = 200,
  ) {
    if (!isSlug(slug) || !isUuid(uuid)) throw new Problem(404, 'There is no such event.');
    const { venueAccess, venueEvent } = await services.gateway.request(StaffVenueEventDocument, { venueSlug: slug, uuid }, staffCall(ctx));
    if (!venueEvent) throw new Problem(404, 'This venue has no such event.');
    const page = {
      title: `Change: ${venueEvent.title}`,
      venue: venueAccess.venue,
      event: venueEvent,
      form: extra.form ?? formValuesOf(venueEvent, venueEvent.timezone),
      error: extra.error,
    };
    renderStaffPage(ctx, services, 'staff/venue-event.njk', page, status);
    return venueEvent;
  }

  router.get('/venues/:slug/events/:uuid', (ctx) => eventPage(ctx as unknown as StaffContext, ctx.params.slug!, ctx.params.uuid!));

  router.post('/venues/:slug/events/:uuid', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    const [slug, uuid] = [ctx.params.slug!, ctx.params.uuid!];
    if (!isSlug(slug) || !isUuid(uuid)) throw new Problem(404, 'There is no such event.');
    const { venueEvent } = await services.gateway.request(StaffVenueEventDocument, { venueSlug: slug, uuid }, staffCall(koa));
    if (!venueEvent) throw new Problem(404, 'This venue has no such event.');
    const read = readEventForm(bodyOf(ctx), venueEvent.timezone);
    if (!read.content) return eventPage(koa, slug, uuid, { error: read.error, form: read.values }, 400);
    const changes = changedFields(venueEvent, read.content);
    if (Object.keys(changes).length === 0) return eventPage(koa, slug, uuid, { error: 'Nothing was changed.', form: read.values }, 400);
    try {
      await services.gateway.request(StaffUpdateVenueEventDocument, { venueSlug: slug, uuid, changes }, staffCall(koa));
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return eventPage(koa, slug, uuid, { error: reason, form: read.values }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction(`/staff/venues/${slug}`, 'saved'));
  });

  // Cancel asks for a reason and a confirmation; reinstate undoes it while the event is not over.
  router.post('/venues/:slug/events/:uuid/:action', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    const [slug, uuid, action] = [ctx.params.slug!, ctx.params.uuid!, ctx.params.action];
    if (!isSlug(slug) || !isUuid(uuid) || (action !== 'cancel' && action !== 'reinstate'))
      throw new Problem(404, 'There is no such event.');
    const body = bodyOf(ctx);
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    try {
      if (action === 'cancel') {
        if (!message) return eventPage(koa, slug, uuid, { error: 'Cancel: write why; people who open its page read it.' }, 400);
        if (body.confirm !== 'yes') return eventPage(koa, slug, uuid, { error: 'Cancel: tick the box to confirm.' }, 400);
        await services.gateway.request(StaffCancelVenueEventDocument, { venueSlug: slug, uuid, message }, staffCall(koa));
      } else {
        await services.gateway.request(StaffReinstateVenueEventDocument, { venueSlug: slug, uuid }, staffCall(koa));
      }
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return eventPage(koa, slug, uuid, { error: reason }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction(`/staff/venues/${slug}`, action === 'cancel' ? 'cancelled' : 'reinstated'));
  });
}
