import type Router from '@koa/router';
import { isHttpUrl, isUuid, Problem, type AppState } from '@local-events/platform';
import {
  ConsoleRegisterSourceDocument,
  ConsoleRemoveSourceDocument,
  ConsoleRunSourceDocument,
  ConsoleSourcesDocument,
  ConsoleUpdateSourceDocument,
} from '../generated/operations.ts';
import type { SiteServices } from '../pages/context.ts';
import { afterAction, bodyOf, refusalOf, renderStaffPage, requireAdmin, staffCall, type Notice, type StaffContext } from './context.ts';
import { zoneChoices } from './zone-choices.ts';

interface SourceForm {
  url: string;
  zoneId: string;
  venueSlug: string;
  trust: string;
  everyMinutes: string;
}
const emptySourceForm = (): SourceForm => ({ url: '', zoneId: '', venueSlug: '', trust: 'review', everyMinutes: '60' });

/**
 * `/staff/sources`: every followed feed with its last runs (what each created, updated and cancelled, or why it
 * failed) and when it runs next; a form to follow another; pause, resume, run now and remove (with a confirmation).
 */
export function sourcePages(router: Router<AppState>, services: SiteServices) {
  async function listPage(ctx: StaffContext, extra: { error?: string; form?: SourceForm } = {}, status = 200) {
    requireAdmin(ctx);
    const { sources, locations } = await services.gateway.request(ConsoleSourcesDocument, {}, staffCall(ctx));
    const zoneNames = new Map(locations.map((zone) => [zone.id, zone.name]));
    renderStaffPage(
      ctx,
      services,
      'staff/sources.njk',
      {
        title: 'Followed sources',
        sources: sources.map((source) => ({ ...source, zoneName: zoneNames.get(source.zoneId) ?? '—', runs: source.runs.slice(0, 3) })),
        zones: zoneChoices(locations),
        form: extra.form ?? emptySourceForm(),
        error: extra.error,
      },
      status,
    );
  }

  router.get('/sources', (ctx) => listPage(ctx as unknown as StaffContext));

  router.post('/sources', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const body = bodyOf(ctx);
    const form = Object.fromEntries(
      Object.keys(emptySourceForm()).map((field) => [field, typeof body[field] === 'string' ? (body[field] as string).trim() : '']),
    ) as unknown as SourceForm;
    const everyMinutes = Number(form.everyMinutes);
    const mistake = !isHttpUrl(form.url)
      ? 'Address: give the http(s) address of the feed.'
      : !/^\d{1,9}$/.test(form.zoneId) && !form.venueSlug
        ? 'Town: choose the town its events are in (or give a venue).'
        : !Number.isInteger(everyMinutes) || everyMinutes < 15 || everyMinutes > 10_080
          ? 'Every: from 15 minutes to a week (10080 minutes).'
          : null;
    if (mistake) return listPage(koa, { error: mistake, form }, 400);
    const input = {
      url: form.url,
      ...(form.zoneId ? { zoneId: Number(form.zoneId) } : {}),
      ...(form.venueSlug ? { venueSlug: form.venueSlug.toLowerCase() } : {}),
      trust: form.trust === 'publish' ? ('publish' as const) : ('review' as const),
      everyMinutes,
    };
    try {
      await services.gateway.request(ConsoleRegisterSourceDocument, { input }, staffCall(koa));
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return listPage(koa, { error: reason, form }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction('/staff/sources', 'source-added'));
  });

  router.post('/sources/:id/:action', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const id = ctx.params.id!;
    if (!isUuid(id)) throw new Problem(404, 'There is no such source.');
    const call = staffCall(koa);
    let done: Notice;
    try {
      switch (ctx.params.action) {
        case 'pause':
        case 'resume':
          await services.gateway.request(ConsoleUpdateSourceDocument, { id, changes: { paused: ctx.params.action === 'pause' } }, call);
          done = ctx.params.action === 'pause' ? 'source-paused' : 'source-resumed';
          break;
        case 'run':
          await services.gateway.request(ConsoleRunSourceDocument, { id }, call);
          done = 'source-running';
          break;
        case 'remove':
          if (bodyOf(ctx).confirm !== 'yes') return listPage(koa, { error: 'Remove: tick the box to confirm. Its events stay.' }, 400);
          await services.gateway.request(ConsoleRemoveSourceDocument, { id }, call);
          done = 'source-removed';
          break;
        default:
          throw new Problem(404, 'There is no such action.');
      }
    } catch (error) {
      const reason = refusalOf(error);
      if (reason) return listPage(koa, { error: reason }, (error as Problem).status);
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(afterAction('/staff/sources', done));
  });
}
