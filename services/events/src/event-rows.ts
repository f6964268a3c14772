import type { SqlDatabase } from '@local-events/platform/subgraph';
import { Event } from './entities/Event.ts';

/**
 * What no list shows: read only where asked for. A list's events lack them; the graph's fields that show them
 * (createdAt, updatedAt, spottedBy) read the whole event when it does (EventDetailsResolver).
 */
const BOOKKEEPING = [
  'submissionUuid',
  'occurrenceDate',
  'detached',
  'sourceKey',
  'sourceDigest',
  'createdAt',
  'updatedAt',
  'creditKind',
  'creditName',
  'creditOrg',
  'creditAvatarUrl',
  'creditStaff',
] as const;
type Bookkeeping = (typeof BOOKKEEPING)[number];

/** An event as a list reads it: every column but the bookkeeping, timestamps still as PostgreSQL's text. */
export type EventRow = Record<string, unknown>;

interface EventColumns {
  /** `column as "property"` for each column the entity maps, bookkeeping aside. */
  list: string;
  /** The same for each bookkeeping property. */
  bookkeeping: Record<Bookkeeping, string>;
  /** Properties held as timestamps, which come back as text (MikroORM's pool parses none). */
  datetimes: string[];
}

let known: EventColumns | undefined;

/** The columns of events, read once from the entity's metadata: a property added to Event is read by every list. */
function columnsOf(db: SqlDatabase): EventColumns {
  if (known) return known;
  const props = db.getMetadata(Event).props.filter((prop) => prop.persist !== false && prop.fieldNames?.length === 1);
  const select = (prop: (typeof props)[number]) => `${prop.fieldNames[0]} as "${prop.name}"`;
  const isBookkeeping = (name: string): name is Bookkeeping => (BOOKKEEPING as readonly string[]).includes(name);
  known = {
    list: props
      .filter((prop) => !isBookkeeping(prop.name))
      .map(select)
      .join(', '),
    bookkeeping: Object.fromEntries(props.filter((prop) => isBookkeeping(prop.name)).map((prop) => [prop.name, select(prop)])) as Record<
      Bookkeeping,
      string
    >,
    datetimes: props.filter((prop) => prop.runtimeType === 'Date' || prop.type === 'datetime').map((prop) => prop.name),
  };
  return known;
}

/** The select list of an event, with any bookkeeping asked for. */
export const eventColumns = (db: SqlDatabase, ...bookkeeping: Bookkeeping[]) =>
  bookkeeping.length === 0
    ? columnsOf(db).list
    : [columnsOf(db).list, ...bookkeeping.map((name) => columnsOf(db).bookkeeping[name])].join(', ');

/**
 * Rows read with `eventColumns` as events: no entity is hydrated or tracked, which on a list is most of the work
 * MikroORM would do (writes still go through the entity manager). The getters the graph reads work on them.
 */
export function toEvents(db: SqlDatabase, rows: EventRow[]): Event[] {
  const platform = db.getPlatform();
  const { datetimes } = columnsOf(db);
  return rows.map((row) => {
    for (const name of datetimes) {
      const value = row[name];
      if (typeof value === 'string') row[name] = platform.parseDate(value);
    }
    return Object.setPrototypeOf(row, Event.prototype) as Event;
  });
}
