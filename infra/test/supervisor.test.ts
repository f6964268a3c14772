import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPERVISION, restartDelay } from '../src/supervisor.ts';

describe('how long the supervisor waits before starting a crashed process again', () => {
  it('1 s after a first crash, doubling with each crash in a row, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((crashes) => restartDelay(crashes, DEFAULT_SUPERVISION))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
