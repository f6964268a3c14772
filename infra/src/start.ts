/**
 * `npm start`: the whole system on one machine. Without DATABASE_URL an embedded PostgreSQL keeps its data
 * under .data/; migrations run, demo data is seeded once, every process starts, and Ctrl-C stops them all.
 */
import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { createLogger, databaseUrl as databaseUrlSchema, httpUrl, loadConfig, metricsSettings, port } from '@local-events/platform';
import { databaseUrl, ensureDatabase } from './databases.ts';
import { seedDemoData } from './demo/seed.ts';
import { provisionServiceRoles } from './service-roles.ts';
import { SUBGRAPHS } from './subgraphs.ts';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.ts';
import { repoPath } from './paths.ts';
import { startStack } from './stack.ts';
import { localSecret } from './local-secret.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { demoAccountsFile } from './identity/demo-accounts.ts';

const config = loadConfig(
  z.object({
    DATABASE_URL: databaseUrlSchema.optional(),
    DATA_DIR: z.string().default(repoPath('.data')),
    EMBEDDED_POSTGRES_PORT: port(54329),
    BASE_URL: httpUrl.default('http://localhost:3000'),
    SITE_URL: httpUrl.default('http://localhost:3001'),
    API_PORT: port(3000),
    SITE_PORT: port(3001),
    GATEWAY_PORT: port(4000),
    LOCATIONS_PORT: port(4001),
    EVENTS_PORT: port(4002),
    VENUES_PORT: port(4003),
    SUBMISSIONS_PORT: port(4004),
    IDENTITY_PORT: port(4010),
    /** An external OpenID provider; when unset, the development provider runs on IDENTITY_PORT. */
    OIDC_ISSUER: httpUrl.optional(),
    OIDC_AUDIENCE: httpUrl.optional(),
    /** A real mail server; when unset, the development catcher keeps every message under DATA_DIR/mail. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_CATCHER_PORT: port(1025),
    SUBMISSION_LINK_SECRET: z.string().min(32).optional(),
    ALTCHA_HMAC_SECRET: z.string().min(32).optional(),
    SESSION_SECRET: z.string().min(32).optional(),
    ...metricsSettings,
  }),
);
const log = createLogger('start');

let postgres: RunningPostgres | undefined;
let url = config.DATABASE_URL;
if (!url) {
  log.info({ dir: `${config.DATA_DIR}/postgres`, port: config.EMBEDDED_POSTGRES_PORT }, 'starting embedded PostgreSQL');
  try {
    postgres = await startEmbeddedPostgres({ dir: `${config.DATA_DIR}/postgres`, port: config.EMBEDDED_POSTGRES_PORT });
    await ensureDatabase(postgres.serverUrl, 'local_events');
  } catch (error) {
    log.fatal(
      { err: error },
      'embedded PostgreSQL did not start. Is EMBEDDED_POSTGRES_PORT free? Run as root, PostgreSQL runs as the "postgres" user, ' +
        'who must be able to enter every folder above DATA_DIR. Or set DATABASE_URL to a PostgreSQL server of your own.',
    );
    await postgres?.stop().catch(() => {});
    process.exit(1);
  }
  url = databaseUrl(postgres.serverUrl, 'local_events');
}

const logDir = `${config.DATA_DIR}/logs`;
await rm(logDir, { recursive: true, force: true });

let mailCatcher: MailCatcher | undefined;
let stopping = false;
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  // Ctrl-C reaches every process of the terminal's group at once: none of them is restarted as it goes.
  stack?.halt();
  log.info({ signal }, 'stopping every process');
  await stack?.stop();
  await mailCatcher?.close();
  await postgres?.stop().catch(() => {});
  log.info('stopped');
  process.exit(0);
};
// When whoever started us goes away without passing the signal on (`kill` of the npm process: its shell
// does not forward it), stop too rather than leave every process and PostgreSQL running unattended.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown('parent-exit');
}, 1000).unref();

// embedded-postgres installs process-wide signal hooks that stop PostgreSQL and exit(130) while the services
// are still draining; this process stops everything itself, in order.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}

let seeded: Awaited<ReturnType<typeof seedDemoData>> = null;
try {
  const databaseUrls = await provisionServiceRoles(
    url,
    SUBGRAPHS.map((subgraph) => subgraph.name),
    log,
  );
  seeded = await seedDemoData(databaseUrls, log, config.SITE_URL);
  if (!config.SMTP_URL) mailCatcher = await startMailCatcher({ dir: `${config.DATA_DIR}/mail`, port: config.MAIL_CATCHER_PORT, log });
  stack = await startStack({
    env: {
      SMTP_URL: config.SMTP_URL ?? mailCatcher!.url,
      SUBMISSION_LINK_SECRET: config.SUBMISSION_LINK_SECRET ?? (await localSecret(`${config.DATA_DIR}/submission-link-secret`)),
      ALTCHA_HMAC_SECRET: config.ALTCHA_HMAC_SECRET ?? (await localSecret(`${config.DATA_DIR}/altcha-secret`)),
      SESSION_SECRET: config.SESSION_SECRET ?? (await localSecret(`${config.DATA_DIR}/session-secret`)),
      METRICS_TOKEN: config.METRICS_TOKEN ?? (await localSecret(`${config.DATA_DIR}/metrics-token`)),
    },
    databaseUrls,
    baseUrl: config.BASE_URL,
    siteUrl: config.SITE_URL,
    logDir,
    supergraphPath: `${config.DATA_DIR}/supergraph.graphql`,
    oidcAudience: config.OIDC_AUDIENCE ?? `${config.BASE_URL.replace(/\/+$/, '')}/api`,
    identity: config.OIDC_ISSUER
      ? { external: config.OIDC_ISSUER }
      : { stateDir: `${config.DATA_DIR}/identity`, issuer: `http://localhost:${config.IDENTITY_PORT}` },
    ports: {
      identity: config.IDENTITY_PORT,
      api: config.API_PORT,
      site: config.SITE_PORT,
      gateway: config.GATEWAY_PORT,
      locations: config.LOCATIONS_PORT,
      events: config.EVENTS_PORT,
      venues: config.VENUES_PORT,
      submissions: config.SUBMISSIONS_PORT,
    },
  });
} catch (error) {
  log.fatal({ err: error }, 'could not start');
  await shutdown('startup-failure');
}

const { urls } = stack!;
process.stdout.write(`
Local Events is running.

  REST API        ${config.BASE_URL}/api/locations/list      (OpenAPI: ${config.BASE_URL}/api/openapi.json)
  Health          ${config.BASE_URL}/api/healthz
  MCP             ${config.BASE_URL}/api/mcp/events (read-only)   ${config.BASE_URL}/api/mcp (submit, review)
  GraphQL         ${urls.gateway.replace('127.0.0.1', 'localhost')}
  Site            ${config.SITE_URL}/   (submit: ${config.SITE_URL}/submit; discovery: ${config.SITE_URL}/.well-known/api-catalog)
  Staff console   ${config.SITE_URL}/staff/   (sign in with a demo account)
  Identity        ${urls.issuer}   (a token: npm run --silent token -- reviewer|admin|venue-manager)${
    config.OIDC_ISSUER
      ? ''
      : `
  Demo accounts   reviewer, admin, venue-manager: passwords in ${demoAccountsFile(`${config.DATA_DIR}/identity`)}`
  }
  Subgraphs       ${Object.entries(urls.subgraphs)
    .map(([name, u]) => `${name} ${u.replace('127.0.0.1', 'localhost')}`)
    .join('\n                  ')}
                  (on loopback, for the gateway only: they refuse calls without its secret)
  Mail            ${mailCatcher ? `caught, not sent: each message is a .txt (and .eml) file in ${mailCatcher.dir}` : `sent through ${config.SMTP_URL}`}
  Logs            ${logDir}/<process>.log   (a process that crashes or stops answering is restarted; see this terminal)
  Data            ${seeded ? `demo data seeded: ${seeded.zones} zones, ${seeded.venues} venues, ${seeded.events} events` : 'existing data kept'}${postgres ? ` (embedded PostgreSQL under ${config.DATA_DIR}/postgres)` : ''}

Press Ctrl-C to stop.
`);
