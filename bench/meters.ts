/**
 * What the bench reads of the stack's own figures: each process's Prometheus metrics (`/metrics`, behind its token).
 * The GraphQL processes count the time spent checking operation limits; every process gives its longest event-loop
 * delay since the reading before (prom-client resets it at each reading).
 */
export interface Meters {
  /** Process name -> base URL. */
  urls: Record<string, string>;
  token: string;
}

export interface MeterReading {
  /** Seconds spent checking operation limits so far, all processes together. */
  limitsSeconds: number;
  /** Each process's longest event-loop delay since the reading before, ms: its own work, a collection, or the machine not running it. */
  longestPauseMs: Record<string, number>;
}

const samples = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'gm'))].map((match) => Number(match[1]));

export async function readMeters({ urls, token }: Meters): Promise<MeterReading> {
  const texts = await Promise.all(
    Object.entries(urls).map(async ([name, url]) => {
      const answer = await fetch(new URL('/metrics', url), { headers: { authorization: `Bearer ${token}` } });
      if (!answer.ok) throw new Error(`${name}'s metrics answered ${answer.status}: its figures would be missing`);
      return [name, await answer.text()] as const;
    }),
  );
  return {
    limitsSeconds: texts
      .flatMap(([, text]) => samples(text, 'graphql_operation_limits_seconds_total'))
      .reduce((sum, value) => sum + value, 0),
    longestPauseMs: Object.fromEntries(
      texts.map(([name, text]) => [name, Math.round((samples(text, 'nodejs_eventloop_lag_max_seconds')[0] ?? 0) * 1000)]),
    ),
  };
}
