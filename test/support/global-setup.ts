import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '@local-events/platform';
import { provisionServiceRoles } from '../../infra/src/service-roles.ts';
import { buildAll } from '../../infra/src/build.ts';
import { startStack, type Stack } from '../../infra/src/stack.ts';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import { freePort } from '../../infra/src/ports.ts';
import { startMailCatcher } from '../../infra/src/mail-catcher.ts';
import { startTraceReceiver } from '../../infra/src/trace-receiver.ts';
import { createTestDatabase } from './test-database.ts';
import { startFixturePages } from './fixture-pages.ts';
import { startStackControl } from './stack-control.ts';

export interface StackInfo {
  issuer: string;
  audience: string;
  identityStateDir: string;
  api: string;
  site: string;
  gateway: string;
  subgraphs: Record<string, string>;
  databaseUrl: string;
  /** Each subgraph's own database URL (its own role). */
  serviceDatabaseUrls: Record<string, string>;
  logDir: string;
  /** Where the stack's mail arrives (smtp-server), one .eml file per message. */
  mailDir: string;
  /** Pages the submission fetcher may fetch (SCRAPE_ALLOW_HOSTS), from files written to `fixtures.dir`. */
  fixtures: { url: string; dir: string; privateUrl: string; anotherSiteUrl: string };
  /** Stops and starts processes of the stack (see stack-control.ts). */
  controlUrl: string;
  /** The submissions service's link-signing secret, to forge expired links with. */
  submissionLinkSecret: string;
  /** The internal hops' secrets: the gateway's to the subgraphs, the facades' to the gateway. */
  secrets: { gateway: string; facade: string };
  /** The bearer token every process's /metrics answers to (METRICS_TOKEN). */
  metricsToken: string;
  /** The OTLP receiver every process exports its traces to (infra/src/trace-receiver.ts), sampling 10 % of new traces. */
  traceReceiver: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

interface RunningTestStack {
  info: StackInfo;
  stop: () => Promise<void>;
}

/** Where the one stack of a run is kept: both system projects' setups (each its own copy of this module) find it. */
const SHARED = Symbol.for('local-events.test-stack');
type Shared = { started: Promise<RunningTestStack>; users: number };

/**
 * The real system for the whole suite, started once however many projects ask for it (the system tests that may run
 * side by side, and those that run alone): a throw-away database and every process on loopback. The last project to
 * finish stops it.
 */
export default async function setup(project: TestProject) {
  const holder = globalThis as { [SHARED]?: Shared };
  holder[SHARED] ??= { started: startTestStack(), users: 0 };
  const shared = holder[SHARED];
  shared.users += 1;
  const { info, stop } = await shared.started;
  project.provide('stack', info);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) await stop();
  };
}

async function startTestStack(): Promise<RunningTestStack> {
  const database = await createTestDatabase();
  const workDir = await mkdtemp(join(tmpdir(), 'local-events-stack-'));
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const mail = await startMailCatcher({ dir: join(workDir, 'mail') });
  const submissionLinkSecret = randomBytes(32).toString('base64url');
  const metricsToken = randomBytes(32).toString('base64url');
  const fixtures = await startFixturePages(join(workDir, 'pages'));
  const traces = await startTraceReceiver();
  let stack: Stack;
  let databaseUrls: Record<string, string>;
  try {
    databaseUrls = await provisionServiceRoles(
      database.url,
      SUBGRAPHS.map((subgraph) => subgraph.name),
      createLogger('test-setup'),
    );
    // The system under test is what production runs: the JavaScript `npm run build` makes, built now from the code.
    await buildAll();
    stack = await startStack({
      compiled: true,
      databaseUrls,
      baseUrl,
      siteUrl,
      logDir: join(workDir, 'logs'),
      supergraphPath: join(workDir, 'supergraph.graphql'),
      ports: { identity: 0, api: apiPort, site: sitePort, gateway: 0, locations: 0, events: 0, venues: 0, submissions: 0 },
      oidcAudience: `${baseUrl}/api`,
      identity: { stateDir: join(workDir, 'identity') },
      env: {
        LOG_LEVEL: 'info',
        SMTP_URL: mail.url,
        SUBMISSION_LINK_SECRET: submissionLinkSecret,
        METRICS_TOKEN: metricsToken,
        SCRAPE_ALLOW_HOSTS: [fixtures.url, fixtures.anotherSiteUrl].map((url) => new URL(url).host).join(','),
        SCRAPE_TIMEOUT_MS: '3000',
        // Followed sources: a feed over 2 MB or slower than 3 s fails its run, as 5 MB and 20 s do in service.
        SOURCE_MAX_BYTES: String(2 * 1024 * 1024),
        SOURCE_TIMEOUT_MS: '3000',
        SOURCE_MAX_EVENTS: '50',
        ALTCHA_HMAC_SECRET: randomBytes(32).toString('base64url'),
        // Tracing on as in service: 10 % of new traces, the rest when a project's own caller continues one.
        OTEL_EXPORTER_OTLP_ENDPOINT: traces.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
        OTEL_BSP_SCHEDULE_DELAY: '200',
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        ALTCHA_COST: '100',
        // Generous: the quota tests run a submissions replica of their own with a small quota.
        SUBMIT_LIMIT_PER_IP: '100000',
        SUBMIT_LIMIT_PER_DOMAIN: '100000',
        // Generous too (every test calls from loopback): the cost-quota test runs a gateway of its own with a small one.
        GRAPHQL_COST_PER_MINUTE: '1000000000',
        // Tests arrange data straight in the tables, behind the API's back: its public cache would show them stale.
        // The cache has tests of its own, on facades of their own.
        PUBLIC_CACHE_SECONDS: '0',
        // The same for the locations service's copy of the zones (tested on its own in services/locations/test).
        ZONE_CACHE_SECONDS: '0',
      },
      // Quick enough for the supervision tests to see a crash or a wedge handled in a few seconds.
      supervision: { livenessIntervalMs: 1_000, missedBeforeRestart: 3, initialBackoffMs: 500, maxBackoffMs: 5_000, stableAfterMs: 30_000 },
    });
  } catch (error) {
    await Promise.all([mail.close(), fixtures.close(), traces.close()]);
    await database.drop();
    throw error;
  }
  const control = await startStackControl(stack, database);
  const info: StackInfo = {
    issuer: stack.urls.issuer,
    audience: `${baseUrl}/api`,
    identityStateDir: join(workDir, 'identity'),
    api: stack.urls.api,
    site: stack.urls.site,
    gateway: stack.urls.gateway,
    subgraphs: stack.urls.subgraphs,
    databaseUrl: database.url,
    serviceDatabaseUrls: databaseUrls,
    logDir: join(workDir, 'logs'),
    mailDir: mail.dir,
    fixtures: { url: fixtures.url, dir: fixtures.dir, privateUrl: fixtures.privateUrl, anotherSiteUrl: fixtures.anotherSiteUrl },
    controlUrl: control.url,
    submissionLinkSecret,
    secrets: stack.secrets,
    metricsToken,
    traceReceiver: traces.url,
  };
  const stop = async () => {
    await control.close();
    await stack.stop();
    await Promise.all([mail.close(), fixtures.close(), traces.close()]);
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  };
  return { info, stop };
}
