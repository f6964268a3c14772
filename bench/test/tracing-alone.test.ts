import { describe, expect, it } from 'vitest';
import { measureTracingAlone } from '../tracing-alone.ts';

describe('tracing alone (npm run bench:tracing-alone)', () => {
  it('loads an untraced and a traced copy of the smallest service and reads each one CPU per request, the traced one exporting', async () => {
    const result = await measureTracingAlone({ ratio: 1, rate: 50, runs: 2, seconds: 1, warmupSeconds: 1 });
    expect(result.runs).toHaveLength(2);
    for (const reading of [...result.runs, result.total]) {
      expect(reading.untraced).toBeGreaterThan(0);
      expect(reading.traced).toBeGreaterThan(0);
      expect(reading.cost).toBeCloseTo((reading.traced / reading.untraced - 1) * 100, 6);
    }
    // Every request recorded: the traced copy exported its spans, at the latest as it stopped.
    expect(result.exportsReceived).toBeGreaterThan(0);
  }, 60_000);
});
