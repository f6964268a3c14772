import { query, sql, type EntityManager } from '@local-events/platform/subgraph';
import { SourceRun } from '../entities/SourceRun.ts';

/** How many runs of each source are kept (and shown to its owners); older ones are deleted as new ones end. */
export const KEPT_RUNS = 20;

/** The last runs of sources, newest first, `limit` each. */
export async function lastRuns(em: EntityManager, sourceIds: readonly string[], limit: number): Promise<Map<string, SourceRun[]>> {
  const runs = await em.find(SourceRun, { sourceId: { $in: [...sourceIds] } }, { orderBy: { startedAt: 'desc', id: 'desc' } });
  const bySource = new Map<string, SourceRun[]>(sourceIds.map((id) => [id, []]));
  for (const run of runs) {
    const list = bySource.get(run.sourceId)!;
    if (list.length < limit) list.push(run);
  }
  return bySource;
}

/** Deletes a source's runs beyond the last KEPT_RUNS. */
export async function forgetOldRuns(em: EntityManager, sourceId: string): Promise<void> {
  await query(
    em,
    sql`delete from source_run where source_id = ${sourceId} and id not in (
          select id from source_run where source_id = ${sourceId} order by started_at desc, id desc limit ${KEPT_RUNS})`,
  );
}
