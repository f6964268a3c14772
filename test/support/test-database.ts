import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../infra/src/databases.ts';
import { dropServiceRoles } from '../../infra/src/service-roles.ts';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import { startEmbeddedPostgres } from '../../infra/src/embedded-postgres.ts';
import { freePort } from '../../infra/src/ports.ts';
import pg from 'pg';

/** A throw-away database: on DATABASE_URL's server when set, otherwise on an embedded server of its own. */
export interface TestDatabase {
  url: string;
  /**
   * What a PostgreSQL restart does to the services: the embedded server is stopped and started again; on a
   * server of DATABASE_URL's (not ours to restart), every connection to the test database is ended instead.
   */
  restart(): Promise<void>;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `local_events_test_${randomBytes(6).toString('hex')}`;
  if (process.env.DATABASE_URL) {
    const serverUrl = process.env.DATABASE_URL;
    await ensureDatabase(serverUrl, name);
    return {
      url: databaseUrl(serverUrl, name),
      restart: async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        await client.end();
      },
      drop: async () => {
        await dropDatabase(serverUrl, name);
        await dropServiceRoles(
          serverUrl,
          name,
          SUBGRAPHS.map((subgraph) => subgraph.name),
        );
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'local-events-pg-'));
  await chmod(dir, 0o755); // as root, PostgreSQL runs as another user who must enter it
  const port = await freePort();
  let server = await startEmbeddedPostgres({ dir, port });
  await ensureDatabase(server.serverUrl, name);
  return {
    url: databaseUrl(server.serverUrl, name),
    restart: async () => {
      await server.stop();
      server = await startEmbeddedPostgres({ dir, port });
    },
    drop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
