import { isUuid } from '@local-events/platform/subgraph';

/**
 * Keyset cursors: where a page ended, as the values of its last row in the page's order, opaque to callers
 * (base64url JSON). Decoding checks every value, so a forged cursor is refused before it reaches SQL.
 */
export const encodeCursor = (values: (string | number)[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

function decodeValues(cursor: string): unknown[] | null {
  if (cursor.length > 500) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}

/** An instant between the years 2000 and 9999, as a cursor holds it. */
function instant(value: unknown): Date | null {
  const date = new Date(typeof value === 'string' ? value : Number.NaN);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 2000 || year > 9999 ? null : date;
}

const uuid = (value: unknown) => (typeof value === 'string' && isUuid(value) ? value.toLowerCase() : null);

/** A cursor of rows ordered by (an instant, uuid), or null when it is not one. */
export function decodeInstantCursor(cursor: string): { at: Date; uuid: string } | null {
  const values = decodeValues(cursor);
  if (values?.length !== 2) return null;
  const [at, id] = [instant(values[0]), uuid(values[1])];
  return at && id ? { at, uuid: id } : null;
}

/** A cursor of rows ordered by (a score, descending, then an instant and uuid), or null when it is not one. */
export function decodeScoredCursor(cursor: string): { score: number; at: Date; uuid: string } | null {
  const values = decodeValues(cursor);
  if (values?.length !== 3 || typeof values[0] !== 'number' || !Number.isFinite(values[0])) return null;
  const [at, id] = [instant(values[1]), uuid(values[2])];
  return at && id ? { score: values[0], at, uuid: id } : null;
}
