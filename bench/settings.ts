/**
 * The bench's settings, from the environment: BENCH_SIZES (e.g. 10000), BENCH_SECONDS (per run), BENCH_ROUNDS (runs
 * per target, each paired with a baseline run), BENCH_WARMUP_SECONDS (unmeasured load first) and BENCH_TARGETS (parts
 * of target names, comma-separated). The tracing pair's own are in tracing-cost.ts.
 */
import { createLogger } from '@local-events/platform';

export const log = createLogger('bench', process.env.LOG_LEVEL ?? 'info');
export const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Unmeasured load before each target. A service runs for days: its code is optimised and its heap sized for its
 * load. Ten seconds left the gateway's and the locations service's code (which no earlier target uses) short of
 * that: a GraphQL target read 0.50 × measured first and 0.59 × after another GraphQL target; with 30 s, 0.57 × first.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** How long two new stacks are loaded flat out, both at once, before their runs (the tracing pair, the sizes in turns). */
export const PAIR_WARMUP_SECONDS = 2 * WARMUP_SECONDS;
/**
 * Only the targets whose name contains one of these (comma-separated), or is exactly one written after `=`, for
 * profiling one path; all by default.
 */
export const ONLY = process.env.BENCH_TARGETS?.split(',').filter(Boolean);
export const wanted = (target: { name: string }) =>
  !ONLY || ONLY.some((part) => (part.startsWith('=') ? target.name === part.slice(1) : target.name.includes(part)));
export const CONNECTIONS = 20;
/** Every benchmarked process runs as deployed and logs only what goes wrong, but for the cost quota per client: the bench's load comes from one address. */
export const AS_IN_SERVICE = { NODE_ENV: 'production', LOG_LEVEL: 'warn', GRAPHQL_COST_PER_MINUTE: '0' };
