import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createLogger } from '@local-events/platform';
import { PooledClient, startJobs } from '@local-events/platform/subgraph';
import { SubmissionQuota } from '../src/quota/submission-quota.ts';

const log = createLogger('pooled-clients-test', 'silent');
afterEach(() => vi.restoreAllMocks());

/** What services/events/test/pooled-connection.test.ts checks of the ORM's pool holds for the others only if they open their connections with PooledClient. */
describe('the pools besides the ORM’s', () => {
  it('the submission quota’s opens its connections with PooledClient', async () => {
    const connect = vi.spyOn(PooledClient.prototype, 'connect');
    const quota = new SubmissionQuota(
      inject('stack').databaseUrl,
      'submissions',
      { perClient: 100, perDomain: 100, windowSeconds: 60 },
      log,
    );
    try {
      await quota.countClient(`2001:db8::${randomBytes(2).toString('hex')}`);
      expect(connect).toHaveBeenCalled();
    } finally {
      await quota.close();
    }
  });

  it('the job queue’s opens its connections with PooledClient', async () => {
    const databaseUrl = inject('stack').databaseUrl;
    const schema = `pooled_clients_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const connect = vi.spyOn(PooledClient.prototype, 'connect');
    try {
      const jobs = await startJobs({ databaseUrl, schema, log, jobs: [], expiryMs: 60_000 });
      await jobs.close();
      expect(connect).toHaveBeenCalled();
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
