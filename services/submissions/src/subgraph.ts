import { expireIdempotencyKeysJob, SCOPES, startJobs, type SubgraphDefinition } from '@local-events/platform/subgraph';
import { loadSubmissionsConfig } from './config.ts';
import { database } from './database.ts';
import { parseAllowHosts } from './fetcher/allow-hosts.ts';
import { DEFAULT_LIMITS } from './fetcher/guarded-fetch.ts';
import { createContext, type SubmissionsContext } from './loaders.ts';
import { LinkTokens } from './mail/link-tokens.ts';
import { sendMailJob } from './mail/mail-job.ts';
import { Mailer } from './mail/mailer.ts';
import { processSubmissionJob } from './process-submission.ts';
import { SubmissionQuota } from './quota/submission-quota.ts';
import { buildSubmissionsSchema } from './schema.ts';
import { dueSourcesJob, runSourceJob } from './sources/run-source.ts';
import type { SubmissionServices } from './services.ts';

export const submissionsSubgraph: SubgraphDefinition<SubmissionsContext, { services: SubmissionServices }> = {
  name: 'submissions',
  database,
  schema: buildSubmissionsSchema,
  serviceScopes: [SCOPES.submit],
  async setup(runtime) {
    const config = loadSubmissionsConfig(runtime.log, runtime.budget);
    if (!runtime.credentials)
      throw new Error('the submissions service needs its own client credentials (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)');
    const partial: Omit<SubmissionServices, 'jobs'> = {
      orm: runtime.orm,
      gateway: runtime.gateway,
      credentials: runtime.credentials,
      config,
      budget: runtime.budget,
      fetchLimits: {
        ...DEFAULT_LIMITS,
        totalTimeoutMs: config.SCRAPE_TIMEOUT_MS,
        connectTimeoutMs: Math.min(DEFAULT_LIMITS.connectTimeoutMs, config.SCRAPE_TIMEOUT_MS),
        allowHosts: parseAllowHosts(config.SCRAPE_ALLOW_HOSTS),
      },
      linkTokens: new LinkTokens(config.SUBMISSION_LINK_SECRET, `${config.BASE_URL}/api/submit`),
      quota: new SubmissionQuota(
        runtime.databaseUrl,
        database.schema,
        {
          perClient: config.SUBMIT_LIMIT_PER_IP,
          perDomain: config.SUBMIT_LIMIT_PER_DOMAIN,
          windowSeconds: config.SUBMIT_LIMIT_WINDOW_SECONDS,
        },
        runtime.log,
      ),
      mailer: config.SMTP_URL ? new Mailer(config.SMTP_URL, config.MAIL_FROM) : undefined,
    };
    // Workers may pick up jobs left from before as soon as they start, before `jobs` is known here.
    const started = Promise.withResolvers<SubmissionServices>();
    const current = () => started.promise;
    const jobs = await startJobs({
      databaseUrl: runtime.databaseUrl,
      schema: database.schema,
      log: runtime.log,
      jobs: [
        processSubmissionJob(current),
        sendMailJob(current),
        runSourceJob(current),
        dueSourcesJob(current),
        expireIdempotencyKeysJob(runtime.orm),
      ],
      expiryMs: runtime.budget.JOB_EXPIRY_MS,
    });
    const services: SubmissionServices = { ...partial, jobs };
    started.resolve(services);
    return {
      services,
      close: async () => {
        await jobs.close();
        await partial.quota.close();
        partial.mailer?.close();
      },
    };
  },
  context: createContext,
};
