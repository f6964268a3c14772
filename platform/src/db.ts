import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import type { Constructor } from '@mikro-orm/core';
import { sql, type RawBuilder } from 'kysely';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migration, Migrator } from '@mikro-orm/migrations';
import type { Pool } from 'pg';
import type { Logger } from './logger.ts';
import { dbQueries } from './metrics.ts';
import { PooledClient } from './pg-client.ts';

export { Migration, sql };
export type { MikroORM };
export type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What hand-written SQL needs of the ORM: a connection and its platform, no unit of work. A request's reads that
 * are plain SQL take the service's shared manager (`context.db`) and so never fork one.
 */
export type SqlDatabase = Pick<EntityManager, 'getConnection' | 'getKysely' | 'getPlatform' | 'getMetadata'>;

/** What a service declares about its own storage: one Postgres schema, its entities and its migrations in order. */
export interface ServiceDatabase {
  schema: string;
  entities: Constructor<object>[];
  migrations: { name: string; class: Constructor<Migration> }[];
}

/** One of the service's entity classes by name, for tooling that writes rows (seeding, test fixtures). */
export function entityNamed(database: ServiceDatabase, name: string): Constructor<object> {
  const entity = database.entities.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`${database.schema} has no entity ${name}`);
  return entity;
}

/**
 * Connects to PostgreSQL with the service's own schema as search path and applies its pending migrations.
 * Several replicas may start at once: an advisory lock per schema lets one migrate while the others wait.
 */
export async function openDatabase(
  database: ServiceDatabase,
  options: { url: string; log?: Logger; poolMax?: number; migrate?: boolean },
): Promise<MikroORM> {
  const config: Options = {
    clientUrl: options.url,
    schema: database.schema,
    entities: database.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: options.poolMax ?? 10, idleTimeoutMillis: 30_000 },
    // Hand-written SQL (batched loaders, migrations) names tables without their schema; `public` holds the
    // extensions the administrator creates (earthdistance before 1.2 finds its types by the search path).
    driverOptions: { options: `-c search_path=${database.schema},public`, Client: PooledClient },
    // No `migrations.schema`: with one, the migrator puts that schema alone on the search path while it migrates,
    // and on PostgreSQL 15 and older any statement planned on the events table (whose index calls earthdistance)
    // then fails to find `earth`. The migrations table is still the service schema's (`schema` above).
    migrations: {
      tableName: 'schema_migrations',
      migrationsList: database.migrations,
      snapshot: false,
      silent: true,
    },
    allowGlobalContext: false,
    debug: false,
    onQuery: (sql) => {
      dbQueries.inc();
      return sql;
    },
  };
  const orm = await MikroORM.init(config);
  if (options.migrate ?? true) await migrate(orm, database.schema, options.log);
  return orm;
}

async function migrate(orm: MikroORM, schema: string, log?: Logger) {
  const connection = orm.em.getConnection();
  // Where roles are provisioned, the schema exists and belongs to the service, which may not create schemas.
  const [existing] = await query(orm.em, sql<{ found: number }>`select 1 as found from pg_namespace where nspname = ${schema}`);
  if (!existing) await connection.execute(`create schema "${schema}"`);
  const applied = await connection.transactional(async (transaction) => {
    await connection.execute('select pg_advisory_xact_lock(hashtext(?))', [`migrate:${schema}`], 'all', transaction);
    return orm.migrator.up({ transaction });
  });
  if (applied.length > 0) log?.info({ schema, migrations: applied.map((m) => m.name) }, 'migrations applied');
}

/** Hand-written SQL with bound parameters (arrays stay arrays), counted like the ORM's own statements. */
export async function query<Row>(db: SqlDatabase, statement: RawBuilder<Row>): Promise<Row[]> {
  dbQueries.inc();
  return (await statement.execute(db.getKysely())).rows;
}

export async function databaseReady(orm: MikroORM): Promise<{ status: 'ok' | 'fail'; detail?: string }> {
  try {
    await orm.em.getConnection().execute('select 1');
    return { status: 'ok' };
  } catch (error) {
    return { status: 'fail', detail: (error as Error).message };
  }
}

/**
 * A hot read path's statement, prepared by name: PostgreSQL parses it once per pooled connection, and plans it once
 * only if it settles on the generic plan, which it does after five calls when that plan looks no dearer than the
 * custom ones; otherwise every call is planned again (check `pg_prepared_statements.generic_plans`). The events
 * service's list of a town's events and its week counts of a few zones went into functions that keep their generic
 * plan for that. Parameters are bound ($1, $2...), never spliced. Rows come back as MikroORM's pool reads them
 * (timestamps as text). Keep `name` unique per statement text within the service.
 */
export async function preparedQuery<Row>(db: SqlDatabase, statement: { name: string; text: string }, values: unknown[]): Promise<Row[]> {
  dbQueries.inc();
  const pool = (await db.getConnection().getNativeClient()) as Pool;
  // Checked out here rather than through pool.query, which asks from the pool's own callbacks: those run in whichever
  // request's async context last handed the pool work, so a statement's trace span landed in another request's trace.
  const client = await pool.connect();
  try {
    const { rows } = await client.query({ name: statement.name, text: statement.text, values });
    client.release();
    return rows as Row[];
  } catch (error) {
    // As pool.query does: a client whose statement failed is closed, not handed to the next request.
    client.release(error as Error);
    throw error;
  }
}
