import { PgBoss, type Db, type JobWithMetadata, type Queue } from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { EntityManager, MikroORM } from './db.ts';
import { expireIdempotencyKeys } from './idempotency.ts';
import type { Logger } from './logger.ts';
import { PooledClient } from './pg-client.ts';
import { activeTraceLogFields, currentTraceCarrier, inJobSpan } from './tracing/spans.ts';

/** Where a job's data carries the trace context of whatever sent it (see inJobSpan). */
const TRACE_KEY = '_trace';

/** Where a job handler stands: which attempt this is, and whether a failure now is final. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  lastAttempt: boolean;
  log: Logger;
}

/** A kind of durable job: its queue's retry policy and what it does. A handler that throws is retried. */
export interface JobDefinition<Data extends object = never> {
  name: string;
  queue: Omit<Queue, 'name'>;
  /** Runs on this cron schedule (UTC), once across all replicas, besides whenever it is sent. */
  cron?: string;
  handle: (data: Data, attempt: JobAttempt) => Promise<void>;
}

/** `defineJob` keeps each job's data type while a service lists its jobs together. */
export const defineJob = <Data extends object>(job: JobDefinition<Data>) => job as unknown as JobDefinition<object>;

/**
 * pg-boss enqueueing through `em`'s connection: inside `em.transactional`, the job is stored in the same
 * transaction as the rows it is about, so a job exists exactly when its data does.
 */
export const sameTransaction = (em: EntityManager): Db => ({
  executeSql: async (text, values) => ({
    rows: (await em.getKysely().executeQuery(CompiledQuery.raw(text, values ?? []))).rows as never[],
  }),
});

export interface Jobs {
  send(name: string, data: object, options?: { em?: EntityManager; singletonKey?: string }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Durable jobs in the service's own schema (pg-boss, which creates its tables there but not the schema),
 * worked by every replica of the service. New jobs wake workers at once (LISTEN/NOTIFY); a poll every second
 * picks up retries whose backoff has run out (they send no notification).
 */
export async function startJobs(options: {
  databaseUrl: string;
  schema: string;
  log: Logger;
  jobs: JobDefinition<object>[];
  /** How long a job may run before it counts as lost (the time budget's JOB_EXPIRY_MS), unless its queue says otherwise. */
  expiryMs: number;
}): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.schema,
    createSchema: false,
    useListenNotify: true,
    max: 4,
    // Handed on to pg's pool with the rest, though pg-boss's types leave it out.
    ...({ Client: PooledClient } as object),
    // A job whose worker lost the database while it ran stays active until it expires: notice that soon.
    superviseIntervalSeconds: 10,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of options.jobs) {
    // The queue's retry policy is the code's: created the first time, brought up to date on every start.
    const queue = { notify: true, expireInSeconds: Math.ceil(options.expiryMs / 1000), ...job.queue };
    if (await boss.getQueue(job.name)) {
      // A queue's policy is fixed when it is created (pg-boss refuses to change it); the rest follows the code.
      const { policy: _policy, ...changeable } = queue;
      await boss.updateQueue(job.name, changeable);
    } else await boss.createQueue(job.name, queue);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work<object>(
      job.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
      async ([claimed]) => {
        const current = claimed as JobWithMetadata<object>;
        const { [TRACE_KEY]: trace, ...data } = current.data as { [TRACE_KEY]?: Record<string, string> };
        await inJobSpan(job.name, trace, { 'job.id': current.id, 'job.attempt': current.retryCount + 1 }, async () => {
          const log = options.log.child({ job: job.name, jobId: current.id, attempt: current.retryCount + 1, ...activeTraceLogFields() });
          try {
            await job.handle(data, {
              id: current.id,
              retryCount: current.retryCount,
              lastAttempt: current.retryCount >= current.retryLimit,
              log,
            });
          } catch (error) {
            log.warn({ err: error }, 'job attempt failed');
            throw error;
          }
        });
      },
    );
  }
  return {
    async send(name, data, sendOptions = {}) {
      await boss.send(
        name,
        { ...data, [TRACE_KEY]: currentTraceCarrier() },
        {
          ...(sendOptions.em ? { db: sameTransaction(sendOptions.em) } : {}),
          ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        },
      );
    },
    close: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/** Forgets idempotency keys after 72 hours (the API promises at least 24), hourly: for services that keep them. */
export const expireIdempotencyKeysJob = (orm: MikroORM) =>
  defineJob<object>({
    name: 'expire-idempotency-keys',
    cron: '17 * * * *',
    queue: { retryLimit: 2, expireInSeconds: 300 },
    async handle(_data, attempt) {
      const removed = await expireIdempotencyKeys(orm.em, 72);
      if (removed > 0) attempt.log.info({ removed }, 'idempotency keys expired');
    },
  });
