/** The mean of readings taken round by round, and its standard error (0 for a single reading). */
export function meanOf(values: number[]): { mean: number; standardError: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.length > 1 ? values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1) : 0;
  return { mean, standardError: Math.sqrt(variance / values.length) };
}

/** A cost in per cent, signed: `+8.9 %`, `-1.4 %`. */
export const signedPercent = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;
