import { describe, expect, it } from 'vitest';
import { roundsKept } from '../stalled-rounds.ts';

/** Rounds of two runs each (sizes 1 and 2), whose stalls (ms) are read from `stalls`, round by round as measured. */
function rounds(stalls: [number, number][]) {
  const asked: number[] = [];
  let measured = 0;
  const measureRound = async (keptSoFar: number) => {
    asked.push(keptSoFar);
    const [small, large] = stalls[measured]!;
    measured++;
    return [
      { size: 1, ms: small, round: measured },
      { size: 2, ms: large, round: measured },
    ];
  };
  return { asked, measureRound, stallOf: ({ size, ms }: { size: number; ms: number }) => ({ size, ms }) };
}

describe('rounds kept when the machine stalls', () => {
  it('a round with a stalled run is measured again, and what alternates follows the rounds kept', async () => {
    const { asked, measureRound, stallOf } = rounds([
      [3, 5],
      [4, 250],
      [2, 1],
      [101, 0],
      [6, 7],
    ]);
    const { rounds: kept, stalls } = await roundsKept({ rounds: 3, stallMs: 100, maxMeasuredAgain: 6 }, measureRound, stallOf);
    expect(kept.map((round) => round[0]!.round)).toEqual([1, 3, 5]);
    expect(asked).toEqual([0, 1, 1, 2, 2]);
    expect(stalls).toEqual([
      { size: 2, ms: 250, kept: false },
      { size: 1, ms: 101, kept: false },
    ]);
  });

  it('after the most rounds measured again, a stalled round is kept and says so', async () => {
    const { measureRound, stallOf } = rounds([
      [500, 0],
      [0, 400],
      [300, 300],
      [1, 2],
    ]);
    const { rounds: kept, stalls } = await roundsKept({ rounds: 2, stallMs: 100, maxMeasuredAgain: 1 }, measureRound, stallOf);
    expect(kept.map((round) => round[0]!.round)).toEqual([2, 3]);
    expect(stalls).toEqual([
      { size: 1, ms: 500, kept: false },
      { size: 2, ms: 400, kept: true },
      { size: 1, ms: 300, kept: true },
      { size: 2, ms: 300, kept: true },
    ]);
  });

  it('a stall of exactly the limit does not spoil a round', async () => {
    const { measureRound, stallOf } = rounds([[100, 100]]);
    expect(await roundsKept({ rounds: 1, stallMs: 100, maxMeasuredAgain: 6 }, measureRound, stallOf)).toEqual({
      rounds: [
        [
          { size: 1, ms: 100, round: 1 },
          { size: 2, ms: 100, round: 1 },
        ],
      ],
      stalls: [],
    });
  });
});
