import { createHash } from 'node:crypto';
import { query, sql, type EntityManager, type SqlDatabase } from './db.ts';
import { codedError, userInputError } from './graphql-errors.ts';

/**
 * Idempotency keys for write operations, kept by the service that owns the operation in its
 * table `idempotency_record (scope, key, request_hash, state, response, created_at, completed_at)`, primary
 * key (scope, key). A key is scoped to the caller and the operation; it is kept at least 24 hours.
 */
export type Claim<Response> =
  | { kind: 'new' }
  | { kind: 'replay'; response: Response }
  | { kind: 'in_progress' }
  /** The same key was used with another request: refused (422 / `idempotency_key_reused`). */
  | { kind: 'reused' };

/** A request's fingerprint: SHA-256 of its JSON with object keys sorted, so key order does not matter. */
export function requestHash(value: unknown): string {
  const canonical = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(canonical)
      : item && typeof item === 'object'
        ? Object.fromEntries(
            Object.entries(item as Record<string, unknown>)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : item;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** Claims `key` for a request; concurrent claims of one key see exactly one `new`. */
export async function claimIdempotencyKey<Response>(em: EntityManager, scope: string, key: string, hash: string): Promise<Claim<Response>> {
  const inserted = await query(
    em,
    sql<{ key: string }>`insert into idempotency_record (scope, key, request_hash, state) values (${scope}, ${key}, ${hash}, 'in_progress')
                         on conflict (scope, key) do nothing returning key`,
  );
  if (inserted.length > 0) return { kind: 'new' };
  const [existing] = await query(
    em,
    sql<{
      request_hash: string;
      state: string;
      response: Response;
    }>`select request_hash, state, response from idempotency_record where scope = ${scope} and key = ${key}`,
  );
  if (!existing) return claimIdempotencyKey(em, scope, key, hash); // released in between: try again
  if (existing.request_hash !== hash) return { kind: 'reused' };
  return existing.state === 'completed' ? { kind: 'replay', response: existing.response } : { kind: 'in_progress' };
}

/** Stores the answer that retries with the key will replay. */
export async function completeIdempotencyKey(em: EntityManager, scope: string, key: string, response: unknown) {
  await query(
    em,
    sql`update idempotency_record set state = 'completed', response = ${JSON.stringify(response)}::jsonb, completed_at = now()
        where scope = ${scope} and key = ${key}`,
  );
}

/** Gives a key back when the first request failed before anything was stored, so a retry may run. */
export async function releaseIdempotencyKey(em: EntityManager, scope: string, key: string) {
  await query(em, sql`delete from idempotency_record where scope = ${scope} and key = ${key} and state = 'in_progress'`);
}

/** Forgets keys older than `keepHours` (at least 24). */
export async function expireIdempotencyKeys(db: SqlDatabase, keepHours = 72): Promise<number> {
  const hours = Math.max(24, keepHours);
  const removed = await query(
    db,
    sql<{ key: string }>`delete from idempotency_record where created_at < now() - make_interval(hours => ${hours}) returning key`,
  );
  return removed.length;
}

/**
 * Runs a write at most once per idempotency key: without a key it just runs; with one, the first
 * request runs and stores what `replay` needs, a retry with the same request gets `replay(stored)` and
 * `replayed: true`, another request with the key is IDEMPOTENCY_KEY_REUSED, and one while the first still
 * runs is IN_PROGRESS. A first request that fails gives the key back.
 */
export async function runIdempotently<Stored, Result>(
  em: EntityManager,
  claim: { scope: string; key: string | null; request: unknown },
  steps: { run: () => Promise<{ result: Result; stored: Stored }>; replay: (stored: Stored) => Promise<Result> },
): Promise<{ result: Result; replayed: boolean }> {
  if (claim.key === null) return { result: (await steps.run()).result, replayed: false };
  const { scope, key } = claim;
  const state = await claimIdempotencyKey<Stored>(em, scope, key, requestHash(claim.request));
  if (state.kind === 'reused')
    throw codedError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used with another request; use a new key for a new request.');
  if (state.kind === 'in_progress')
    throw codedError('IN_PROGRESS', 'A request with this idempotency key is still being processed; retry in a moment.');
  if (state.kind === 'replay') return { result: await steps.replay(state.response), replayed: true };
  try {
    const { result, stored } = await steps.run();
    await completeIdempotencyKey(em, scope, key, stored);
    return { result, replayed: false };
  } catch (error) {
    await releaseIdempotencyKey(em, scope, key);
    throw error;
  }
}

/** An idempotency key as callers may send it: 1 to 255 visible ASCII characters. */
export function idempotencyKeyArgument(key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw userInputError('idempotencyKey must be 1 to 255 visible ASCII characters', 'idempotencyKey');
  return key;
}

/**
 * The table the functions above use, as a service's migration creates it in its own schema. Migrations that
 * ran must not change: a later change to the table is a new migration, never an edit here.
 */
export const IDEMPOTENCY_TABLE_DDL = [
  `create table idempotency_record (
     scope text not null check (length(scope) between 1 and 300),
     key text not null check (length(key) between 1 and 255),
     request_hash text not null,
     state text not null check (state in ('in_progress', 'completed')),
     response jsonb,
     created_at timestamptz not null default now(),
     completed_at timestamptz,
     primary key (scope, key)
   )`,
  'create index idempotency_record_created_idx on idempotency_record (created_at)',
] as const;
