/**
 * `npm run bench`: the stack against 10,000 and 1,000,000 published events, each endpoint loaded with autocannon,
 * every figure also given as a ratio to a baseline measured in the same run (one Koa process, one SQL query).
 * Results go to bench/results/ as JSON and Markdown. BENCH_SIZES (e.g. 10000), BENCH_SECONDS (per run), BENCH_ROUNDS (runs
 * per target, each paired with a baseline run) and BENCH_WARMUP_SECONDS (unmeasured load first) shorten or lengthen it;
 * BENCH_TARGETS (parts of target names, comma-separated) measures only those, writing nothing under bench/results.
 * For looking into tracing's cost: BENCH_TRACING_RATIO (the traced stack's sampling ratio, 0.1 by default) and
 * BENCH_TRACING_RATE (the pair's requests a second, each, instead of a share of the list's flat-out rate).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createLogger } from '@local-events/platform';
import { databaseUrl, dropDatabase, ensureDatabase } from '../infra/src/databases.ts';
import { seedDemoData } from '../infra/src/demo/seed.ts';
import { startEmbeddedPostgres } from '../infra/src/embedded-postgres.ts';
import { developmentToken } from '../infra/src/identity/client-credentials.ts';
import { demoClientId } from '../infra/src/identity/demo-clients.ts';
import { startNodeProcess } from '../infra/src/node-process.ts';
import { repoPath } from '../infra/src/paths.ts';
import { freePort } from '../infra/src/ports.ts';
import { dropServiceRoles, provisionServiceRoles } from '../infra/src/service-roles.ts';
import { startStack, type ProcessName, type Stack } from '../infra/src/stack.ts';
import { SUBGRAPHS } from '../infra/src/subgraphs.ts';
import { generate, LIST_INDEXES, SEARCH_INDEXES, type Generated } from './generate.ts';
import { readMeters, type Meters } from './meters.ts';
import { pacedLoad, percentile, type LoadResult } from './paced.ts';
import { postgresServerPid, treeCpu, usage } from './process-usage.ts';
import { PAIR_SUFFIX, startTracingPair, TRACING_SAMPLE_RATIO, type TracingPair } from './tracing-cost.ts';
import { roundsKept, type Stall } from './stalled-rounds.ts';
import { takingTurns } from './taking-turns.ts';
import { askedFor, SEARCH_TERMS, type Ask } from './workload.ts';

const log = createLogger('bench', process.env.LOG_LEVEL ?? 'info');
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Unmeasured load before each target. A service runs for days: its code is optimised and its heap sized for its
 * load. Ten seconds left the gateway's and the locations service's code (which no earlier target uses) short of
 * that: a GraphQL target read 0.50 × measured first and 0.59 × after another GraphQL target; with 30 s, 0.57 × first.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Only the targets whose name contains one of these (comma-separated), or is exactly one written after `=`, for
 * profiling one path; all by default.
 */
const ONLY = process.env.BENCH_TARGETS?.split(',').filter(Boolean);
const wanted = (target: Target) => !ONLY || ONLY.some((part) => (part.startsWith('=') ? target.name === part.slice(1) : target.name.includes(part)));
const CONNECTIONS = 20;
/** The uncached list on the traced stack; its ratios are to the untraced stack's list, not to the baseline. */
const TRACED_LIST = `GET /api/events/list, traced at ${TRACING_SAMPLE_RATIO * 100} % (ratios to the untraced list)`;
/** The untraced stack's list in the runs paired with the traced one's (a stack of its own: see tracing-cost.ts). */
const UNTRACED_LIST = 'GET /api/events/list, untraced (paired with the traced stack)';
/** The traced and untraced lists are each loaded at this share of the rate the first stack's list answers flat out (both at once). */
const TRACING_LOAD_SHARE = 0.3;
/** How long the stacks of the pair are loaded flat out, both at once, before their runs. */
const PAIR_WARMUP_SECONDS = 2 * WARMUP_SECONDS;
/** Tracing's cost is a few per cent of CPU time: it is measured over more and longer runs than the other targets. */
const TRACING_RUNS: Runs = { rounds: 6 * ROUNDS, seconds: 2 * SECONDS };
/**
 * The runs are shared between this many pairs of stacks, one after the other. Two stacks alike but for nothing read
 * 3.5 % apart over 18 runs (OTEL_SDK_DISABLED=true makes both untraced): a stack's own luck, as much as the cost
 * measured. Each pair is one more draw of it.
 */
const TRACING_PAIRS = 2;
const ZONE_LIST = 'GET /api/locations/list';
/** What the GraphQL list asks of each event: what the REST list answers. */
const EVENT_FIELDS = 'uuid title startTime zoneId venue { name }';
const ZONE_DAY_QUERY = `query ZoneDay($id: Int!, $date: String) { location(id: $id) { events(date: $date) { ${EVENT_FIELDS} } } }`;
/**
 * The uncached list at one fixed rate, the same at every size, each request sent at its own moment (paced.ts): how
 * latency grows with the data. Flat out, 20 connections queue, and p99 is that queue's length over throughput,
 * whatever the data. Both sizes are measured in the same minutes, a stack on each taking turns run by run: measured
 * twenty minutes apart, as each size's other targets are, the growth read anything from 0.49 × to 25 × over 19 full
 * runs, the machine's minutes differing by more than the data did (docs/performance.md, "Both sizes in turns").
 */
const FIXED_RATE_LIST = 'GET /api/events/list at a fixed rate, both sizes in turns, the same towns (ratios to the smaller)';
/** That rate, as a share of the rate at which the list answers flat out at the first size measured. */
const FIXED_RATE_SHARE = 0.3;
/**
 * Requests each size answers at the fixed rate, at least: its p99 is that of all of them pooled, and a p99 of a few
 * hundred requests is their few slowest, a single stall of the machine. With 10,000, one run in three still held a
 * stall that set the p99 by itself (30 to 107 ms against 10 to 20 ms in the others, at either size): a sampler of
 * /proc showed other programs on the machine taking most of a core for a few hundred milliseconds then (the message
 * broker's Erlang VM). 30,000 hold several such moments, as a service's day does.
 */
const FIXED_RATE_REQUESTS = 30_000;
/** Runs of each size at the fixed rate, taking turns at which size goes first. */
const FIXED_RATE_ROUNDS = 2 * ROUNDS;
/**
 * A process the list does not use (the submissions service) waits this long for its event loop only when the
 * machine stopped running the stack: a p99 is one request in a hundred, and one such stall of a second in one size's
 * run sets that size's p99 on its own (15 × in one run, all six processes' event loops held up 430 to 780 ms at once).
 * A round with such a stall is measured again, at most MAX_STALLED_ROUNDS times, and the check says how often.
 */
const MACHINE_STALL_MS = 100;
const MAX_STALLED_ROUNDS = FIXED_RATE_ROUNDS;
/** How long the idle process of a run waited for its event loop at most: the machine's stall, not the stack's work. */
const machineStallMs = (measured: Measured) => measured.longestPauseMs.submissions ?? 0;
/**
 * A paced run is measured after this long at its rate, unmeasured. Each side idles while the other is measured, and
 * the first two seconds after such a pause held a run's slowest requests whatever the data, stack and baseline alike
 * (the stack up to 630 ms at 1,000,000 events and 130 to 180 ms at 10,000, the baseline 250 ms): V8 shrinks an idle
 * process's heap (the memory reducer's full collections, 68 to 118 ms), and the load coming back meets a young
 * generation collected again and again until it has grown back. Latency at a rate is what holds while it is kept.
 */
const PACED_LEAD_IN_SECONDS = 3;
/** Runs at the fixed rate: long enough that each size's hold FIXED_RATE_REQUESTS. */
const fixedRateRuns = (rate: number): Runs => ({ rounds: FIXED_RATE_ROUNDS, seconds: Math.max(SECONDS, Math.ceil(FIXED_RATE_REQUESTS / (rate * FIXED_RATE_ROUNDS))) });
/** Throughput each path must reach, as a ratio to the baseline in the same runs (the zone list's at 1,000,000 events only). */
const RATIO_TARGETS: [string, number][] = [
  ['GET /api/events/list', 0.4],
  [ZONE_LIST, 0.25],
  ['GraphQL Location.events via the gateway', 0.5],
  ['MCP find_events', 0.35],
];
/** The processes a request to the stack crosses (not the baseline, not the second, cached facade). */
const STACK_PROCESSES = new Set<string>(['api', 'gateway', 'locations', 'events', 'venues']);
/** Every benchmarked process runs as in service, and logs only what goes wrong. */
/** As deployed, but for the cost quota per client: the bench's load comes from one address. */
const AS_IN_SERVICE = { NODE_ENV: 'production', LOG_LEVEL: 'warn', GRAPHQL_COST_PER_MINUTE: '0' };

interface Figure {
  size: number;
  target: string;
  rps: number;
  /** Bytes of the average answer, headers included: what a request gets back differs between data sets. */
  answerBytes: number;
  p50: number;
  p99: number;
  errors: number;
  rpsRatio: number;
  p99Ratio: number;
  cpuSeconds: Record<string, number>;
  rssMb: Record<string, number>;
  /** Seconds the GraphQL processes spent checking operation limits during the runs. */
  limitsSeconds: number;
  /** That time as a share of the CPU time of every process of the stack in the same runs. */
  limitsShare: number;
  /** Each process's longest event-loop delay in any of the runs, ms: its own work, a collection, or the machine not running it. */
  longestPauseMs: Record<string, number>;
  /** CPU time of the processes a request crosses, per request answered. */
  cpuMsPerRequest: number;
  /** The traced list only: tracing's cost in each run of the pair, per cent. */
  runCosts?: number[];
}

/** The towns people ask about, largest (most venues) first. */
async function townsBySize(adminUrl: string): Promise<Ask['zone'][]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; slug: string; lat: number; lng: number }>(
      `select c.id, c.slug, coalesce((array_agg(v.lat order by v.id))[1], 0) as lat, coalesce((array_agg(v.lng order by v.id))[1], 0) as lng from locations.location c
         join locations.location z on z.id = c.id or z.parent_id = c.id
         left join venues.venue v on v.zone_id = z.id
        where c.kind = 'city' and not c.hidden
        group by c.id, c.slug order by count(v.id) desc, c.id`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function spawnProcess(main: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const started = startNodeProcess(main, { env: { ...process.env, ...env }, output: 'inherit' });
  return { child: started.child, url: `http://127.0.0.1:${await started.ready}` };
}

type Target = {
  name: string;
  base: string;
  request: (pick: () => Ask) => autocannon.Request;
  /** Requests a second, when the target is loaded at a fixed rate rather than as fast as it answers. */
  rate?: number;
  /** With `rate`: each request sent at its own evenly spaced moment (paced.ts), for latency at that load. */
  paced?: boolean;
  /** Work that goes on while the target is loaded (writes, for one); started before the load, stopped after it. */
  alongside?: () => () => Promise<void>;
};
type Measured = Omit<Figure, 'size' | 'rpsRatio' | 'p99Ratio' | 'limitsShare' | 'cpuMsPerRequest'> & {
  /** A paced run's latencies (ascending, ms), pooled when runs are combined; not kept in the results. */
  latencies?: number[];
};

async function loadFor(target: Target, pick: () => Ask, duration: number): Promise<LoadResult> {
  const stop = target.alongside?.();
  try {
    if (target.paced && target.rate) return await pacedLoad(target.base, () => target.request(pick), target.rate, duration);
    return await autocannon({ url: target.base, connections: CONNECTIONS, duration, ...(target.rate ? { overallRate: target.rate } : {}), requests: [{ setupRequest: (req) => ({ ...req, ...target.request(pick) }) }] });
  } finally {
    await stop?.();
  }
}

/**
 * One write a second, as a reviewer makes them: approving a waiting event through `api`, which publishes it (the
 * weekly counts change) and empties that facade's public cache. Refused writes stop the run: it would not measure
 * what it says.
 */
async function reviewerWrites(adminUrl: string, api: string, identityStateDir: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const waiting = (await client.query<{ uuid: string }>(`select uuid from events.event where status = 'ready_for_review' and start_time > now() order by start_time limit 2000`)).rows.map((row) => row.uuid);
  await client.end();
  const token = await developmentToken(identityStateDir, demoClientId('reviewer'), 'events:review');
  return () => {
    let written = 0;
    const write = async () => {
      const uuid = waiting.shift();
      if (!uuid) throw new Error('no event left to approve');
      const response = await fetch(`${api}/api/events/${uuid}/review`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'approve' }),
      });
      if (!response.ok) throw new Error(`approving ${uuid}: ${response.status} ${await response.text()}`);
      written += 1;
    };
    let failure: unknown;
    let pending = Promise.resolve();
    const timer = setInterval(() => {
      pending = pending.then(write).catch((error: unknown) => void (failure ??= error));
    }, 1000);
    return async () => {
      clearInterval(timer);
      await pending;
      if (failure) throw failure;
      log.info({ written }, 'events approved during the run');
    };
  };
}

/** How long each measured run lasts, and how many there are per target. */
interface Runs {
  rounds: number;
  seconds: number;
}

/**
 * One run of `target`: its requests' figures and the CPU of the stack's processes (`pids`), and of the database
 * server's (`databasePid`) when nothing else loads it in the meantime.
 */
async function measure(target: Target, pick: () => Ask, pids: Record<string, number>, meters: Meters, seconds: number, databasePid?: number): Promise<Measured> {
  if (target.paced) await loadFor(target, pick, PACED_LEAD_IN_SECONDS);
  const { limitsSeconds: limitsBefore } = await readMeters(meters);
  const before = Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, usage(pid).cpu]));
  const databaseBefore = databasePid ? treeCpu(databasePid) : 0;
  const result = await loadFor(target, pick, seconds);
  const after = Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, usage(pid)]));
  const database: Record<string, number> = databasePid ? { postgres: round2(treeCpu(databasePid) - databaseBefore) } : {};
  const reading = await readMeters(meters);
  log.info({ target: target.name, rps: result.requests.average, p99: result.latency.p99 }, 'measured');
  return {
    target: target.name,
    rps: result.requests.average,
    answerBytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    latencies: result.latencies,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuSeconds: { ...Object.fromEntries(Object.entries(after).map(([process, figures]) => [process, round2(figures.cpu - before[process]!)])), ...database },
    rssMb: Object.fromEntries(Object.entries(after).map(([process, figures]) => [process, figures.rssMb])),
    limitsSeconds: reading.limitsSeconds - limitsBefore,
    longestPauseMs: reading.longestPauseMs,
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Several runs of one target as one figure: means of rates, sums of errors and CPU; latencies are those of every
 * request of the runs pooled when the runs kept them (paced runs), else the means of each run's.
 */
function combined(runs: Measured[]): Measured {
  const pooled = runs.every((run) => run.latencies) ? runs.flatMap((run) => run.latencies!).sort((a, b) => a - b) : undefined;
  return {
    target: runs[0]!.target,
    rps: round2(mean(runs.map((run) => run.rps))),
    answerBytes: Math.round(mean(runs.map((run) => run.answerBytes))),
    p50: pooled ? percentile(pooled, 0.5) : round2(mean(runs.map((run) => run.p50))),
    p99: pooled ? percentile(pooled, 0.99) : round2(mean(runs.map((run) => run.p99))),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuSeconds: Object.fromEntries(Object.keys(runs[0]!.cpuSeconds).map((process) => [process, round2(runs.reduce((sum, run) => sum + run.cpuSeconds[process]!, 0))])),
    rssMb: runs.at(-1)!.rssMb,
    limitsSeconds: runs.reduce((sum, run) => sum + run.limitsSeconds, 0),
    longestPauseMs: Object.fromEntries(Object.keys(runs[0]!.longestPauseMs).map((process) => [process, Math.max(...runs.map((run) => run.longestPauseMs[process] ?? 0))])),
  };
}

/**
 * Each target is warmed up (unmeasured: compiled code, pooled connections and, for the cached target, a filled
 * cache, as in service), then measured ROUNDS times, each run right after a run of the baseline, so that both
 * sides of every ratio saw the same moment of a noisy machine.
 */
async function measureAgainstBaseline(
  baseline: Target,
  targets: Target[],
  pick: () => Ask,
  pids: Record<string, number>,
  meters: Meters,
  { rounds, seconds }: Runs = { rounds: ROUNDS, seconds: SECONDS },
): Promise<Omit<Figure, 'size'>[]> {
  const chosen = targets.filter(wanted);
  if (chosen.length === 0) return [];
  await loadFor(baseline, pick, WARMUP_SECONDS);
  const baselineRuns: Measured[] = [];
  const results: { measured: Measured; reference: Measured }[] = [];
  for (const target of chosen) {
    await loadFor(target, pick, WARMUP_SECONDS);
    const [references, runs]: [Measured[], Measured[]] = [[], []];
    for (let round = 0; round < rounds; round++) {
      // Every other round the target goes first, so that neither side always follows the other.
      if (round % 2 === 1) runs.push(await measure(target, pick, pids, meters, seconds, databasePid));
      references.push(await measure(baseline, pick, pids, meters, seconds, databasePid));
      if (round % 2 === 0) runs.push(await measure(target, pick, pids, meters, seconds, databasePid));
    }
    baselineRuns.push(...references);
    results.push({ measured: combined(runs), reference: combined(references) });
  }
  const allBaseline = combined(baselineRuns);
  const runs = { rounds, seconds };
  return [withRatios(allBaseline, allBaseline, runs), ...results.map(({ measured, reference }) => withRatios(measured, reference, runs))];
}

/** A pair's runs: each stack's, and tracing's cost in each, per cent. */
interface PairRuns {
  untraced: Measured[];
  traced: Measured[];
  costs: number[];
}

/**
 * Tracing's cost: both stacks of the pair loaded at once, at the same fixed rate, round after round, each round's
 * CPU read per stack. Each stack's CPU per request is then against the other's in the same seconds of the same
 * machine: measured one after the other, a noisy machine's minutes differed by more than the cost measured.
 */
async function measurePair(pair: TracingPair, request: Target['request'], pick: () => Ask, rate: number, runs: Runs, into: PairRuns): Promise<void> {
  const noMeters: Meters = { urls: {}, token: '' };
  for (let round = 0; round < runs.rounds; round++) {
    // Every other round the traced stack's load starts first.
    const [untraced, traced] = await takingTurns(
      round % 2 === 1,
      () => measure({ name: UNTRACED_LIST, base: pair.untraced.api, request, rate }, pick, pair.untraced.pids, noMeters, runs.seconds),
      () => measure({ name: TRACED_LIST, base: pair.traced.api, request, rate }, pick, pair.traced.pids, noMeters, runs.seconds),
      { oneByOne: false },
    );
    into.untraced.push(untraced);
    into.traced.push(traced);
    const perRequest = (measured: Measured) => stackCpu(measured) / Math.max(1, measured.rps);
    into.costs.push(round2((perRequest(traced) / perRequest(untraced) - 1) * 100));
    log.info({ round: into.costs.length - 1, cost: into.costs.at(-1) }, 'tracing cost in this round, per cent');
  }
}

/** The untraced list's figure and the traced one's, over the runs of every pair. */
function pairFigures({ untraced, traced, costs }: PairRuns, runs: Runs): Omit<Figure, 'size'>[] {
  const reference = combined(untraced);
  return [withRatios(reference, reference, runs), { ...withRatios(combined(traced), reference, runs), runCosts: costs }];
}

/** CPU seconds of the processes a request to a stack crosses. */
const stackCpu = (measured: Measured) =>
  Object.entries(measured.cpuSeconds).reduce((sum, [process, seconds]) => sum + (STACK_PROCESSES.has(process.replace(PAIR_SUFFIX, '')) ? seconds : 0), 0);

function withRatios({ latencies: _latencies, ...measured }: Measured, reference: Measured, { rounds, seconds }: Runs): Omit<Figure, 'size'> {
  return {
    ...measured,
    rpsRatio: round2(measured.rps / reference.rps),
    p99Ratio: round2(measured.p99 / Math.max(1, reference.p99)),
    limitsShare: Math.round((measured.limitsSeconds / Math.max(0.001, stackCpu(measured))) * 10_000) / 10_000,
    cpuMsPerRequest: round2((stackCpu(measured) * 1000) / Math.max(1, measured.rps * seconds * rounds)),
  };
}

/** One size's data and what starts a stack on it, kept until the bench ends: the fixed-rate target asks every size in turns. */
interface Prepared {
  size: number;
  adminUrl: string;
  data: Generated;
  /** This data's towns, largest first. */
  towns: Ask['zone'][];
  /** The token of every process's `/metrics`. */
  metricsToken: string;
  /** Holds the stacks' folders (logs, the development identity provider's state). */
  workDir: string;
  /** A new stack on this data, in `folder` under `workDir`; `env` adds to the settings. */
  newStack(folder: string, env?: Record<string, string>): Promise<Stack>;
  /** Drops the database, its roles and `workDir`. */
  drop(): Promise<void>;
}

/** A database for `size`, with the service roles, the demo data and the generated events. */
async function prepareSize(serverUrl: string, size: number): Promise<Prepared> {
  const name = `local_events_bench_${size}`;
  await dropDatabase(serverUrl, name).catch(() => {});
  await ensureDatabase(serverUrl, name);
  const adminUrl = databaseUrl(serverUrl, name);
  const workDir = await mkdtemp(join(tmpdir(), 'local-events-bench-'));
  const drop = async () => {
    await dropDatabase(serverUrl, name).catch(() => {});
    await dropServiceRoles(serverUrl, name, SUBGRAPHS.map((subgraph) => subgraph.name)).catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const databaseUrls = await provisionServiceRoles(adminUrl, SUBGRAPHS.map((subgraph) => subgraph.name), log);
    await seedDemoData(databaseUrls, log);
    log.info({ size }, 'generating events');
    const data = await generate(adminUrl, size);
    log.info({ size, towns: data.towns, venues: data.venues, events: data.events }, 'generated');
    const towns = await townsBySize(adminUrl);
    const metricsToken = randomBytes(32).toString('base64url');
    const newStack = async (folder: string, env: Record<string, string> = {}) => {
      const apiPort = await freePort();
      return startStack({
        databaseUrls,
        baseUrl: `http://127.0.0.1:${apiPort}`,
        siteUrl: 'http://127.0.0.1:3001',
        logDir: join(workDir, folder, 'logs'),
        supergraphPath: join(workDir, folder, 'supergraph.graphql'),
        ports: { identity: 0, api: apiPort, site: 0, gateway: 0, locations: 0, events: 0, venues: 0, submissions: 0 },
        oidcAudience: `http://127.0.0.1:${apiPort}/api`,
        identity: { stateDir: join(workDir, folder, 'identity') },
        env: { ...AS_IN_SERVICE, PUBLIC_CACHE_SECONDS: '0', SUBMISSION_LINK_SECRET: 'x'.repeat(40), ALTCHA_HMAC_SECRET: 'y'.repeat(40), SESSION_SECRET: 's'.repeat(40), METRICS_TOKEN: metricsToken, ...env },
      });
    };
    return { size, adminUrl, data, towns, metricsToken, workDir, newStack, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** What the bench reads of a stack's processes' own figures. */
const stackMeters = (stack: Stack, token: string): Meters => ({
  urls: { api: stack.urls.api, gateway: stack.urls.gateway.replace('/graphql', ''), ...stack.urls.subgraphs },
  token,
});

/** The uncached list of a town on a day. */
const list = (pick: () => Ask): autocannon.Request => {
  const { zone, day } = pick();
  return { method: 'GET', path: `/api/events/list?zone_id=${zone.id}&date=${day}` };
};

/**
 * Every size's target, on a stack of its own; `listFlatOut` is what the uncached list answered flat out, when a
 * target measured it.
 */
async function benchSize({ size, adminUrl, towns, metricsToken, workDir, newStack: benchStack }: Prepared): Promise<{ figures: Figure[]; listFlatOut?: number }> {
  const pick = askedFor(towns);
  const children: ChildProcess[] = [];
  let stack: Stack | undefined;
  let pair: TracingPair | undefined;
  try {
    stack = await benchStack('untraced');
    const cached = await spawnProcess('facades/api/src/main.ts', {
      PORT: '0',
      GATEWAY_URL: stack.urls.gateway,
      BASE_URL: stack.urls.api,
      OIDC_ISSUER: stack.urls.issuer,
      OIDC_AUDIENCE: `${stack.urls.api}/api`,
      FACADE_SECRET: stack.secrets.facade,
      PUBLIC_CACHE_SECONDS: '5',
      ...AS_IN_SERVICE,
    });
    const baseline = await spawnProcess('bench/baseline.ts', { PORT: '0', DATABASE_URL: adminUrl, ...AS_IN_SERVICE });
    children.push(cached.child, baseline.child);
    const stackPids = stack.pids() as Record<ProcessName, number>;
    const pids = { ...stackPids, 'api (cached)': cached.child.pid!, baseline: baseline.child.pid! } as Record<string, number>;
    delete pids.identity;
    delete pids.site;
    delete pids.submissions;

    const graphqlAsking = (body: (zoneId: number, day: string) => object) => (p: typeof pick) => {
      const { zone, day } = p();
      return { method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(zone.id, day)) };
    };
    /** As GraphQL clients send it: one operation, the zone and day as variables (one document, planned once). */
    const graphql = graphqlAsking((id, date) => ({ query: ZONE_DAY_QUERY, variables: { id, date } }));
    /** The values written into the query: a new document for each zone and day, parsed, validated and planned anew. */
    const graphqlInline = graphqlAsking((id, date) => ({ query: `{ location(id: ${id}) { events(date: "${date}") { ${EVENT_FIELDS} } } }` }));
    const mcp = (p: typeof pick) => {
      const { zone, day } = p();
      return {
        method: 'POST' as const,
        path: '/api/mcp/events',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'find_events', arguments: { location: zone.id, date: day } } }),
      };
    };
    /** The same call in the 2026-07-28 revision: the `_meta` envelope, and the headers that repeat it. */
    const mcpModern = (p: typeof pick) => {
      const { zone, day } = p();
      const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
      return {
        method: 'POST' as const,
        path: '/api/mcp/events',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'find_events' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'find_events', arguments: { location: zone.id, date: day }, _meta: meta } }),
      };
    };
    let asked = 0;
    const term = () => SEARCH_TERMS[asked++ % SEARCH_TERMS.length]!;
    const searchTerm = (p: typeof pick) => ({ method: 'GET' as const, path: `/api/events/search?q=${term()}&zone_id=${p().zone.id}` });
    const searchNear = (p: typeof pick) => {
      const { zone } = p();
      return { method: 'GET' as const, path: `/api/events/search?near=${zone.lat.toFixed(5)},${zone.lng.toFixed(5)}&radius=5000` };
    };
    const searchRange = (p: typeof pick) => {
      const { zone, day } = p();
      const week = new Date(Date.parse(day) + 6 * 86_400_000).toISOString().slice(0, 10);
      return { method: 'GET' as const, path: `/api/events/search?zone_id=${zone.id}&from=${day}&to=${week}&category=music&free=true` };
    };
    const gatewayBase = stack.urls.gateway.replace('/graphql', '');
    const api = stack.urls.api;
    const meters = stackMeters(stack, metricsToken);
    const measured = await measureAgainstBaseline(
      { name: 'baseline: /api/events/list (one SQL query)', base: baseline.url, request: list },
      [
        { name: 'GET /api/events/list', base: api, request: list },
        { name: 'GET /api/events/list, public cache warm', base: cached.url, request: list },
        { name: ZONE_LIST, base: api, request: () => ({ method: 'GET', path: '/api/locations/list' }) },
        {
          name: 'GET /api/locations/list, public cache on, one approval a second',
          base: cached.url,
          request: () => ({ method: 'GET', path: '/api/locations/list' }),
          alongside: await reviewerWrites(adminUrl, cached.url, join(workDir, 'untraced', 'identity')),
        },
        { name: 'GraphQL Location.events via the gateway', base: gatewayBase, request: graphql },
        { name: 'GraphQL Location.events via the gateway, values in the query', base: gatewayBase, request: graphqlInline },
        { name: 'MCP find_events', base: api, request: mcp },
        { name: 'MCP find_events, 2026-07-28', base: api, request: mcpModern },
        { name: 'GET /api/events/search, a term in a town', base: api, request: searchTerm },
        { name: 'GET /api/events/search, near a point', base: api, request: searchNear },
        { name: 'GET /api/events/search, a week filtered', base: api, request: searchRange },
      ],
      pick,
      pids,
      meters,
    );
    /** What this stack's list answers flat out: its target's figure, else a probe warmed up first, as the target is. */
    let listFlatOut = measured.find((figure) => figure.target === 'GET /api/events/list')?.rps;
    const probeFlatOut = async (): Promise<number> => {
      const probe: Target = { name: 'probe', base: api, request: list };
      await loadFor(probe, pick, WARMUP_SECONDS);
      return (await loadFor(probe, pick, SECONDS)).requests.average;
    };
    // Tracing's cost: the same list on two new stacks, one traced, loaded at once at the same fixed rate (a share of
    // what the first stack's list answers flat out), so that both do the same work and their CPU per request compares:
    // flat out, CPU per request moves with throughput itself.
    if (wanted({ name: TRACED_LIST, base: '', request: list })) {
      const flatOut: number = listFlatOut ?? (await probeFlatOut());
      listFlatOut = flatOut;
      await stack.stop();
      stack = undefined;
      const rate = Number(process.env.BENCH_TRACING_RATE ?? 0) || Math.round(flatOut * TRACING_LOAD_SHARE);
      const pairRuns: PairRuns = { untraced: [], traced: [], costs: [] };
      for (let n = 0; n < TRACING_PAIRS; n++) {
        // Pairs take turns at which stack starts first: two stacks alike differ by a few per cent (TRACING_PAIRS).
        pair = await startTracingPair(benchStack, `pair-${n}`, n % 2 === 1);
        log.info({ pair: n, untraced: pair.untraced.pids, traced: pair.traced.pids }, 'pair started (process ids, for CPU_PROFILE_DIR)');
        // Both warmed alike, at once and flat out, so that their code is as optimised.
        await Promise.all([pair.untraced, pair.traced].map(({ api: base }) => loadFor({ name: 'warm-up', base, request: list }, pick, PAIR_WARMUP_SECONDS)));
        await measurePair(pair, list, pick, rate, { ...TRACING_RUNS, rounds: TRACING_RUNS.rounds / TRACING_PAIRS }, pairRuns);
        log.info({ pair: n, rate, exports: pair.exportsReceived() }, 'exports sent by the traced stack');
        if (pair.exportsReceived() === 0 && !process.env.OTEL_SDK_DISABLED) throw new Error('the traced stack exported nothing: its figure would not measure tracing');
        await pair.stop();
        pair = undefined;
      }
      measured.push(...pairFigures(pairRuns, TRACING_RUNS));
    }
    const figures = measured.map((figure) => ({ ...figure, size }));
    return { figures, listFlatOut };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await stack?.stop();
    await pair?.stop();
  }
}

/**
 * How latency grows with the data: the uncached list at one fixed rate on a new stack on each size's data (started
 * one after the other, warmed at once flat out), measured in turns run by run, which size goes first alternating, so
 * that both meet the same minutes of the machine. Both are asked the same questions: the smaller data's towns (which
 * the larger one holds too, alike), in the same order, so that what differs is the data around them; asked by each
 * size's own towns, the larger data's are bigger (four times the events in an answer). The rate is a share of what
 * the smaller size's list answers flat out (`smallFlatOut`, measured on this pair's stack when no target did);
 * ratios are to the smaller size.
 */
async function measureGrowth(sizes: [Prepared, Prepared], smallFlatOut: number | undefined): Promise<{ figures: Figure[]; rate: number; runs: Runs; stalls: Stall[] }> {
  const stacks: Stack[] = [];
  try {
    const towns = sizes[0].towns.map(({ slug }) => {
      const same = sizes[1].towns.find((town) => town.slug === slug);
      if (!same) throw new Error(`the ${sizes[1].size} events' data has no town ${slug}: the sizes would not be asked the same questions`);
      return same;
    });
    const questions = [sizes[0].towns, towns];
    const sides: { size: number; pick: () => Ask; target: Target; pids: Record<string, number>; meters: Meters }[] = [];
    for (const [index, prepared] of sizes.entries()) {
      const stack = await prepared.newStack('growth');
      stacks.push(stack);
      const pids = Object.fromEntries(Object.entries(stack.pids()).filter(([name]) => STACK_PROCESSES.has(name))) as Record<string, number>;
      const target = { name: FIXED_RATE_LIST, base: stack.urls.api, request: list };
      sides.push({ size: prepared.size, pick: askedFor(questions[index]!), target, pids, meters: stackMeters(stack, prepared.metricsToken) });
    }
    await Promise.all(sides.map(({ target, pick }) => loadFor(target, pick, PAIR_WARMUP_SECONDS)));
    const [small, large] = sides as [(typeof sides)[0], (typeof sides)[0]];
    const rate = Math.round((smallFlatOut ?? (await loadFor(small.target, small.pick, SECONDS)).requests.average) * FIXED_RATE_SHARE);
    const runs = fixedRateRuns(rate);
    const measureSide = ({ target, pick, pids, meters }: (typeof sides)[0]) => measure({ ...target, rate, paced: true }, pick, pids, meters, runs.seconds, databasePid);
    const { rounds, stalls } = await roundsKept(
      { rounds: runs.rounds, stallMs: MACHINE_STALL_MS, maxMeasuredAgain: MAX_STALLED_ROUNDS },
      // Which size goes first alternates over the rounds kept, so that neither is first more often.
      (keptSoFar) => takingTurns(keptSoFar % 2 === 1, () => measureSide(small), () => measureSide(large), { oneByOne: true }),
      (run, index) => ({ size: sides[index]!.size, ms: machineStallMs(run), postgresSeconds: run.cpuSeconds.postgres }),
    );
    for (const stall of stalls) if (!stall.kept) log.warn({ stall }, 'the machine stalled: the round was measured again');
    const [reference, grown] = [0, 1].map((side) => combined(rounds.map((round) => round[side]!))) as [Measured, Measured];
    const figures = [
      { ...withRatios(reference, reference, runs), size: small.size },
      { ...withRatios(grown, reference, runs), size: large.size },
    ];
    return { figures, rate, runs, stalls };
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
  }
}

const stallsWords = (stalls: Stall[]) =>
  stalls.length === 0
    ? 'no stall of the machine'
    : `stalls of the machine (the idle submissions service held up): ${stalls
        .map(({ size, ms, postgresSeconds, kept }) => `${ms} ms at ${size.toLocaleString('en-GB')} events${postgresSeconds === undefined ? '' : ` (PostgreSQL ${postgresSeconds} s of CPU in the run)`}, ${kept ? 'kept' : 'round measured again'}`)
        .join('; ')}`;

const percent = (share: number) => `${(share * 100).toFixed(2)} %`;

/** The mean of per-run figures with its 95 % confidence interval (Student's t), as words: how far the runs agree. */
function spreadOf(values: number[]): string {
  const n = values.length;
  const average = mean(values);
  const deviation = Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / Math.max(1, n - 1));
  // Two-sided 97.5 % quantiles of Student's t for n - 1 degrees of freedom (up to 30; 2 beyond).
  const T = [12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13, 2.12, 2.11, 2.1, 2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05];
  const half = (T[n - 2] ?? 2) * (deviation / Math.sqrt(n));
  return `single runs from ${Math.min(...values)} to ${Math.max(...values)} %, their mean ${average.toFixed(1)} % (95 % interval ${(average - half).toFixed(1)} to ${(average + half).toFixed(1)} %, ${n} runs)`;
}

function markdown(figures: Figure[], datasets: Record<number, Generated>, machine: string, checks: string[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.size.toLocaleString('en-GB')} | ${f.target} | ${Math.round(f.rps)} | ${f.rpsRatio} | ${f.p50} | ${f.p99} | ${f.p99Ratio} | ${f.errors} | ${f.cpuMsPerRequest} | ${f.answerBytes.toLocaleString('en-GB')} | ${percent(f.limitsShare)} |`,
  );
  const cpu = figures.map((f) => `| ${f.size.toLocaleString('en-GB')} | ${f.target} | ${Object.entries(f.cpuSeconds).filter(([, s]) => s > 0.05).map(([p, s]) => `${p} ${s}s`).join(', ')} |`);
  return [
    `Machine: ${machine}. Each target: ${WARMUP_SECONDS} s of warm-up, then ${ROUNDS} runs of ${SECONDS} s, each right after a baseline run (ratios are to those runs); tracing's cost on two new stacks loaded at once, ${TRACING_RUNS.rounds} runs of ${TRACING_RUNS.seconds} s shared by ${TRACING_PAIRS} such pairs one after the other; ${CONNECTIONS} connections; towns and days drawn by popularity (Zipf, see bench/workload.ts).`,
    '',
    ...Object.entries(datasets).map(([size, data]) => `- ${Number(size).toLocaleString('en-GB')} events: ${data.towns} towns, ${data.venues.toLocaleString('en-GB')} venues, one year back and one ahead`),
    '',
    '| events | target | req/s | × baseline | p50 ms | p99 ms | p99 × baseline | errors | stack CPU ms/request | bytes/answer | limits, share of CPU |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '| events | target | CPU seconds by process |',
    '|---:|---|---|',
    ...cpu,
    '',
    ...checks.map((check) => `- ${check}`),
  ].join('\n');
}

/** The database server's main process, when it runs on this machine: its CPU is counted where runs are one at a time. */
let databasePid: number | undefined;

/** The process a local PostgreSQL server's connections are started by (the parent of this connection's), if local. */
async function localServerPid(serverUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return postgresServerPid(rows[0]!.pid);
  } finally {
    await client.end();
  }
}

let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
let embeddedDir: string | undefined;
/** Every size's data, dropped at the end. */
const prepared: Prepared[] = [];
try {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embeddedDir = await mkdtemp(join(tmpdir(), 'local-events-bench-pg-'));
    embedded = await startEmbeddedPostgres({ dir: embeddedDir, port: await freePort() });
    serverUrl = embedded.serverUrl;
  }
  databasePid = await localServerPid(serverUrl);
  const figures: Figure[] = [];
  const datasets: Record<number, Generated> = {};
  /** What the first size's list answered flat out: the fixed rate is a share of it. */
  let firstFlatOut: number | undefined;
  for (const size of SIZES) {
    const sized = await prepareSize(serverUrl, size);
    prepared.push(sized);
    datasets[size] = sized.data;
    const result = await benchSize(sized);
    figures.push(...result.figures);
    if (prepared.length === 1) firstFlatOut = result.listFlatOut;
  }
  const growth = SIZES.length > 1 && wanted({ name: FIXED_RATE_LIST, base: '', request: list }) ? await measureGrowth([prepared[0]!, prepared.at(-1)!], firstFlatOut) : undefined;
  figures.push(...(growth?.figures ?? []));
  const of = (size: number, target: string) => figures.find((f) => f.size === size && f.target === target);
  const checks: string[] = [];
  for (const size of ONLY ? [] : SIZES) {
    const uncached = of(size, 'GET /api/events/list')!;
    const warm = of(size, 'GET /api/events/list, public cache warm')!;
    for (const [target, minimum] of RATIO_TARGETS) {
      if (target === ZONE_LIST && size < 1_000_000) continue;
      const figure = of(size, target)!;
      checks.push(`${size.toLocaleString('en-GB')} events: ${target} ${figure.rpsRatio} × baseline (target ≥ ${minimum}): ${figure.rpsRatio >= minimum ? 'met' : 'NOT met'}`);
    }
    checks.push(`${size.toLocaleString('en-GB')} events: cached list ${warm.rpsRatio} × baseline (target ≥ 0.7): ${warm.rpsRatio >= 0.7 ? 'met' : 'NOT met'}`);
    for (const path of ['GET /api/events/list', 'GraphQL Location.events via the gateway']) {
      const share = of(size, path)!.limitsShare;
      checks.push(`${size.toLocaleString('en-GB')} events: checking operation limits takes ${percent(share)} of the CPU of ${path} (target < 5 %): ${share < 0.05 ? 'met' : 'NOT met'}`);
    }
    // CPU per request at the same rate is the cost that holds on a noisy machine; throughput swings run to run by more than the target.
    const [traced, untraced] = [of(size, TRACED_LIST)!, of(size, UNTRACED_LIST)!];
    const cost = Math.round((traced.cpuMsPerRequest / untraced.cpuMsPerRequest - 1) * 1000) / 10;
    checks.push(
      `${size.toLocaleString('en-GB')} events: tracing at ${TRACING_SAMPLE_RATIO * 100} % costs ${cost} % more CPU per uncached list request at ${Math.round(untraced.rps)} requests a second ` +
        `(${traced.cpuMsPerRequest} ms against ${untraced.cpuMsPerRequest} ms; p99 ${traced.p99} ms against ${untraced.p99} ms; ${spreadOf(traced.runCosts ?? [cost])}) (target < 5 %): ${cost < 5 ? 'met' : 'NOT met'}`,
    );
    const listPlan = datasets[size]!.plan;
    const listIndexes = LIST_INDEXES.filter((index) => listPlan.includes(index));
    checks.push(`${size.toLocaleString('en-GB')} events: list plan ${listIndexes.length && !listPlan.includes('Seq Scan') ? `uses ${listIndexes.join(' and ')}, no sequential scan` : `does NOT use ${LIST_INDEXES.join(' or ')}`}`);
    for (const [search, indexes] of Object.entries(SEARCH_INDEXES)) {
      const plan = datasets[size]!.searchPlans[search] ?? '';
      const used = indexes.filter((index) => plan.includes(index));
      checks.push(`${size.toLocaleString('en-GB')} events: ${search} plan ${used.length && !plan.includes('Seq Scan') ? `uses ${used.join(' and ')}, no sequential scan` : `does NOT use ${indexes.join(' or ')}`}`);
    }
    for (const search of ['a term in a town', 'near a point', 'a week filtered']) {
      const figure = of(size, `GET /api/events/search, ${search}`)!;
      const ratio = Math.round((figure.p99 / Math.max(1, uncached.p99)) * 100) / 100;
      checks.push(`${size.toLocaleString('en-GB')} events: search, ${search}: p99 ${ratio} × the list's p99 (target ≤ 3): ${ratio <= 3 ? 'met' : 'NOT met'}`);
    }
  }
  const growthOf = (target: string) => {
    const [small, large] = [of(SIZES[0]!, target)!, of(SIZES.at(-1)!, target)!];
    const ratio = round2(large.p99 / Math.max(1, small.p99));
    return { small, large, ratio, words: `p99 at ${large.size.toLocaleString('en-GB')} is ${ratio} × p99 at ${small.size.toLocaleString('en-GB')}` };
  };
  if (growth) {
    const atRate = growthOf(FIXED_RATE_LIST);
    checks.push(
      `${atRate.words}, the uncached list at ${growth.rate} requests a second at both, the sizes taking turns and asked about the same towns (${atRate.large.p99} ms against ${atRate.small.p99} ms; ${growth.runs.rounds} runs of ${growth.runs.seconds} s at each, every request's latency pooled; ${stallsWords(growth.stalls)}) (target ≤ 1.3): ${atRate.ratio <= 1.3 ? 'met' : 'NOT met'}`,
    );
    for (const figure of [atRate.small, atRate.large]) {
      const pauses = Object.entries(figure.longestPauseMs).map(([process, ms]) => `${process} ${ms} ms`).join(', ');
      checks.push(`${figure.size.toLocaleString('en-GB')} events: the longest event-loop delay of each process in the fixed-rate runs: ${pauses} (for information: a process's own work, a collection, or the machine not running it; an idle process's delay is the machine's)`);
    }
  }
  if (SIZES.length > 1 && !ONLY) {
    const [flat, baselineFlat] = [growthOf('GET /api/events/list'), growthOf('baseline: /api/events/list (one SQL query)')];
    const fell = (figures: typeof flat) => round2(figures.small.rps / figures.large.rps);
    checks.push(
      `${flat.words} with the uncached list flat out, where p99 is the queue of ${CONNECTIONS} connections and follows throughput (which fell ${fell(flat)} ×; the baseline's ${fell(baselineFlat)} ×): for information`,
    );
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // A run of some targets only is for looking into them (with CPU_PROFILE_DIR, say), not a result to keep.
  const dir = ONLY ? await mkdtemp(join(tmpdir(), 'local-events-bench-results-')) : repoPath('bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${stamp}.json`), JSON.stringify({ machine, seconds: SECONDS, connections: CONNECTIONS, figures, datasets, checks }, null, 2));
  const table = markdown(figures, datasets, machine, checks);
  writeFileSync(join(dir, 'latest.md'), `${table}\n`);
  process.stdout.write(`\n${table}\n`);
} finally {
  for (const sized of prepared) await sized.drop();
  await embedded?.stop();
  if (embeddedDir) await rm(embeddedDir, { recursive: true, force: true });
}
process.exit(0);
