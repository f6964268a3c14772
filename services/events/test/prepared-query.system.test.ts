import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, preparedQuery, type MikroORM } from '@local-events/platform/subgraph';
import { eventsSubgraph } from '../src/subgraph.ts';

let orm: MikroORM;
beforeAll(async () => {
  // One connection: a statement that kept it would leave the next one waiting.
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').databaseUrl, migrate: false, poolMax: 1 });
});
afterAll(() => orm.close());

describe('a prepared statement on the hot read paths', () => {
  it('answers with its rows, and after a statement that fails the pool goes on answering', async () => {
    const db = orm.em.fork();
    const double = { name: 'prepared-query-test-double', text: 'select $1::int * 2 as doubled' };
    expect(await preparedQuery(db, double, [21])).toEqual([{ doubled: 42 }]);
    await expect(preparedQuery(db, double, ['twenty-one'])).rejects.toThrow(/invalid input syntax/);
    expect(await preparedQuery(db, double, [4])).toEqual([{ doubled: 8 }]);
  });
});
