/**
 * What the one-process harnesses (tracing-alone.ts, rare-code.ts) share: copies started in rounds, in an order that
 * turns with each round, and read as the mean over rounds of each copy's cost against a reference.
 */

/** `copies` in the order of round `round`: each round starts one place further on, so no copy is always started last. */
export const rotated = <T>(copies: T[], round: number): T[] => copies.map((_, i) => copies[(i + round) % copies.length]!);

/** The mean of readings taken round by round, and its standard error (0 for a single reading). */
export function meanOf(values: number[]): { mean: number; standardError: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.length > 1 ? values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1) : 0;
  return { mean, standardError: Math.sqrt(variance / values.length) };
}

/** A cost in per cent, signed: `+8.9 %`, `-1.4 %`. */
export const signedPercent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;

/** The number in environment variable `name`, or `fallback` when it is not set. */
export const numberFromEnvironment = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
