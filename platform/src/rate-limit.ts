/** What is left of one rate limit (the submissions service reports one per policy with every submission). */
export interface RateLimitState {
  policy: string;
  limit: number;
  remaining: number;
  windowSeconds: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

/**
 * The IETF RateLimit headers for some limits: `RateLimit-Policy: "name";q=limit;w=window` and
 * `RateLimit: "name";r=remaining;t=seconds-to-reset`, one item per policy.
 */
export function rateLimitHeaders(states: readonly RateLimitState[]): Record<string, string> {
  if (states.length === 0) return {};
  return {
    'RateLimit-Policy': states.map((state) => `"${state.policy}";q=${state.limit};w=${state.windowSeconds}`).join(', '),
    RateLimit: states
      .map((state) => `"${state.policy}";r=${state.remaining};t=${Math.min(state.windowSeconds, state.resetSeconds)}`)
      .join(', '),
  };
}
