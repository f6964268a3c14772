import pg from 'pg';

/** Creates `name` on the server if it is not there yet. */
export async function ensureDatabase(serverUrl: string, name: string) {
  await withAdmin(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
}

export async function dropDatabase(serverUrl: string, name: string) {
  await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`));
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
