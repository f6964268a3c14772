import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, preparedQuery, type MikroORM } from '@local-events/platform/subgraph';
import { eventsSubgraph } from '../src/subgraph.ts';

/** Stands for the trace context of a request: the context manager keeps it in an AsyncLocalStorage too. */
const request = new AsyncLocalStorage<string>();

let orm: MikroORM;
beforeAll(async () => {
  // One connection, so the one a request opens is the one every later statement uses.
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').databaseUrl, migrate: false, poolMax: 1 });
});
afterAll(() => orm.close());

describe('a pooled database connection', () => {
  it('opened while serving a request, does not carry that request’s async context to the requests it serves later', async () => {
    const one = { name: 'pooled-connection-test-one', text: 'select 1 as one' };
    await request.run('the request that opened the connection', () => preparedQuery(orm.em.fork(), one, []));
    const pool = (await orm.em.getConnection().getNativeClient()) as Pool;
    const client = await pool.connect();
    try {
      // The callback runs from the connection's socket, in whatever async context that socket was opened in.
      const seen = await new Promise((resolve, reject) => client.query('select 1', (error) => (error ? reject(error) : resolve(request.getStore()))));
      expect(seen).toBeUndefined();
      expect(await request.run('a later request', async () => (await client.query('select 2 as two')) && request.getStore())).toBe('a later request');
    } finally {
      client.release();
    }
  });
});
