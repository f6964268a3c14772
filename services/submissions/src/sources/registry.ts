import {
  changesBetween,
  conflictError,
  isHttpUrl,
  MAX_URL_LENGTH,
  notFoundError,
  passingOnRefusals,
  recordAudit,
  userInputError,
  type EntityManager,
} from '@local-events/platform/subgraph';
import { Source, type SourceTrust } from '../entities/Source.ts';
import { SourceVenueAccessDocument, SourceVenueDocument, SourceZoneDocument } from '../generated/operations.ts';
import type { SubmissionsContext } from '../loaders.ts';
import { refuseUnfetchable } from '../submit.ts';
import { RUN_SOURCE } from './run-source.ts';

/** How often a source may be fetched: from every quarter of an hour to once a week. */
export const SCHEDULE_MINUTES = { min: 15, max: 7 * 24 * 60, default: 60 } as const;

/** How many feeds one venue follows at most: its managers are not vetted as administrators are, and each feed is fetched. */
export const VENUE_SOURCES = 10;

export interface SourceFields {
  url?: string;
  trust?: SourceTrust;
  everyMinutes?: number;
  paused?: boolean;
}

/** Whose sources a caller reaches: every source for an administrator, a venue's own for its managers. */
export type SourceScope = { kind: 'admin'; subject: string } | { kind: 'venue'; venueId: number; slug: string; actor: string };

async function checkFields(context: SubmissionsContext, fields: SourceFields) {
  if (fields.url !== undefined) {
    if (fields.url.length > MAX_URL_LENGTH || !isHttpUrl(fields.url)) throw userInputError('url must be an http(s) URL', 'url');
    await refuseUnfetchable(fields.url, context.services);
  }
  const every = fields.everyMinutes;
  if (every !== undefined && (!Number.isInteger(every) || every < SCHEDULE_MINUTES.min || every > SCHEDULE_MINUTES.max))
    throw userInputError(`everyMinutes must be a whole number from ${SCHEDULE_MINUTES.min} to ${SCHEDULE_MINUTES.max}`, 'everyMinutes');
}

/** The venue a venue manager's call is about, asked of the venues service with the caller's own credentials. */
export async function venueScope(context: SubmissionsContext, slug: string): Promise<SourceScope> {
  const { venueAccess } = await passingOnRefusals(() => context.gateway.request(SourceVenueAccessDocument, { slug }, context));
  return { kind: 'venue', venueId: venueAccess.venue.id, slug, actor: venueAccess.actor };
}

export async function sourceIn(em: EntityManager, scope: SourceScope, id: string): Promise<Source> {
  const source = await em.findOne(Source, { id, ...(scope.kind === 'venue' ? { venueId: scope.venueId } : {}) });
  if (!source) throw notFoundError(`No source has the id ${id}.`);
  return source;
}

export const sourcesIn = (em: EntityManager, scope: SourceScope) =>
  em.find(Source, scope.kind === 'venue' ? { venueId: scope.venueId } : {}, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1000 });

/** Registers a source: an administrator's in any zone (at a venue if named), a venue manager's at their venue, trusted. */
export async function registerSource(
  context: SubmissionsContext,
  scope: SourceScope,
  fields: SourceFields & { url: string; zoneId?: number; venueSlug?: string | null },
): Promise<Source> {
  await checkFields(context, fields);
  if (scope.kind === 'venue' && (await context.em.count(Source, { venueId: scope.venueId })) >= VENUE_SOURCES)
    throw conflictError(`A venue follows at most ${VENUE_SOURCES} feeds: remove one first.`);
  const source = Object.assign(new Source(), {
    url: fields.url,
    trust: scope.kind === 'venue' ? 'publish' : (fields.trust ?? 'review'),
    everyMinutes: fields.everyMinutes ?? SCHEDULE_MINUTES.default,
    paused: fields.paused ?? false,
    registeredBy: scope.kind === 'venue' ? scope.actor : scope.subject,
  });
  const venueSlug = scope.kind === 'venue' ? scope.slug : fields.venueSlug;
  if (venueSlug) {
    const { venue } = await context.gateway.request(SourceVenueDocument, { slug: venueSlug }, context);
    if (!venue) throw userInputError(`No venue has the slug "${venueSlug}".`, 'venueSlug');
    if (fields.zoneId !== undefined && fields.zoneId !== venue.zone.id)
      throw userInputError("zoneId differs from the venue's zone", 'zoneId');
    Object.assign(source, { venueId: venue.id, venueSlug: venue.slug, zoneId: venue.zone.id, timezone: venue.zone.timezone });
  } else {
    if (fields.zoneId === undefined) throw userInputError('zoneId is required', 'zoneId');
    const { location } = await context.gateway.request(SourceZoneDocument, { id: fields.zoneId }, context);
    if (!location) throw userInputError(`No zone has the id ${fields.zoneId}.`, 'zoneId');
    Object.assign(source, { zoneId: location.id, timezone: location.timezone });
  }
  const duplicate = await context.em.findOne(Source, { url: source.url, venueId: source.venueId });
  if (duplicate) throw userInputError('This URL is already followed here.', 'url');
  await context.em.transactional(async (tx) => {
    tx.persist(source);
    await tx.flush();
    await recordAudit(tx, {
      ...sourceEntry(scope, source, 'create'),
      changes: changesBetween(
        {},
        {
          url: source.url,
          zoneId: source.zoneId,
          venueSlug: source.venueSlug,
          trust: source.trust,
          everyMinutes: source.everyMinutes,
          paused: source.paused,
        },
      ),
    });
  });
  return source;
}

export async function changeSource(context: SubmissionsContext, scope: SourceScope, source: Source, fields: SourceFields): Promise<Source> {
  await checkFields(context, fields);
  const difference = changesBetween(source, fields);
  const { paused, ...rest } = fields;
  Object.assign(source, Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)));
  if (paused !== undefined) source.paused = paused;
  // A change of the feed or its schedule is worth a run soon, and starts its failures afresh.
  if (fields.url !== undefined) Object.assign(source, { etag: null, lastModified: null, failuresInARow: 0, nextRunAt: new Date() });
  await context.em.transactional(async (tx) => {
    await tx.flush();
    if (Object.keys(difference).length === 0) return;
    const action = Object.keys(difference).length === 1 && 'paused' in difference ? (source.paused ? 'pause' : 'resume') : 'update';
    await recordAudit(tx, { ...sourceEntry(scope, source, action), changes: difference });
  });
  return source;
}

export async function removeSource(context: SubmissionsContext, scope: SourceScope, source: Source): Promise<void> {
  await context.em.transactional(async (tx) => {
    tx.remove(source);
    await tx.flush();
    await recordAudit(tx, sourceEntry(scope, source, 'remove'));
  });
}

/** Starts a run now (it waits for a run under way, one at a time per source). */
export async function startRun(context: SubmissionsContext, scope: SourceScope, source: Source): Promise<void> {
  await context.services.jobs.send(RUN_SOURCE, { sourceId: source.id }, { singletonKey: source.id });
  await recordAudit(context.em, sourceEntry(scope, source, 'run'));
}

/** An audit entry about a source, by whoever acted in `scope`. */
const sourceEntry = (scope: SourceScope, source: Source, action: string) => ({
  actor: scope.kind === 'admin' ? scope.subject : scope.actor,
  action,
  objectType: 'source',
  objectId: source.id,
  objectName: source.url,
});
