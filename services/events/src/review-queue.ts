import { likePattern, query, sql, type SqlDatabase } from '@local-events/platform/subgraph';
import type { Event } from './entities/Event.ts';
import { type EventRow, eventColumns, toEvents } from './event-rows.ts';

/** What awaits a reviewer: submitted events that are ready for review, or waiting for the submitter. */
export const QUEUE_STATUSES = ['ready_for_review', 'needs_info'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_PAGE = { default: 20, max: 50 } as const;

/** The queue's orders: by when events entered review (oldest or newest first), or by when they start. */
export const QUEUE_ORDERS = ['oldest', 'newest', 'starts'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];

export interface QueueQuestion {
  statuses: readonly QueueStatus[];
  /** Only events of these zones; every zone when absent. */
  zoneIds?: number[];
  /** Words of the title, the description or the place's name. */
  q?: string | null;
  /** Only the events of one followed source. */
  sourceId?: string | null;
  /** Only the events of one submitter (as their submit step names them, `submitter:<uuid>`). */
  submitter?: string | null;
  order?: QueueOrder;
  /** Where the page before ended, in the queue's order: its key (entered review, or starts) and uuid. */
  after?: { at: Date; uuid: string } | null;
  limit: number;
}

/** The SQL of each order, and where a page after (key, uuid) starts. */
const ORDERS: Record<QueueOrder, { by: ReturnType<typeof sql>; after: (at: Date, uuid: string) => ReturnType<typeof sql> }> = {
  oldest: { by: sql`created_at, uuid`, after: (at, uuid) => sql`and (created_at, uuid) > (${at}, ${uuid}::uuid)` },
  newest: { by: sql`created_at desc, uuid desc`, after: (at, uuid) => sql`and (created_at, uuid) < (${at}, ${uuid}::uuid)` },
  starts: { by: sql`start_time, uuid`, after: (at, uuid) => sql`and (start_time, uuid) > (${at}, ${uuid}::uuid)` },
};

/** The key of an event in an order, which its cursor holds. */
export const orderKey = (event: Event, order: QueueOrder = 'oldest') => (order === 'starts' ? event.startTime : event.createdAt);

/** One page of the queue, in its order (oldest first unless asked), and whether more follow. */
export async function queuePage(db: SqlDatabase, question: QueueQuestion): Promise<{ events: Event[]; hasNextPage: boolean }> {
  const order = ORDERS[question.order ?? 'oldest'];
  const inZones = question.zoneIds ? sql`and zone_id = any(${question.zoneIds}::int[])` : sql``;
  const after = question.after ? order.after(question.after.at, question.after.uuid) : sql``;
  const words = question.q?.trim() ? likePattern(question.q.trim()) : null;
  const matching = words
    ? sql`and (title ilike '%' || ${words} || '%' escape '\\' or description ilike '%' || ${words} || '%' escape '\\'
               or place_name ilike '%' || ${words} || '%' escape '\\')`
    : sql``;
  const fromSource = question.sourceId ? sql`and source_id = ${question.sourceId}::uuid` : sql``;
  const bySubmitter = question.submitter
    ? sql`and exists (select 1 from event_transition t where t.event_uuid = event.uuid and t.action = 'submit' and t.actor = ${question.submitter})`
    : sql``;
  const rows = await query(
    db,
    sql<EventRow>`
      select ${sql.raw(eventColumns(db, 'submissionUuid', 'createdAt'))} from event
       where status = any(${[...question.statuses]}::text[]) ${inZones} ${matching} ${fromSource} ${bySubmitter} ${after}
       order by ${order.by}
       limit ${question.limit + 1}`,
  );
  const events = toEvents(db, rows);
  return { events: events.slice(0, question.limit), hasNextPage: events.length > question.limit };
}

/** How many events await review in each queue status (within the zones, when given). */
export async function queueCounts(db: SqlDatabase, zoneIds?: number[]): Promise<Record<QueueStatus, number>> {
  const inZones = zoneIds ? sql`and zone_id = any(${zoneIds}::int[])` : sql``;
  const rows = await query(
    db,
    sql<{ status: QueueStatus; count: string }>`
      select status, count(*) as count from event where status = any(${[...QUEUE_STATUSES]}::text[]) ${inZones} group by status`,
  );
  const counts = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, 0])) as Record<QueueStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** At most this many possible duplicates are shown per event: enough to decide, and bounded whatever was submitted. */
const MAX_DUPLICATES = 5;

/**
 * Other events that may be the same one: the same source URL, or the same title (ignoring case) at the same venue
 * (else the same named place) on the same local day. Rejected events are left out: they were dealt with.
 */
export async function possibleDuplicates(db: SqlDatabase, uuids: string[]): Promise<Map<string, Event[]>> {
  const found = new Map<string, Event[]>(uuids.map((uuid) => [uuid, []]));
  if (uuids.length === 0) return found;
  const rows = await query(
    db,
    sql<EventRow & { duplicateOf: string }>`
      select ${sql.raw(eventColumns(db))}, "duplicateOf" from (
        select d.*, q.uuid as "duplicateOf"
          from event q
          cross join lateral (
            select * from event d
             where d.uuid <> q.uuid and d.status <> 'rejected'
               -- The other dates of its own series are not copies of it.
               and (q.series_uuid is null or d.series_uuid is distinct from q.series_uuid) and (
                  d.source_url = q.source_url
               or (lower(d.title) = lower(q.title)
                   and coalesce(d.venue_id::text, lower(d.place_name)) = coalesce(q.venue_id::text, lower(q.place_name))
                   and (d.start_time at time zone d.timezone)::date = (q.start_time at time zone q.timezone)::date))
             order by d.created_at, d.uuid
             limit ${MAX_DUPLICATES}
          ) d
         where q.uuid = any(${uuids}::uuid[])
      ) duplicates
      order by created_at, uuid`,
  );
  for (const event of toEvents(db, rows) as (Event & { duplicateOf: string })[]) found.get(event.duplicateOf)?.push(event);
  return found;
}
