/** The database server, each size's database and data, and the stacks and single processes started on them. */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl, dropDatabase, ensureDatabase } from '../infra/src/databases.ts';
import { seedDemoData } from '../infra/src/demo/seed.ts';
import { startEmbeddedPostgres } from '../infra/src/embedded-postgres.ts';
import { startNodeProcess } from '../infra/src/node-process.ts';
import { freePort } from '../infra/src/ports.ts';
import { dropServiceRoles, provisionServiceRoles } from '../infra/src/service-roles.ts';
import { startStack, type Stack } from '../infra/src/stack.ts';
import { SUBGRAPHS } from '../infra/src/subgraphs.ts';
import { generate, type Generated } from './generate.ts';
import type { Meters } from './meters.ts';
import { postgresServerPid } from './process-usage.ts';
import { AS_IN_SERVICE, log } from './settings.ts';
import type { Ask } from './workload.ts';

export interface DatabaseServer {
  url: string;
  /** Its main process, when it runs on this machine: its CPU is counted where runs are one at a time. */
  pid?: number;
  stop(): Promise<void>;
}

/** The server at DATABASE_URL, or else an embedded PostgreSQL in a folder of its own, removed when it stops. */
export async function startDatabaseServer(): Promise<DatabaseServer> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), 'local-events-bench-pg-'));
    const embedded = await startEmbeddedPostgres({ dir, port: await freePort() });
    url = embedded.serverUrl;
    stop = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  try {
    return { url, pid: await localServerPid(url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The process a local PostgreSQL server's connections are started by (the parent of this connection's), if local. */
async function localServerPid(serverUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return postgresServerPid(rows[0]!.pid);
  } finally {
    await client.end();
  }
}

/** One size's data and what starts a stack on it, kept until the bench ends: the fixed-rate target asks every size in turns. */
export interface Prepared {
  size: number;
  adminUrl: string;
  /** The database server's main process, when local (DatabaseServer). */
  databasePid?: number;
  data: Generated;
  /** This data's towns, largest first. */
  towns: Ask['zone'][];
  /** The token of every process's `/metrics`. */
  metricsToken: string;
  /** Holds the stacks' folders (logs, the development identity provider's state). */
  workDir: string;
  /** A new stack on this data, in `folder` under `workDir`; `env` adds to the settings. */
  newStack(folder: string, env?: Record<string, string>): Promise<Stack>;
  /** Drops the database, its roles and `workDir`. */
  drop(): Promise<void>;
}

/** A database for `size`, with the service roles, the demo data and the generated events. */
export async function prepareSize(server: DatabaseServer, size: number): Promise<Prepared> {
  const serverUrl = server.url;
  const name = `local_events_bench_${size}`;
  await dropDatabase(serverUrl, name).catch(() => {});
  await ensureDatabase(serverUrl, name);
  const adminUrl = databaseUrl(serverUrl, name);
  const workDir = await mkdtemp(join(tmpdir(), 'local-events-bench-'));
  const drop = async () => {
    await dropDatabase(serverUrl, name).catch(() => {});
    await dropServiceRoles(
      serverUrl,
      name,
      SUBGRAPHS.map((subgraph) => subgraph.name),
    ).catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const databaseUrls = await provisionServiceRoles(
      adminUrl,
      SUBGRAPHS.map((subgraph) => subgraph.name),
      log,
    );
    await seedDemoData(databaseUrls, log, 'http://127.0.0.1:3001');
    log.info({ size }, 'generating events');
    const data = await generate(adminUrl, size);
    log.info({ size, towns: data.towns, venues: data.venues, events: data.events }, 'generated');
    const towns = await townsBySize(adminUrl);
    const metricsToken = randomBytes(32).toString('base64url');
    const newStack = async (folder: string, env: Record<string, string> = {}) => {
      const apiPort = await freePort();
      return startStack({
        compiled: true,
        databaseUrls,
        baseUrl: `http://127.0.0.1:${apiPort}`,
        siteUrl: 'http://127.0.0.1:3001',
        logDir: join(workDir, folder, 'logs'),
        supergraphPath: join(workDir, folder, 'supergraph.graphql'),
        ports: { identity: 0, api: apiPort, site: 0, gateway: 0, locations: 0, events: 0, venues: 0, submissions: 0 },
        oidcAudience: `http://127.0.0.1:${apiPort}/api`,
        identity: { stateDir: join(workDir, folder, 'identity') },
        env: {
          ...AS_IN_SERVICE,
          PUBLIC_CACHE_SECONDS: '0',
          SUBMISSION_LINK_SECRET: 'x'.repeat(40),
          ALTCHA_HMAC_SECRET: 'y'.repeat(40),
          SESSION_SECRET: 's'.repeat(40),
          METRICS_TOKEN: metricsToken,
          ...env,
        },
      });
    };
    return { size, adminUrl, databasePid: server.pid, data, towns, metricsToken, workDir, newStack, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The towns people ask about, largest (most venues) first. */
async function townsBySize(adminUrl: string): Promise<Ask['zone'][]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; slug: string; lat: number; lng: number }>(
      `select c.id, c.slug, coalesce((array_agg(v.lat order by v.id))[1], 0) as lat, coalesce((array_agg(v.lng order by v.id))[1], 0) as lng from locations.location c
         join locations.location z on z.id = c.id or z.parent_id = c.id
         left join venues.venue v on v.zone_id = z.id
        where c.kind = 'city' and not c.hidden
        group by c.id, c.slug order by count(v.id) desc, c.id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** What the bench reads of a stack's processes' own figures. */
export const stackMeters = (stack: Stack, token: string): Meters => ({
  urls: { api: stack.urls.api, gateway: stack.urls.gateway.replace('/graphql', ''), ...stack.urls.subgraphs },
  token,
});

/**
 * One process besides a stack (the baseline, a second facade), started from `main` with `env` added: the project's
 * own processes as built (`npm run build`), the bench's baseline from its source.
 */
export async function spawnProcess(main: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const started = startNodeProcess(main, { env: { ...process.env, ...env }, output: 'inherit', compiled: !main.startsWith('bench/') });
  return { child: started.child, url: `http://127.0.0.1:${await started.ready}` };
}
