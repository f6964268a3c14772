/** Every target of one size, each against the baseline, then tracing's cost, on stacks started for that size. */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ProcessName, Stack } from '../infra/src/stack.ts';
import { combined, withRatios, type Figure, type Measured, type Runs } from './figures.ts';
import { loadFor, measure, type Target } from './measure.ts';
import type { Meters } from './meters.ts';
import { reviewerWrites } from './reviewer-writes.ts';
import { AS_IN_SERVICE, ROUNDS, SECONDS, WARMUP_SECONDS, wanted } from './settings.ts';
import { spawnProcess, stackMeters, type Prepared } from './stacks.ts';
import { list, LIST, sizeTargets } from './targets.ts';
import { measureTracingCost, TRACED_LIST, tracingRate } from './tracing-cost.ts';
import { askedFor, type Ask } from './workload.ts';

/**
 * Every size's target, on a stack of its own; `listFlatOut` is what the uncached list answered flat out, when a
 * target measured it.
 */
export async function measureSize({
  adminUrl,
  databasePid,
  towns,
  metricsToken,
  workDir,
  newStack,
}: Prepared): Promise<{ figures: Omit<Figure, 'size'>[]; listFlatOut?: number }> {
  const pick = askedFor(towns);
  const children: ChildProcess[] = [];
  let stack: Stack | undefined;
  try {
    stack = await newStack('untraced');
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

    const api = stack.urls.api;
    const { baseline: reference, targets } = sizeTargets(
      { baseline: baseline.url, api, cached: cached.url, gateway: stack.urls.gateway.replace('/graphql', '') },
      await reviewerWrites(adminUrl, cached.url, join(workDir, 'untraced', 'identity')),
    );
    const measured = await measureAgainstBaseline(reference, targets, pick, pids, stackMeters(stack, metricsToken), databasePid);
    /** What this stack's list answers flat out: its target's figure, else a probe warmed up first, as the target is. */
    let listFlatOut = measured.find((figure) => figure.target === LIST)?.rps;
    if (wanted({ name: TRACED_LIST })) {
      if (listFlatOut === undefined) {
        const probe: Target = { name: 'probe', base: api, request: list };
        await loadFor(probe, pick, WARMUP_SECONDS);
        listFlatOut = (await loadFor(probe, pick, SECONDS)).requests.average;
      }
      // The pair's stacks are new; this one would only share the machine with them.
      await stack.stop();
      stack = undefined;
      measured.push(...(await measureTracingCost(newStack, pick, tracingRate(listFlatOut))));
    }
    return { figures: measured, listFlatOut };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await stack?.stop();
  }
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
  databasePid: number | undefined,
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
