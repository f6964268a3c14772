import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '@local-events/platform';

/** Roles are per server, so they carry the database's name: two databases on one server never share one. */
export const roleOf = (database: string, schema: string) => `${database}_${schema}`;

/**
 * Extensions the services' migrations use (the events service's accent-insensitive search that forgives a typo,
 * and distances on the earth for searches near a point). Creating them takes a superuser, which a service role is not: they are created
 * here, once, by the administrator.
 */
export const DATABASE_EXTENSIONS = ['unaccent', 'cube', 'earthdistance', 'pg_trgm', 'fuzzystrmatch'] as const;

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

/**
 * Least privilege: one login role per service, owning its own schema and every object in it, with no access
 * to the other services' schemas. Passwords are new random ones on every start (nothing to keep or leak).
 * Returns a database URL per service; when the admin URL may not create roles (a managed database), the
 * services share it and a warning says so.
 */
export async function provisionServiceRoles(adminUrl: string, schemas: string[], log: Logger): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const database = databaseOf(adminUrl);
  try {
    for (const extension of DATABASE_EXTENSIONS)
      await client.query(`create extension if not exists ${pg.escapeIdentifier(extension)} with schema public`);
    const urls: Record<string, string> = {};
    for (const schema of schemas) {
      const name = roleOf(database, schema);
      const role = pg.escapeIdentifier(name);
      const password = randomBytes(24).toString('base64url');
      const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [name]);
      if (!rowCount) await client.query(`create role ${role} login`);
      await client.query(`alter role ${role} with login password ${pg.escapeLiteral(password)}`);
      await client.query(`create schema if not exists ${pg.escapeIdentifier(schema)} authorization ${role}`);
      await client.query(`alter schema ${pg.escapeIdentifier(schema)} owner to ${role}`);
      // Tables created before the role existed (older data folders) change hands too; their identity
      // sequences follow them.
      const { rows } = await client.query<{ table: string }>(
        `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relkind in ('r', 'p') and pg_get_userbyid(c.relowner) <> $2`,
        [schema, name],
      );
      for (const { table } of rows)
        await client.query(`alter table ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)} owner to ${role}`);
      const url = new URL(adminUrl);
      url.username = name;
      url.password = password;
      urls[schema] = url.toString();
    }
    return urls;
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error; // insufficient_privilege
    log.warn('the database user may not create roles: every service uses DATABASE_URL (no per-service least privilege)');
    return Object.fromEntries(schemas.map((schema) => [schema, adminUrl]));
  } finally {
    await client.end();
  }
}

/** Removes the roles of a database that has been dropped (test databases). */
export async function dropServiceRoles(serverUrl: string, database: string, schemas: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`drop role if exists ${pg.escapeIdentifier(roleOf(database, schema))}`);
  } finally {
    await client.end();
  }
}
