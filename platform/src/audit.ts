import { ArgsType, Directive, Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { sql } from 'kysely';
import { Bounded, BOUNDS } from './bounded.ts';
import { query, type SqlDatabase } from './db.ts';
import { userInputError } from './graphql-errors.ts';
import { hasControlCharacters } from './text.ts';

/**
 * The audit log: who did what to which venue, zone or source (events keep theirs as transitions). Each service keeps
 * its own entries in its own schema and answers them under its own query field; the console and the API read every
 * service's in one gateway operation and merge them newest first (`mergeAuditPages`).
 */
export const AUDIT_TABLE_SQL = [
  `create table audit_entry (
     id bigserial primary key,
     at timestamptz not null,
     actor text not null,
     action text not null,
     object_type text not null,
     object_id text not null,
     object_name text not null,
     changes jsonb not null default '{}'::jsonb,
     message text null)`,
  'create index audit_entry_at_idx on audit_entry (at desc, id desc)',
  'create index audit_entry_actor_idx on audit_entry (actor, at desc)',
  'create index audit_entry_object_idx on audit_entry (object_type, object_id, at desc)',
];

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditRecord {
  /** The token's subject (or `venue-token:<id>`). */
  actor: string;
  /** What was done, a verb: `create`, `update`, `merge`, `hide`… */
  action: string;
  objectType: string;
  objectId: string;
  /** What the object was called when it was done, so the entry reads well after a rename or a removal. */
  objectName: string;
  changes?: AuditChanges;
  message?: string | null;
}

/** Writes one entry, in the caller's transaction when `db` is one. */
export async function recordAudit(db: SqlDatabase, record: AuditRecord): Promise<void> {
  await query(
    db,
    sql`insert into audit_entry (at, actor, action, object_type, object_id, object_name, changes, message)
        values (${new Date()}, ${record.actor}, ${record.action}, ${record.objectType}, ${record.objectId}, ${record.objectName},
                ${JSON.stringify(record.changes ?? {})}::jsonb, ${record.message ?? null})`,
  );
}

/** The fields of `after` that differ from `before`, as from → to: what an update entry records. */
export function changesBetween<T extends object>(before: T, after: Partial<T>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = (before as Record<string, unknown>)[field];
    if (to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: from ?? null, to };
  }
  return changes;
}

@ObjectType('AuditEntry', { description: 'Who did what to which event, venue, zone or source, and when.' })
@Directive('@shareable')
export class AuditEntryType {
  @Field(() => String, { description: '`<kind>:<number>`, unique across the log; entries sort by (at, id) descending.' })
  id!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, { description: "The account's subject, `venue-token:<id>`, `submitter:<uuid>` or a service." })
  actor!: string;

  @Field(() => String)
  action!: string;

  @Field(() => String, { description: '`event`, `venue`, `zone`, `source` or `waitlist`.' })
  objectType!: string;

  @Field(() => String)
  objectId!: string;

  @Field(() => String)
  objectName!: string;

  @Field(() => String, { nullable: true })
  message!: string | null;

  // An object, not a list of objects: a page of 100 entries of four services stays cheap in the gateway's cost model.
  @Field(() => GraphQLJSONObject, {
    description: 'Field -> { from, to } for what the action changed, each as text (null when it had none).',
  })
  changes!: Record<string, { from: string | null; to: string | null }>;
}

export const AUDIT_LIMITS = { page: 100, search: 200 } as const;

@ArgsType()
export class AuditFilterArgs {
  @Field(() => String, { nullable: true, description: 'Only what this account (its subject) did.' })
  @Bounded(BOUNDS.subject)
  actor?: string | null;

  @Field(() => String, { nullable: true, description: '`event`, `venue`, `zone`, `source` or `waitlist`.' })
  @Bounded({ maxLength: 20 })
  objectType?: string | null;

  @Field(() => String, { nullable: true, description: "Words in the object's name, or its exact id (a uuid, a slug, a number)." })
  @Bounded({ maxLength: AUDIT_LIMITS.search })
  object?: string | null;

  @Field(() => String, { nullable: true, description: 'From this day (YYYY-MM-DD, UTC), inclusive.' })
  @Bounded(BOUNDS.date)
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'To this day (YYYY-MM-DD, UTC), inclusive.' })
  @Bounded(BOUNDS.date)
  to?: string | null;

  @Field(() => String, { nullable: true, description: "The page after this entry: the last entry's `at` (ISO 8601) and `id`, as `at|id`." })
  @Bounded(BOUNDS.cursor)
  before?: string | null;

  @Field(() => Int, { defaultValue: 50 })
  @Bounded({ min: 1, max: AUDIT_LIMITS.page })
  limit!: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENTRY_ID = /^[a-z]+:\d{20}$/;

/** The filter, checked: BAD_USER_INPUT for a malformed day, cursor or text. */
export function checkedAuditFilter(filter: AuditFilterArgs) {
  for (const field of ['actor', 'object', 'objectType'] as const) {
    if (filter[field] && hasControlCharacters(filter[field])) throw userInputError(`${field} must be one line of text`, field);
  }
  const day = (value: string | null | undefined, field: 'from' | 'to', end: boolean) => {
    if (!value) return null;
    const at = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN);
    if (Number.isNaN(at.getTime())) throw userInputError(`${field} must be a day, YYYY-MM-DD`, field);
    return end ? new Date(at.getTime() + 86_400_000) : at;
  };
  let before: { at: Date; id: string } | null = null;
  if (filter.before) {
    const [at, id] = filter.before.split('|');
    const when = new Date(at ?? '');
    if (Number.isNaN(when.getTime()) || !id || !ENTRY_ID.test(id)) throw userInputError('before must be a cursor from this log', 'before');
    before = { at: when, id };
  }
  return {
    actor: filter.actor?.trim() || null,
    objectType: filter.objectType?.trim() || null,
    object: filter.object?.trim() || null,
    from: day(filter.from, 'from', false),
    until: day(filter.to, 'to', true),
    before,
    limit: filter.limit,
  };
}
export type CheckedAuditFilter = ReturnType<typeof checkedAuditFilter>;

/** An entry's id in the log: its kind and its row number, padded so that ids of one kind sort as numbers. */
export const auditEntryId = (kind: string, rowId: string | number) => `${kind}:${String(rowId).padStart(20, '0')}`;

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

export const auditChangesOf = (changes: AuditChanges): AuditEntryType['changes'] =>
  Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, { from: text(change.from), to: text(change.to) }]));

interface AuditRow {
  id: string;
  /** As the driver gives it: a Date, or PostgreSQL's text. */
  at: Date | string;
  actor: string;
  action: string;
  objectType: string;
  objectId: string;
  objectName: string;
  message: string | null;
  changes: AuditChanges;
}

/**
 * The rows that come after `before` in the log's order (at, then entry id, descending), in a table of entries of one
 * kind with these `at` and numeric `id` columns; every row when there is no cursor.
 */
export function afterCursor(kind: string, columns: { at: string; id: string }, before: CheckedAuditFilter['before']) {
  if (!before) return sql`true`;
  const [at, id] = [sql.ref(columns.at), sql.ref(columns.id)];
  return sql`(${at} < ${before.at} or (${at} = ${before.at} and ${`${kind}:`} || lpad(${id}::text, 20, '0') collate "C" < ${before.id}))`;
}

/** A service's own entries (`audit_entry`), newest first, as `filter` asks. */
export async function auditEntries(db: SqlDatabase, kind: string, filter: CheckedAuditFilter): Promise<AuditEntryType[]> {
  const { actor, objectType, object, from, until, before, limit } = filter;
  const rows = await query(
    db,
    sql<AuditRow>`
      select id::text as id, at, actor, action, object_type as "objectType", object_id as "objectId", object_name as "objectName",
             message, changes
        from audit_entry
       where (${actor}::text is null or actor = ${actor})
         and (${objectType}::text is null or object_type = ${objectType})
         and (${object}::text is null or object_id = ${object} or object_name ilike '%' || ${likePattern(object)} || '%' escape '\\')
         and (${from}::timestamptz is null or at >= ${from})
         and (${until}::timestamptz is null or at < ${until})
         and ${afterCursor(kind, { at: 'at', id: 'id' }, before)}
       order by at desc, id desc
       limit ${limit}`,
  );
  return rows.map((row) =>
    Object.assign(new AuditEntryType(), {
      ...row,
      id: auditEntryId(kind, row.id),
      at: new Date(row.at),
      changes: auditChangesOf(row.changes),
    }),
  );
}

/** `text` as a literal part of an ILIKE pattern. */
export const likePattern = (text: string | null) => text?.replace(/[\\%_]/g, (character) => `\\${character}`) ?? null;
