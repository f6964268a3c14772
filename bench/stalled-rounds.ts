/** What a run says of the machine: how long it stalled (ms), and PostgreSQL's CPU in the run when counted. */
export interface RunStall {
  size: number;
  ms: number;
  postgresSeconds?: number;
}

/** A run in which the machine stalled over the limit; `kept` when its round counted all the same. */
export interface Stall extends RunStall {
  kept: boolean;
}

export interface StalledRoundsOptions {
  /** Rounds to keep. */
  rounds: number;
  /** A run whose machine stalled longer than this spoils its round. */
  stallMs: number;
  /** Spoiled rounds measured again, at most, over all the rounds; after that, a spoiled round is kept. */
  maxMeasuredAgain: number;
}

/**
 * Rounds of runs until `rounds` are kept. A round with a run whose machine stalled is measured again, up to
 * `maxMeasuredAgain` times in all: one stall of a second sets a run's p99 on its own. `measureRound` is told how many
 * rounds are kept so far, so that what alternates over the rounds (which size goes first) alternates over those kept.
 * Every stall is listed, kept or not, for the check to name.
 */
export async function roundsKept<Run>(
  { rounds, stallMs, maxMeasuredAgain }: StalledRoundsOptions,
  measureRound: (keptSoFar: number) => Promise<Run[]>,
  stallOf: (run: Run, index: number) => RunStall,
): Promise<{ rounds: Run[][]; stalls: Stall[] }> {
  const kept: Run[][] = [];
  const stalls: Stall[] = [];
  let measuredAgain = 0;
  while (kept.length < rounds) {
    const round = await measureRound(kept.length);
    const stalled = round.map(stallOf).filter(({ ms }) => ms > stallMs);
    const again = stalled.length > 0 && measuredAgain < maxMeasuredAgain;
    stalls.push(...stalled.map((stall) => ({ ...stall, kept: !again })));
    if (again) measuredAgain++;
    else kept.push(round);
  }
  return { rounds: kept, stalls };
}
