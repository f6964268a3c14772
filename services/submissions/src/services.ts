import type { TimeBudget } from '@local-events/platform';
import type { GatewayClient, Jobs, MikroORM, ServiceCredentials } from '@local-events/platform/subgraph';
import type { SubmissionsConfig } from './config.ts';
import type { FetchLimits } from './fetcher/guarded-fetch.ts';
import type { LinkTokens } from './mail/link-tokens.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SubmissionQuota } from './quota/submission-quota.ts';

/** What the submissions service runs with, beside each request's context: started once, shared by requests and jobs. */
export interface SubmissionServices {
  orm: MikroORM;
  gateway: GatewayClient;
  credentials: ServiceCredentials;
  jobs: Jobs;
  config: SubmissionsConfig;
  budget: TimeBudget;
  fetchLimits: FetchLimits;
  linkTokens: LinkTokens;
  quota: SubmissionQuota;
  /** Absent without SMTP_URL. */
  mailer?: Mailer;
}

/** The call context for asking other services as the submissions service itself. */
export async function asService(services: Pick<SubmissionServices, 'credentials'>, requestId: string) {
  return { requestId, authorization: await services.credentials.authorization() };
}
