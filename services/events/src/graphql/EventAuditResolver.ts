import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import {
  afterCursor,
  auditChangesOf,
  auditEntryId,
  AuditEntryType,
  AuditFilterArgs,
  checkedAuditFilter,
  likePattern,
  query,
  SCOPES,
  sql,
  type AuditChanges,
} from '@local-events/platform/subgraph';
import type { EventsContext } from '../loaders.ts';

interface TransitionRow {
  id: string;
  at: Date | string;
  actor: string;
  action: string;
  eventUuid: string;
  title: string;
  message: string | null;
  fromStatus: string;
  toStatus: string;
  changes: AuditChanges;
}

/** The events service's part of the audit log: its transitions, each an entry about one event (by its title). */
@Resolver()
export class EventAuditResolver {
  @Authorized(SCOPES.admin)
  @Query(() => [AuditEntryType], { description: "The events service's audit log (events' transitions), newest first. Administrators." })
  async eventAudit(@Ctx() { db }: EventsContext, @Args(() => AuditFilterArgs) filter: AuditFilterArgs): Promise<AuditEntryType[]> {
    const { actor, objectType, object, from, until, before, limit } = checkedAuditFilter(filter);
    if (objectType && objectType !== 'event') return [];
    const uuid = object && /^[0-9a-f-]{36}$/i.test(object) ? object.toLowerCase() : null;
    const words = object && !uuid ? likePattern(object) : null;
    const rows = await query(
      db,
      sql<TransitionRow>`
        select t.id::text as id, t.at, t.actor, t.action, t.event_uuid as "eventUuid", e.title, t.message,
               t.from_status as "fromStatus", t.to_status as "toStatus", t.changes
          from event_transition t join event e on e.uuid = t.event_uuid
         where (${actor}::text is null or t.actor = ${actor})
           and (${uuid}::uuid is null or t.event_uuid = ${uuid}::uuid)
           and (${words}::text is null or e.title ilike '%' || ${words} || '%' escape '\\')
           and (${from}::timestamptz is null or t.at >= ${from})
           and (${until}::timestamptz is null or t.at < ${until})
           and ${afterCursor('event', { at: 't.at', id: 't.id' }, before)}
         order by t.at desc, t.id desc
         limit ${limit}`,
    );
    return rows.map((row) => {
      const changes: AuditChanges =
        row.fromStatus === row.toStatus ? row.changes : { status: { from: row.fromStatus, to: row.toStatus }, ...row.changes };
      return Object.assign(new AuditEntryType(), {
        id: auditEntryId('event', row.id),
        at: new Date(row.at),
        actor: row.actor,
        action: row.action,
        objectType: 'event',
        objectId: row.eventUuid,
        objectName: row.title,
        message: row.message,
        changes: auditChangesOf(changes),
      });
    });
  }
}
