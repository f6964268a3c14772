import { randomUUID } from 'node:crypto';
import { defineJob, type SubgraphRuntime } from '@local-events/platform/subgraph';
import { NotifySubmitterDocument, type NotifySubmitterMutationVariables } from './generated/operations.ts';

export type SubmitterNotice = NotifySubmitterMutationVariables;

export const NOTIFY_SUBMITTER = 'notify-submitter';

/**
 * Tells the submissions service (which knows the submitter's address and writes the mail) that a reviewer
 * asks for more information. Enqueued in the transaction that records the request, so it is neither lost
 * nor sent for a request that was rolled back; retried with backoff while the submissions service is away.
 */
export const notifySubmitterJob = (runtime: SubgraphRuntime) =>
  defineJob<SubmitterNotice>({
    name: NOTIFY_SUBMITTER,
    queue: { retryLimit: 12, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 },
    async handle(notice, attempt) {
      if (!runtime.credentials) throw new Error('the events service has no client credentials (OIDC_CLIENT_ID) to notify submitters with');
      await runtime.gateway.request(NotifySubmitterDocument, notice, {
        requestId: `job-${attempt.id}-${randomUUID().slice(0, 8)}`,
        authorization: await runtime.credentials.authorization(),
      });
      attempt.log.info({ submissionUuid: notice.submissionUuid }, 'submitter notified');
    },
  });
