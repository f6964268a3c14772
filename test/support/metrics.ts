import { inject } from 'vitest';

/** The Prometheus text of the process at `url` (any address on it), asked as Prometheus does, with the bearer token. */
export async function metricsOf(url: string): Promise<string> {
  const response = await fetch(new URL('/metrics', url), { headers: { authorization: `Bearer ${inject('stack').metricsToken}` } });
  if (response.status !== 200) throw new Error(`${url} /metrics answered ${response.status}`);
  return response.text();
}

/** `db_queries_total` of every subgraph, read from its Prometheus endpoint. */
export async function sqlStatementCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(inject('stack').subgraphs).map(async ([name, url]) => {
      const text = await metricsOf(url);
      const match = /^db_queries_total (\d+)/m.exec(text);
      return [name, Number(match?.[1] ?? NaN)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** SQL statements each subgraph ran while `work` ran (the suite runs one file at a time). */
export async function countStatements(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await sqlStatementCounts();
  await work();
  const after = await sqlStatementCounts();
  return Object.fromEntries(Object.keys(before).map((name) => [name, after[name]! - before[name]!]));
}
