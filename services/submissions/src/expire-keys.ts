import { defineJob, expireIdempotencyKeys } from '@local-events/platform/subgraph';
import type { SubmissionServices } from './services.ts';

/** Idempotency keys are kept 72 hours (at least the 24 the API promises), then forgotten, hourly. */
export const expireKeysJob = (services: () => Promise<SubmissionServices>) =>
  defineJob<object>({
    name: 'expire-idempotency-keys',
    cron: '17 * * * *',
    queue: { retryLimit: 2, expireInSeconds: 300 },
    async handle(_data, attempt) {
      const removed = await expireIdempotencyKeys((await services()).orm.em.fork(), 72);
      if (removed > 0) attempt.log.info({ removed }, 'idempotency keys expired');
    },
  });
