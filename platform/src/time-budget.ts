import { z } from 'zod';
import { refuseConfiguration } from './config.ts';

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).max(600_000).default(fallback);

/**
 * The timeouts that must nest, read by every process from the same variables (one ConfigMap in Kubernetes, one
 * environment for `npm start`), so that each can refuse a budget that does not add up before it serves anything.
 */
export const timeBudgetConfig = {
  /** How long a submit request waits for its job, so that quick pages answer with a finished receipt. */
  SUBMIT_WAIT_MS: milliseconds(5_000),
  /** How long the gateway waits for a subgraph before it counts it as down. */
  SUBGRAPH_TIMEOUT_MS: milliseconds(8_000),
  /** How long a facade (or a service asking another) waits for the gateway. */
  GATEWAY_TIMEOUT_MS: milliseconds(10_000),
  /** How long a job may run before it counts as lost and is tried again (pg-boss expiry). */
  JOB_EXPIRY_MS: milliseconds(60_000),
};

export type TimeBudget = { [Key in keyof typeof timeBudgetConfig]: number };

/** The defaults, which nest (tested), for processes started without their own configuration (tests, tools). */
export const DEFAULT_TIME_BUDGET: TimeBudget = z.object(timeBudgetConfig).parse({});

/**
 * Each timeout must end before the one that waits on it: a submit request waits for its job inside the gateway's
 * call to the submissions service, which ends inside the facade's call to the gateway, and a job must not be taken
 * for lost while a request can still be waiting for it. Margins leave room for the work around each wait.
 */
const NESTING: [inner: keyof TimeBudget, outer: keyof TimeBudget, marginMs: number][] = [
  ['SUBMIT_WAIT_MS', 'SUBGRAPH_TIMEOUT_MS', 1_000],
  ['SUBGRAPH_TIMEOUT_MS', 'GATEWAY_TIMEOUT_MS', 1_000],
  ['GATEWAY_TIMEOUT_MS', 'JOB_EXPIRY_MS', 1_000],
];

/** What is wrong with a budget: one line per timeout that does not end well before the one around it. */
export function timeBudgetProblems(budget: TimeBudget): string[] {
  return NESTING.filter(([inner, outer, margin]) => budget[inner] + margin > budget[outer]).map(
    ([inner, outer, margin]) => `${inner} (${budget[inner]}) must be at least ${margin} ms shorter than ${outer} (${budget[outer]})`,
  );
}

/** The budget of a loaded configuration; a budget that does not nest stops the process with a message, as any bad configuration does. */
export function timeBudgetOf(config: TimeBudget): TimeBudget {
  const budget = Object.fromEntries(Object.keys(timeBudgetConfig).map((key) => [key, config[key as keyof TimeBudget]])) as TimeBudget;
  const problems = timeBudgetProblems(budget);
  if (problems.length > 0) refuseConfiguration(problems);
  return budget;
}
