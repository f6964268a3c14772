import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, preparedQuery, type MikroORM } from '@local-events/platform/subgraph';
import { eventsSubgraph } from '../src/subgraph.ts';

/** Stands for the trace context of a request: the context manager keeps it in an AsyncLocalStorage too. */
const request = new AsyncLocalStorage<string>();
const one = { name: 'pooled-connection-test-one', text: 'select 1 as one' };

let orm: MikroORM;
let pool: Pool;
beforeAll(async () => {
  // One connection, so the one a request opens is the one every later statement uses.
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').databaseUrl, migrate: false, poolMax: 1 });
  pool = (await orm.em.getConnection().getNativeClient()) as Pool;
});
afterAll(() => orm.close());

/** Closes the pool's one connection, so that the next statement opens a new one. */
async function closeConnection() {
  const client = await pool.connect();
  client.release(new Error('closed by the test'));
  expect(pool.totalCount).toBe(0);
}

describe('a pooled database connection', () => {
  it('opened while serving a request, does not carry that request’s async context to the requests it serves later', async () => {
    await closeConnection();
    await request.run('the request that opened the connection', () => preparedQuery(orm.em.fork(), one, []));
    expect(pool.totalCount).toBe(1);
    const client = await pool.connect();
    try {
      // The callback runs from the connection's socket, in whatever async context that socket was opened in.
      const seen = await new Promise((resolve, reject) =>
        client.query('select 1', (error) => (error ? reject(error) : resolve(request.getStore()))),
      );
      expect(seen).toBeUndefined();
      expect(await request.run('a later request', async () => (await client.query('select 2 as two')) && request.getStore())).toBe(
        'a later request',
      );
    } finally {
      client.release();
    }
  });

  it('is handed to the caller that asked for it in the caller’s context, where pool.query sends its statement', async () => {
    await closeConnection();
    const seen = await request.run(
      'the caller',
      () =>
        new Promise((resolve) => {
          pool.once('acquire', () => resolve(request.getStore()));
          void pool.query('select 1');
        }),
    );
    expect(seen).toBe('the caller');
  });
});
