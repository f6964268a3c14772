import { describe, expect, it } from 'vitest';
import { KINDS, measureRareCode, TWIN } from '../rare-code.ts';

describe('rare code (npm run bench:rare-code)', () => {
  it('runs a reference, its twin and a copy per kind of rare work at once, reading each against the reference and timing the rare work where it ran and in a loop', async () => {
    const result = await measureRareCode({ rounds: 2, seconds: 2, warmupSeconds: 1 });
    expect(result.reference).toHaveLength(2);
    // A copy that ran no task would read an infinite CPU per task.
    for (const micros of result.reference) expect(micros).toSatisfy((value: number) => Number.isFinite(value) && value > 0);
    expect(result.copies.map(({ copy }) => copy)).toEqual([TWIN, ...KINDS]);
    for (const { copy, costs, mean, inPlace, inLoop } of result.copies) {
      expect(costs).toHaveLength(2);
      // A copy that used no CPU would read −100 %, one that ran no task an infinite cost.
      for (const cost of costs) expect(cost).toSatisfy((value: number) => Number.isFinite(value) && value > -100);
      expect(mean).toBeCloseTo((costs[0]! + costs[1]!) / 2, 6);
      // The twin does no rare work; every other copy did some, after about one task in ten of some 400.
      if (copy === TWIN) expect([inPlace, inLoop]).toEqual([0, 0]);
      else for (const micros of [inPlace, inLoop]) expect(micros).toBeGreaterThan(0);
    }
  }, 60_000);
});
