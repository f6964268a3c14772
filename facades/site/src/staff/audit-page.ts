import type Router from '@koa/router';
import { mergeAuditPages, type AppState } from '@local-events/platform';
import { ConsoleAuditDocument } from '../generated/operations.ts';
import { fieldLabel } from '../field-labels.ts';
import type { SiteServices } from '../pages/context.ts';
import { renderStaffPage, requireAdmin, staffCall, type StaffContext } from './context.ts';

const OBJECT_TYPES = ['event', 'venue', 'zone', 'source', 'waitlist'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where an entry's object is in the console, when it has a page there. */
function objectPath(entry: { objectType: string; objectId: string }): string | null {
  if (entry.objectType === 'event') return `/staff/events/${entry.objectId}`;
  if (entry.objectType === 'venue') return `/staff/venues/${entry.objectId}/settings`;
  if (entry.objectType === 'zone') return `/staff/towns/${entry.objectId}`;
  return null;
}

/** `/staff/audit`: who did what to which event, venue, town or source, newest first, searched by person, object and day. */
export function auditPage(router: Router<AppState>, services: SiteServices) {
  router.get('/audit', async (ctx) => {
    const koa = ctx as unknown as StaffContext;
    requireAdmin(koa);
    const text = (name: string, max: number) =>
      typeof ctx.query[name] === 'string' ? (ctx.query[name] as string).trim().slice(0, max) : '';
    const filters = {
      actor: text('actor', 255),
      object: text('object', 200),
      type: OBJECT_TYPES.find((type) => type === ctx.query.type) ?? '',
      from: DAY.test(text('from', 10)) ? text('from', 10) : '',
      to: DAY.test(text('to', 10)) ? text('to', 10) : '',
    };
    const before = text('before', 100) || null;
    const answer = await services.gateway.request(
      ConsoleAuditDocument,
      {
        actor: filters.actor || null,
        objectType: filters.type || null,
        object: filters.object || null,
        from: filters.from || null,
        to: filters.to || null,
        before,
      },
      staffCall(koa),
    );
    const page = mergeAuditPages([answer.eventAudit, answer.venueAudit, answer.zoneAudit, answer.sourceAudit], 50);
    const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
    renderStaffPage(koa, services, 'staff/audit.njk', {
      title: 'Audit log',
      entries: page.entries.map((entry) => ({
        ...entry,
        path: objectPath(entry),
        changes: Object.entries(entry.changes as Record<string, { from: string | null; to: string | null }>).map(([field, change]) => ({
          label: fieldLabel(field),
          from: change.from ?? '(none)',
          to: change.to ?? '(none)',
        })),
      })),
      filters,
      objectTypes: OBJECT_TYPES,
      nextUrl: page.nextCursor ? `/staff/audit?${new URLSearchParams({ ...given, before: page.nextCursor })}` : null,
      firstUrl: before ? `/staff/audit?${new URLSearchParams(given)}` : null,
    });
  });
}
