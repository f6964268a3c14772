import type Router from '@koa/router';
import { isSlug, isUuid, Problem, type AppState } from '@local-events/platform';
import {
  ConsoleAddVenueManagerDocument,
  ConsoleCreateVenueDocument,
  ConsoleIssueVenueTokenDocument,
  ConsoleRemoveVenueManagerDocument,
  ConsoleRevokeVenueTokenDocument,
  ConsoleUpdateVenueDocument,
  ConsoleVenueDocument,
  ConsoleVenuesDocument,
  ConsoleZoneVenuesDocument,
} from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { readVenueForm, venueFormValues, type VenueFormValues } from './admin-forms.ts';
import { afterAction, bodyOf, refusalOf, renderStaffPage, requireAdmin, staffCall, type StaffContext } from './context.ts';
import { mergeVenues } from './venue-merge.ts';
import { zoneChoices } from './zone-choices.ts';

const PAGE = 100;

/** `/staff/venues` for administrators: every venue, searched by words and town, 100 a page, and a form to add one. */
export async function venueDirectory(
  ctx: StaffContext,
  services: SiteServices,
  extra: { error?: string; form?: VenueFormValues } = {},
  status = 200,
) {
  const q = typeof ctx.query.q === 'string' ? ctx.query.q.slice(0, 200) : '';
  const zone = typeof ctx.query.zone === 'string' && /^\d{1,9}$/.test(ctx.query.zone) ? Number(ctx.query.zone) : null;
  const offset = typeof ctx.query.offset === 'string' && /^\d{1,6}$/.test(ctx.query.offset) ? Number(ctx.query.offset) : 0;
  const { locations } = await services.gateway.request(ConsoleVenuesDocument, { q: null, zoneIds: [], offset: 0 }, staffCall(ctx));
  const zones = zoneChoices(locations);
  const zoneIds = zone === null ? null : [zone, ...locations.filter((row) => row.parentId === zone).map((row) => row.id)];
  const { venueDirectory } = await services.gateway.request(ConsoleVenuesDocument, { q: q || null, zoneIds, offset }, staffCall(ctx));
  const link = (at: number) =>
    `/staff/venues?${new URLSearchParams({ ...(q ? { q } : {}), ...(zone ? { zone: String(zone) } : {}), offset: String(at) })}`;
  renderStaffPage(
    ctx,
    services,
    'staff/venue-directory.njk',
    {
      title: 'Venues',
      venues: venueDirectory.venues,
      total: venueDirectory.total,
      filters: { q, zone },
      zones,
      range: { from: venueDirectory.venues.length ? offset + 1 : 0, to: offset + venueDirectory.venues.length },
      previousUrl: offset > 0 ? link(Math.max(0, offset - PAGE)) : null,
      nextUrl: offset + PAGE < venueDirectory.total ? link(offset + PAGE) : null,
      form: extra.form ?? venueFormValues(),
      error: extra.error,
    },
    status,
  );
}

/**
 * Administrators' venue pages: `/staff/venues` (POST adds one), `/staff/venues/{slug}/settings` (its details,
 * managers, tokens and a merge into another venue of its town). Every action goes through the gateway with the
 * person's own token and is recorded in the audit log by the venues service.
 */
export function adminVenuePages(router: Router<AppState>, services: SiteServices) {
  router.post('/venues', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const body = bodyOf(ctx);
    const read = readVenueForm(body);
    const zoneId = Number(body.zoneId);
    if (!read.fields) return venueDirectory(koa, services, { error: read.error, form: read.values }, 400);
    if (!Number.isInteger(zoneId) || zoneId < 1)
      return venueDirectory(koa, services, { error: 'Town: choose the town of the venue.', form: read.values }, 400);
    let slug: string;
    try {
      slug = (await services.gateway.request(ConsoleCreateVenueDocument, { input: { ...read.fields, zoneId } }, staffCall(koa))).createVenue
        .slug;
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return venueDirectory(koa, services, { error: reason, form: read.values }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction(`/staff/venues/${slug}/settings`, 'venue-added'));
  });

  async function settingsPage(
    ctx: StaffContext,
    slug: string,
    extra: { error?: string; form?: VenueFormValues; issuedToken?: { id: string; token: string } } = {},
    status = 200,
  ) {
    requireAdmin(ctx);
    if (!isSlug(slug)) throw new Problem(404, 'There is no such venue.');
    const { venue } = await services.gateway.request(ConsoleVenueDocument, { slug }, staffCall(ctx));
    if (!venue) throw new Problem(404, 'There is no such venue.');
    const { venues } = await services.gateway.request(ConsoleZoneVenuesDocument, { zoneId: venue.zoneId }, staffCall(ctx));
    renderStaffPage(
      ctx,
      services,
      'staff/venue-settings.njk',
      {
        title: `${venue.name}: details, managers and tokens`,
        venue,
        form: extra.form ?? venueFormValues(venue),
        mergeTargets: venues.filter((other) => other.slug !== venue.slug),
        issuedToken: extra.issuedToken,
        error: extra.error,
      },
      status,
    );
  }

  router.get('/venues/:slug/settings', (ctx) => settingsPage(ctx as unknown as StaffContext, ctx.params.slug!));

  /** An action on one venue: refusals shown on its page, success told by the notice of the page it leads to. */
  const venueAction = (
    path: string,
    act: (ctx: StaffContext, slug: string, body: Record<string, unknown>) => Promise<string | { page: Parameters<typeof settingsPage>[2] }>,
  ) =>
    router.post(`/venues/:slug/${path}`, async (ctx) => {
      const koa = ctx as unknown as StaffContext;
      requireAdmin(koa);
      const slug = ctx.params.slug!;
      if (!isSlug(slug)) throw new Problem(404, 'There is no such venue.');
      let next: Awaited<ReturnType<typeof act>>;
      try {
        next = await act(koa, slug, bodyOf(ctx));
      } catch (error) {
        const reason = refusalOf(error);
        if (reason) return settingsPage(koa, slug, { error: reason }, (error as Problem).status);
        throw error;
      }
      if (typeof next !== 'string') return settingsPage(koa, slug, next.page, next.page?.error ? 400 : 200);
      ctx.status = 303;
      ctx.redirect(next);
    });

  venueAction('settings', async (ctx, slug, body) => {
    const read = readVenueForm(body);
    if (!read.fields) return { page: { error: read.error, form: read.values } };
    await services.gateway.request(ConsoleUpdateVenueDocument, { slug, changes: read.fields }, staffCall(ctx));
    return afterAction(`/staff/venues/${slug}/settings`, 'saved');
  });

  venueAction('managers', async (ctx, slug, body) => {
    const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
    if (!subject) return { page: { error: 'Account: give the account (its sign-in name) to add.' } };
    await services.gateway.request(ConsoleAddVenueManagerDocument, { slug, subject }, staffCall(ctx));
    return afterAction(`/staff/venues/${slug}/settings`, 'manager-added');
  });

  venueAction('managers/remove', async (ctx, slug, body) => {
    const subject = typeof body.subject === 'string' ? body.subject : '';
    await services.gateway.request(ConsoleRemoveVenueManagerDocument, { slug, subject }, staffCall(ctx));
    return afterAction(`/staff/venues/${slug}/settings`, 'manager-removed');
  });

  // The new token is shown on the page that answers the form, once: it is never in an address, a log or a cache.
  venueAction('tokens', async (ctx, slug, body) => {
    const label = typeof body.label === 'string' ? body.label.trim().slice(0, 100) || null : null;
    const { issueVenueToken } = await services.gateway.request(ConsoleIssueVenueTokenDocument, { slug, label }, staffCall(ctx));
    return { page: { issuedToken: issueVenueToken } };
  });

  venueAction('tokens/revoke', async (ctx, slug, body) => {
    const id = typeof body.id === 'string' && isUuid(body.id) ? body.id : null;
    const { venue } = await services.gateway.request(ConsoleVenueDocument, { slug }, staffCall(ctx));
    if (!id || !venue?.tokens.some((token) => token.id === id && !token.revokedAt))
      throw new Problem(400, 'This venue has no such active token.');
    await services.gateway.request(ConsoleRevokeVenueTokenDocument, { id }, staffCall(ctx));
    return afterAction(`/staff/venues/${slug}/settings`, 'token-revoked');
  });

  venueAction('merge', async (ctx, slug, body) => {
    const into = typeof body.into === 'string' ? body.into.trim().toLowerCase() : '';
    if (!isSlug(into)) return { page: { error: 'Merge: choose the venue to keep.' } };
    if (body.confirm !== 'yes') return { page: { error: 'Merge: tick the box to confirm; a merge cannot be undone.' } };
    await mergeVenues(services, staffCall(ctx), { slug, into });
    return afterAction(`/staff/venues/${into}/settings`, 'venue-merged');
  });
}
