import type Router from '@koa/router';
import { Problem, type AppState } from '@local-events/platform';
import { ConsoleCreateZoneDocument, ConsoleUpdateZoneDocument, ConsoleZonesDocument } from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { readZoneForm, zoneFormValues, type ZoneFormValues } from './admin-forms.ts';
import { afterAction, bodyOf, refusalOf, renderStaffPage, requireAdmin, staffCall, type StaffContext } from './context.ts';
import { zoneChoices } from './zone-choices.ts';

const zoneId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `/staff/towns`: every town and neighbourhood, hidden ones too, and a form to add one; `/staff/towns/{id}`: change
 * one (names, names in other languages, centre, time zone, town), hide or show it. Administrators.
 */
export function townPages(router: Router<AppState>, services: SiteServices) {
  async function listPage(ctx: StaffContext, extra: { error?: string; form?: ZoneFormValues } = {}, status = 200) {
    requireAdmin(ctx);
    const { locations } = await services.gateway.request(ConsoleZonesDocument, {}, staffCall(ctx));
    const towns = locations.filter((zone) => !zone.parentId);
    renderStaffPage(
      ctx,
      services,
      'staff/towns.njk',
      {
        title: 'Towns and neighbourhoods',
        towns: towns.map((town) => ({ ...town, neighbourhoods: locations.filter((zone) => zone.parentId === town.id) })),
        parents: towns,
        form: extra.form ?? zoneFormValues(),
        error: extra.error,
      },
      status,
    );
  }

  async function townPage(ctx: StaffContext, id: number | null, extra: { error?: string; form?: ZoneFormValues } = {}, status = 200) {
    requireAdmin(ctx);
    const { locations } = await services.gateway.request(ConsoleZonesDocument, {}, staffCall(ctx));
    const zone = locations.find((row) => row.id === id);
    if (!zone) throw new Problem(404, 'There is no such town or neighbourhood.');
    const hasNeighbourhoods = locations.some((row) => row.parentId === zone.id);
    renderStaffPage(
      ctx,
      services,
      'staff/town.njk',
      {
        title: zone.name,
        zone,
        parents: hasNeighbourhoods
          ? []
          : zoneChoices(locations.filter((row) => !row.parentId && row.id !== zone.id && row.countryCode === zone.countryCode)),
        hasNeighbourhoods,
        form: extra.form ?? zoneFormValues(zone),
        error: extra.error,
      },
      status,
    );
  }

  router.get('/towns', (ctx) => listPage(ctx as unknown as StaffContext));
  router.get('/towns/:id', (ctx) => townPage(ctx as unknown as StaffContext, zoneId(ctx.params.id)));

  router.post('/towns', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const read = readZoneForm(bodyOf(ctx));
    if (!read.fields) return listPage(koa, { error: read.error, form: read.values }, 400);
    const { localNames, ...fields } = read.fields;
    const input = {
      ...fields,
      slug: read.values.slug.trim() || null,
      countryCode: read.values.countryCode.trim(),
      localNames: Object.entries(localNames ?? {}).map(([language, name]) => ({ language, name })),
    };
    let id: number;
    try {
      id = (await services.gateway.request(ConsoleCreateZoneDocument, { input }, staffCall(koa))).createZone.id;
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return listPage(koa, { error: reason, form: read.values }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction(`/staff/towns/${id}`, 'town-added'));
  });

  router.post('/towns/:id', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const id = zoneId(ctx.params.id);
    if (id === null) throw new Problem(404, 'There is no such town or neighbourhood.');
    const body = bodyOf(ctx);
    // The hide and show buttons change that alone; the form changes everything it shows.
    const visibility = body.visibility === 'hide' || body.visibility === 'show' ? { hidden: body.visibility === 'hide' } : null;
    const read = visibility ? null : readZoneForm(body);
    if (read && !read.fields) return townPage(koa, id, { error: read.error, form: read.values }, 400);
    const { localNames, timezone, ...fields } = read?.fields ?? {};
    const changes = visibility ?? {
      ...fields,
      ...(timezone ? { timezone } : {}),
      localNames: Object.entries(localNames ?? {}).map(([language, name]) => ({ language, name })),
    };
    try {
      await services.gateway.request(ConsoleUpdateZoneDocument, { id, changes }, staffCall(koa));
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return townPage(koa, id, { error: reason, form: read?.values }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction(`/staff/towns/${id}`, visibility ? (visibility.hidden ? 'town-hidden' : 'town-shown') : 'saved'));
  });
}
