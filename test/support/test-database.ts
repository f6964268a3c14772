import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../infra/src/databases.ts';
import { dropServiceRoles } from '../../infra/src/service-roles.ts';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import { startEmbeddedPostgres } from '../../infra/src/embedded-postgres.ts';
import { freePort } from '../../infra/src/ports.ts';

/** A throw-away database: on DATABASE_URL's server when set, otherwise on an embedded server of its own. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `local_events_test_${randomBytes(6).toString('hex')}`;
  if (process.env.DATABASE_URL) {
    const serverUrl = process.env.DATABASE_URL;
    await ensureDatabase(serverUrl, name);
    return {
      url: databaseUrl(serverUrl, name),
      drop: async () => {
        await dropDatabase(serverUrl, name);
        await dropServiceRoles(serverUrl, name, SUBGRAPHS.map((subgraph) => subgraph.name));
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'local-events-pg-'));
  await chmod(dir, 0o755); // as root, PostgreSQL runs as another user who must enter it
  const server = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
  await ensureDatabase(server.serverUrl, name);
  return {
    url: databaseUrl(server.serverUrl, name),
    drop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
