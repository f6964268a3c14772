import { describe, expect, it } from 'vitest';
import { measureTracingAlone, TWIN } from '../tracing-alone.ts';

describe('tracing alone (npm run bench:tracing-alone)', () => {
  it('loads two untraced copies and a traced one per ratio in each round, reads each against the reference, the traced one exporting', async () => {
    const result = await measureTracingAlone({ ratios: [1], rate: 50, rounds: 2, runs: 1, seconds: 1, warmupSeconds: 1 });
    expect(result.reference).toHaveLength(2);
    for (const micros of result.reference) expect(micros).toBeGreaterThan(0);
    expect(result.costs.map(({ copy }) => copy)).toEqual([TWIN, '100 %']);
    for (const { rounds, mean, standardError } of result.costs) {
      expect(rounds).toHaveLength(2);
      // A copy that used no CPU would read −100 %.
      for (const cost of rounds) expect(cost).toBeGreaterThan(-100);
      expect(mean).toBeCloseTo((rounds[0]! + rounds[1]!) / 2, 6);
      expect(standardError).toBeCloseTo(Math.abs(rounds[0]! - rounds[1]!) / 2, 6);
    }
    // Every request recorded: the traced copy exported its spans, at the latest as it stopped.
    expect(result.exportsReceived).toBeGreaterThan(0);
  }, 90_000);
});
