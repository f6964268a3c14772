/**
 * The import figure: a followed iCalendar feed of 5,000 events, a tenth of them weekly series (feed.ts), imported
 * into a size's data through the stack as in service. The bench serves the feed from a loopback server the stack's
 * address policy lets the submissions service fetch (SCRAPE_ALLOW_HOSTS), registers it as an administrator in the
 * largest town (`POST /api/admin/sources`, trusted: straight into the guide), and runs it three times with
 * `POST /api/admin/sources/{id}/run`, each time polling the source until its last run has ended:
 *
 * 1. the first import: every event is new;
 * 2. the feed unchanged, the server answering the run's conditional request 304 (the first run's validators; a run
 *    that failed keeps none): nothing is read;
 * 3. the feed unchanged, the server answering in full without validators, as a server that has none does: every
 *    event is read and compared, and nothing changes.
 *
 * Each run's time is from the run request to its end (the job queue's wait included), with its counts. The next run
 * waits until no client's transaction has been open in the database for a second: a batch the gateway gave up on (after
 * SUBGRAPH_TIMEOUT_MS) fails the run but goes on in the events service. Until then the resident memory of the
 * submissions and events services and the gateway is sampled every 250 ms (before the request, and the peak), and
 * their CPU, PostgreSQL's, the SQL statements the two services sent and the events service's GraphQL calls (the
 * batches) are counted. A new stack on the size's data runs it, after every other figure of the bench: what the
 * import adds to the data would otherwise be in the figures measured after it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { developmentToken } from '../infra/src/identity/client-credentials.ts';
import { demoClientId } from '../infra/src/identity/demo-clients.ts';
import type { ProcessName, Stack } from '../infra/src/stack.ts';
import { round2 } from './figures.ts';
import { icalendarFeed, type Feed } from './feed.ts';
import { treeCpu, usage } from './process-usage.ts';
import { log } from './settings.ts';
import type { Prepared } from './stacks.ts';

/** The import's name, for BENCH_TARGETS (`BENCH_TARGETS=import`). */
export const IMPORT = 'import of a 5,000-event iCalendar feed';
export const FIRST_IMPORT = 'first import';
export const NOT_MODIFIED = 'unchanged, answered 304';
export const READ_IN_FULL = 'unchanged, read in full';
/** The processes an import runs through, whose memory is watched. */
export const IMPORT_PROCESSES = ['submissions', 'events', 'gateway'] as const;
/** How often their memory is read during a run. */
const SAMPLE_MS = 250;
/** How long a run may take before the bench stops waiting for it and records it as timed out (the run job expires after 15 minutes). */
const RUN_TIMEOUT_MS = 16 * 60_000;

export interface ImportRun {
  run: string;
  /** The run's status as the source shows it (`ok`, `not_modified`, `failed`), and why a failed one failed. */
  status: string;
  error: string | null;
  /** Seconds from the run request to the run's end, and of those, until it started (the job queue's wait). */
  seconds: number;
  waitedSeconds: number;
  /**
   * Seconds from the run's end until the database was quiet: the work of a call the gateway gave up on goes on in the
   * events service after the run has failed. The next run starts after it.
   */
  settledSeconds: number;
  /** Polls of the source that failed (5xx) while the run went on. */
  failedCalls: number;
  created: number;
  updated: number;
  cancelled: number;
  unchanged: number;
  /** Resident memory of each process before the run request and its peak until the database was quiet, MB. */
  rssBeforeMb: Record<string, number>;
  rssPeakMb: Record<string, number>;
  /** The largest V8 heap in use read meanwhile (once a second, from /metrics), MB: live objects and garbage not yet collected. */
  heapPeakMb: Record<string, number>;
  /** CPU seconds of each process from the run request until the database was quiet, and PostgreSQL's when it runs on this machine. */
  cpuSeconds: Record<string, number>;
  /** SQL statements the submissions and events services sent meanwhile. */
  statements: Record<string, number>;
  /** The GraphQL calls the events service answered meanwhile (the import's batches, 500 events each), and their seconds in all. */
  eventsCalls: { count: number; seconds: number };
  /** What the feed's server answered during the run: status and bytes. */
  served: { status: number; bytes: number }[];
}

export interface ImportFigure {
  size: number;
  /** The town the feed was registered in, and its time zone (the feed's). */
  zone: string;
  timezone: string;
  feed: Omit<Feed, 'body'> & { bytes: number };
  runs: ImportRun[];
  /** What the guide holds from the source after the runs: its single events and its series' dates, and its series. */
  inGuide: { events: number; series: number };
  /** Processes the supervisor started again during the runs (a crash, or /livez unanswered): their figures are cut short. */
  restarted: string[];
}

/** The growth of a run's memory, MB, by process: its peak against before the request. */
export const rssGrowth = (run: ImportRun) =>
  Object.fromEntries(Object.entries(run.rssPeakMb).map(([process, peak]) => [process, peak - (run.rssBeforeMb[process] ?? peak)]));

/** The feed on a loopback server: with an ETag honoured (`validators`), or in full whatever the request says (`full`). */
async function serveFeed(body: string) {
  const etag = `"bench-${body.length}"`;
  const lastModified = new Date(Date.now() - 3_600_000).toUTCString();
  let mode: 'validators' | 'full' = 'validators';
  let served: ImportRun['served'] = [];
  const server = createServer((request, response) => {
    if (request.url !== '/calendar.ics') return response.writeHead(404).end();
    if (mode === 'validators' && request.headers['if-none-match'] === etag) {
      served.push({ status: 304, bytes: 0 });
      return response.writeHead(304, { etag, 'last-modified': lastModified }).end();
    }
    const bytes = Buffer.byteLength(body);
    served.push({ status: 200, bytes });
    response.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-length': bytes,
      ...(mode === 'validators' ? { etag, 'last-modified': lastModified } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar.ics`,
    host: `127.0.0.1:${port}`,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    /** What was served since the last call. */
    takeServed: () => {
      const taken = served;
      served = [];
      return taken;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The source's events (single ones and its series' dates) and series in the guide. */
async function inGuide(adminUrl: string, sourceId: string): Promise<ImportFigure['inGuide']> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ events: string; series: string }>(
      `select (select count(*) from events.event where source_id = $1
                 or series_uuid in (select uuid from events.event_series where source_id = $1)) as events,
              (select count(*) from events.event_series where source_id = $1) as series`,
      [sourceId],
    );
    return { events: Number(rows[0]!.events), series: Number(rows[0]!.series) };
  } finally {
    await client.end();
  }
}

/** The largest town (the workload's first) and its time zone. */
async function townOf({ adminUrl, towns }: Prepared) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ timezone: string }>('select timezone from locations.location where id = $1', [towns[0]!.id]);
    return { ...towns[0]!, timezone: rows[0]!.timezone };
  } finally {
    await client.end();
  }
}

interface SourceRunView {
  at: string;
  finishedAt: string | null;
  status: string;
  created: number;
  updated: number;
  cancelled: number;
  unchanged: number;
  error: string | null;
}

/** The administrator's REST calls about sources, through the stack's API. */
function adminApi(api: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown, expected = [200]): Promise<T> => {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!expected.includes(response.status))
      throw new ApiRefused(`${method} ${path}: ${response.status} ${await response.text()}`, response.status);
    return (await response.json()) as T;
  };
}

class ApiRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A process's counters the import figure reads from its /metrics: SQL statements sent, and the GraphQL calls it answered. */
async function countersOf(url: string, token: string) {
  const answer = await fetch(new URL('/metrics', url), { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${url}'s metrics answered ${answer.status}`);
  const text = await answer.text();
  const sum = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  return {
    statements: sum(/^db_queries_total(?:\{[^}]*\})? ([\d.e+-]+)$/gm),
    calls: sum(/^http_request_duration_seconds_count\{[^}]*method="POST"[^}]*\} ([\d.e+-]+)$/gm),
    callSeconds: sum(/^http_request_duration_seconds_sum\{[^}]*method="POST"[^}]*\} ([\d.e+-]+)$/gm),
  };
}

/** The V8 heap a process is using, MB, from its /metrics. */
async function heapUsedMb(url: string, token: string): Promise<number> {
  const answer = await fetch(new URL('/metrics', url), { headers: { authorization: `Bearer ${token}` } });
  const bytes = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? ([\d.e+-]+)$/m.exec(await answer.text())?.[1];
  return Math.round(Number(bytes ?? 0) / 2 ** 20);
}

/**
 * Waits until no client's transaction has been open for more than a second, twice in a row (autovacuum aside): the
 * work a run started is done, though the run may have ended before it (a call the gateway gave up on goes on).
 */
async function settled(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let quiet = 0, deadline = Date.now() + RUN_TIMEOUT_MS; quiet < 2 && Date.now() < deadline; ) {
      const { rows } = await client.query<{ busy: string }>(
        `select count(*) as busy from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
            and state <> 'idle' and now() - xact_start > interval '1 second'`,
      );
      quiet = Number(rows[0]!.busy) === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}

/** What a run needs of the stack: the API, the source, the processes watched and where their figures are read. */
interface ImportContext {
  call: ReturnType<typeof adminApi>;
  sourceId: string;
  pids: Record<string, number>;
  /** The submissions and events services' base URLs, for their counters in /metrics, and its token. */
  metered: Record<string, string>;
  /** Every watched process's base URL, for its V8 heap in /metrics. */
  heapUrls: Record<string, string>;
  metricsToken: string;
  adminUrl: string;
  databasePid?: number;
  /** Processes found gone (started again by the supervisor). */
  restarted: Set<string>;
}

/**
 * Starts one run of the source and waits for it to end, then for the database to be quiet, reading the processes'
 * memory meanwhile. An API call that fails while the run goes on (the stack too busy to answer) is counted and asked
 * again.
 */
async function oneRun(name: string, context: ImportContext): Promise<ImportRun> {
  const { call, sourceId, pids, restarted } = context;
  const path = `/api/admin/sources/${sourceId}`;
  const previous = (await call<{ lastRun: SourceRunView | null }>('GET', path)).lastRun?.at;
  const read = (process: string) => {
    try {
      return usage(pids[process]!);
    } catch {
      restarted.add(process);
      return undefined;
    }
  };
  const counters = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(context.metered).map(async ([process, url]) => [process, await countersOf(url, context.metricsToken)] as const),
      ),
    );
  const countersBefore = await counters();
  const before = Object.fromEntries(Object.keys(pids).map((process) => [process, read(process)]));
  const peak = Object.fromEntries(Object.entries(before).map(([process, figures]) => [process, figures?.rssMb ?? 0]));
  const heapPeak: Record<string, number> = Object.fromEntries(Object.keys(context.heapUrls).map((process) => [process, 0]));
  let ticks = 0;
  const sampler = setInterval(() => {
    for (const process of Object.keys(pids)) peak[process] = Math.max(peak[process]!, read(process)?.rssMb ?? 0);
    // The heap every fourth reading: whether memory grows with what the process holds, or with garbage not yet collected.
    if (ticks++ % 4 === 0)
      for (const [process, url] of Object.entries(context.heapUrls))
        heapUsedMb(url, context.metricsToken).then(
          (mb) => {
            heapPeak[process] = Math.max(heapPeak[process]!, mb);
          },
          () => {},
        );
  }, SAMPLE_MS);
  const databaseBefore = context.databasePid ? treeCpu(context.databasePid) : 0;
  const requestedAt = Date.now();
  let last: SourceRunView | null = null;
  let failedCalls = 0;
  let settledAt = requestedAt;
  try {
    await call('POST', `${path}/run`, undefined, [202]);
    for (;;) {
      try {
        const current = (await call<{ lastRun: SourceRunView | null }>('GET', path)).lastRun;
        if (current && current.at !== previous) last = current;
      } catch (error) {
        if (!(error instanceof ApiRefused) || error.status < 500) throw error;
        failedCalls++;
      }
      if (last?.finishedAt && last.status !== 'running') break;
      if (Date.now() - requestedAt > RUN_TIMEOUT_MS) {
        // Given up on: recorded as such, with what the run had counted so far.
        const at = last?.at ?? new Date(requestedAt).toISOString();
        last = {
          at,
          created: 0,
          updated: 0,
          cancelled: 0,
          unchanged: 0,
          ...last,
          finishedAt: new Date().toISOString(),
          status: 'timed out',
          error: null,
        };
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
    await settled(context.adminUrl);
    settledAt = Date.now();
  } finally {
    clearInterval(sampler);
  }
  const cpuSeconds: Record<string, number> = Object.fromEntries(
    Object.keys(pids).map((process) => [process, round2((read(process)?.cpu ?? 0) - (before[process]?.cpu ?? 0))]),
  );
  if (context.databasePid) cpuSeconds.postgres = round2(treeCpu(context.databasePid) - databaseBefore);
  const countersAfter = await counters();
  const finishedAt = Date.parse(last.finishedAt!);
  const run: Omit<ImportRun, 'served'> = {
    run: name,
    status: last.status,
    error: last.error,
    seconds: round2((finishedAt - requestedAt) / 1000),
    waitedSeconds: round2((Date.parse(last.at) - requestedAt) / 1000),
    settledSeconds: round2(Math.max(0, settledAt - finishedAt) / 1000),
    failedCalls,
    created: last.created,
    updated: last.updated,
    cancelled: last.cancelled,
    unchanged: last.unchanged,
    rssBeforeMb: Object.fromEntries(Object.entries(before).map(([process, figures]) => [process, figures?.rssMb ?? 0])),
    rssPeakMb: peak,
    heapPeakMb: heapPeak,
    cpuSeconds,
    statements: Object.fromEntries(
      Object.keys(countersAfter).map((process) => [process, countersAfter[process]!.statements - countersBefore[process]!.statements]),
    ),
    eventsCalls: {
      count: countersAfter.events!.calls - countersBefore.events!.calls,
      seconds: round2(countersAfter.events!.callSeconds - countersBefore.events!.callSeconds),
    },
  };
  log.info(run, 'feed import run');
  return { ...run, served: [] };
}

/** The errors a process logged (the last few), for a run that failed. */
function loggedErrors(workDir: string, process: ProcessName): string[] {
  try {
    return readFileSync(join(workDir, 'import', 'logs', `${process}.log`), 'utf8')
      .split('\n')
      .filter((line) => /"level":(40|50|60)/.test(line))
      .slice(-3)
      .map((line) => line.slice(0, 600));
  } catch {
    return [];
  }
}

/** The import figure at one size: the feed registered in its largest town and run three times on a new stack. */
export async function measureImport(prepared: Prepared): Promise<ImportFigure> {
  const town = await townOf(prepared);
  const feed = icalendarFeed(town.timezone);
  const server = await serveFeed(feed.body);
  let stack: Stack | undefined;
  try {
    stack = await prepared.newStack('import', { SCRAPE_ALLOW_HOSTS: server.host });
    const token = await developmentToken(join(prepared.workDir, 'import', 'identity'), demoClientId('admin'), 'events:admin');
    const call = adminApi(stack.urls.api, token);
    const source = await call<{ id: string }>('POST', '/api/admin/sources', { url: server.url, zoneId: town.id, trust: 'publish' }, [201]);
    // Paused, the schedule leaves it to the bench's runs (a new source is due at once); a run asked for still runs.
    await call('PATCH', `/api/admin/sources/${source.id}`, { paused: true });
    const context: ImportContext = {
      call,
      sourceId: source.id,
      pids: Object.fromEntries(IMPORT_PROCESSES.map((process) => [process, stack!.pids()[process]!])),
      metered: { submissions: stack.urls.subgraphs.submissions!, events: stack.urls.subgraphs.events! },
      heapUrls: { submissions: stack.urls.subgraphs.submissions!, events: stack.urls.subgraphs.events!, gateway: stack.urls.gateway },
      metricsToken: prepared.metricsToken,
      adminUrl: prepared.adminUrl,
      databasePid: prepared.databasePid,
      restarted: new Set(),
    };
    const runs: ImportRun[] = [];
    for (const [name, mode] of [
      [FIRST_IMPORT, 'validators'],
      [NOT_MODIFIED, 'validators'],
      [READ_IN_FULL, 'full'],
    ] as const) {
      server.setMode(mode);
      server.takeServed();
      const run = await oneRun(name, context);
      run.served = server.takeServed();
      if (run.status !== 'ok' && run.status !== 'not_modified')
        log.warn(
          {
            run: name,
            error: run.error,
            ...Object.fromEntries(IMPORT_PROCESSES.map((process) => [process, loggedErrors(prepared.workDir, process)])),
          },
          'feed import run failed',
        );
      runs.push(run);
    }
    const { body, ...described } = feed;
    return {
      size: prepared.size,
      zone: town.slug,
      timezone: town.timezone,
      feed: { ...described, bytes: Buffer.byteLength(body) },
      runs,
      inGuide: await inGuide(prepared.adminUrl, source.id),
      restarted: [...context.restarted],
    };
  } finally {
    await stack?.stop();
    await server.close();
  }
}
