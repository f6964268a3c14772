import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createLogger, DEFAULT_OPERATION_LIMITS, DEFAULT_TIME_BUDGET, type RunningServer } from '@local-events/platform';
import { startGateway } from '../../gateway/src/gateway.ts';
import { SUBMISSIONS_CLIENT } from '../../infra/src/identity/demo-clients.ts';
import { runningProvider } from '../../infra/src/identity/state.ts';
import { startNodeProcess } from '../../infra/src/node-process.ts';
import { composeFrom, currentSdls } from '../../infra/src/supergraph.ts';

export interface LimitedSubmissions {
  /** A gateway of its own (trusting X-Forwarded-For) whose submissions subgraph has the small quota. */
  gateway: string;
  close(): Promise<void>;
}

/**
 * Another replica of the submissions service with a small quota, as its own process on the running stack's database
 * (so it shares the quota's counters with the stack's own replica), behind a gateway of its own that routes every
 * other subgraph to the running stack.
 */
export async function limitedSubmissions(limits: { perIp: number; perDomain: number }): Promise<LimitedSubmissions> {
  const stack = inject('stack');
  const { state } = await runningProvider(stack.identityStateDir);
  const started = startNodeProcess('services/submissions/src/main.ts', {
    env: {
      ...process.env,
      PORT: '0',
      // Vitest puts Vite's BASE_URL ('/') in process.env: give the service the real one.
      BASE_URL: stack.api,
      HOST: '127.0.0.1',
      DATABASE_URL: stack.serviceDatabaseUrls.submissions,
      OIDC_ISSUER: stack.issuer,
      OIDC_AUDIENCE: stack.audience,
      OIDC_CLIENT_ID: SUBMISSIONS_CLIENT.clientId,
      OIDC_CLIENT_SECRET: state.clientSecrets[SUBMISSIONS_CLIENT.clientId],
      GATEWAY_URL: stack.gateway,
      GATEWAY_SECRET: stack.secrets.gateway,
      SUBMISSION_LINK_SECRET: stack.submissionLinkSecret,
      SCRAPE_ALLOW_HOSTS: [stack.fixtures.url, stack.fixtures.anotherSiteUrl].map((url) => new URL(url).host).join(','),
      SCRAPE_TIMEOUT_MS: '3000',
      SUBMIT_LIMIT_PER_IP: String(limits.perIp),
      SUBMIT_LIMIT_PER_DOMAIN: String(limits.perDomain),
      SUBMIT_LIMIT_WINDOW_SECONDS: '600',
      LOG_LEVEL: 'warn',
    },
    output: 'inherit',
  });
  const port = await started.ready;
  const path = join(await mkdtemp(join(tmpdir(), 'supergraph-limited-')), 'supergraph.graphql');
  await writeFile(path, composeFrom(await currentSdls(), { ...stack.subgraphs, submissions: `http://127.0.0.1:${port}/graphql` }));
  let gateway: RunningServer;
  try {
    gateway = await startGateway({
      supergraphPath: path,
      port: 0,
      log: createLogger('limited-gateway', 'silent'),
      gatewaySecret: stack.secrets.gateway,
      facadeSecret: stack.secrets.facade,
      trustProxy: true,
      limits: DEFAULT_OPERATION_LIMITS,
      subgraphTimeoutMs: DEFAULT_TIME_BUDGET.SUBGRAPH_TIMEOUT_MS,
    });
  } catch (error) {
    started.child.kill('SIGTERM');
    throw error;
  }
  return {
    gateway: `${gateway.url}/graphql`,
    async close() {
      await gateway.close();
      started.child.kill('SIGTERM');
      await started.exited;
    },
  };
}
