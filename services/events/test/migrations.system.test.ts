import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type MikroORM } from '@local-events/platform/subgraph';
import { eventsSubgraph } from '../src/subgraph.ts';

let orm: MikroORM;
beforeAll(async () => {
  // The stack has migrated this database already: opening it again migrates on the service's own search path.
  orm = await openDatabase(eventsSubgraph.database, { url: inject('stack').databaseUrl, migrate: true });
});
afterAll(() => orm.close());

describe("the events service's migrations", () => {
  it('are kept in the service schema, so a start after the first applies none again', async () => {
    const tables = await orm.em
      .getConnection()
      .execute<{ schemaname: string }[]>(
        `select schemaname from pg_tables where tablename = 'schema_migrations' and schemaname in ('events', 'public')`,
      );
    expect(tables.map((table) => table.schemaname)).toEqual(['events']);
    const applied = await orm.migrator.getExecuted();
    expect(applied.map((migration) => migration.name)).toEqual(eventsSubgraph.database.migrations.map((migration) => migration.name));
    expect(await orm.migrator.getPending()).toEqual([]);
  });
});
