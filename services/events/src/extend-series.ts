import { LockMode } from '@mikro-orm/core';
import { defineJob, type EntityManager, type MikroORM } from '@local-events/platform/subgraph';
import type { Actor } from './act-on-event.ts';
import { EventSeries } from './entities/EventSeries.ts';
import { reconcileSeries } from './series.ts';

/** Who adds the occurrences that come within a year as days pass. */
const SCHEDULE: Actor = { id: 'series-schedule', role: 'service' };

/** Brings every series up to date, one transaction each; returns how many occurrences were added. */
export async function extendAllSeries(em: EntityManager, now = new Date()): Promise<number> {
  let added = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await em.fork().find(EventSeries, { uuid: { $gt: after } }, { orderBy: { uuid: 'asc' }, limit: 100, fields: ['uuid'] });
    if (batch.length === 0) return added;
    for (const { uuid } of batch) {
      added += await em.fork().transactional(async (tx) => {
        const series = await tx.findOneOrFail(EventSeries, { uuid }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        return (await reconcileSeries(tx, series, SCHEDULE, now)).created.length;
      });
    }
    after = batch.at(-1)!.uuid;
  }
}

/** Once a day: occurrences are kept a year ahead, so each day brings the next one of every series into the guide. */
export const extendSeriesJob = (orm: MikroORM) =>
  defineJob<object>({
    name: 'extend-series',
    cron: '7 0 * * *',
    queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 3600 },
    async handle(_data, attempt) {
      const added = await extendAllSeries(orm.em);
      if (added > 0) attempt.log.info({ added }, 'series extended');
    },
  });
