import { FEED_LIMITS } from '@local-events/contracts';
import { LockMode } from '@mikro-orm/core';
import { defineJob, Problem, type EntityManager, type JobAttempt } from '@local-events/platform/subgraph';
import { Source } from '../entities/Source.ts';
import { SourceRun } from '../entities/SourceRun.ts';
import { FetchRefused, guardedFetch } from '../fetcher/guarded-fetch.ts';
import { SourceCancelMissingDocument, SourceImportEventsDocument, type ImportedEventInput } from '../generated/operations.ts';
import { asService, type SubmissionServices } from '../services.ts';
import { feedEvents, feedItem, InvalidFeed } from './feed-items.ts';
import { forgetOldRuns } from './runs.ts';

export const RUN_SOURCE = 'run-source';
/** After this many failed runs in a row, a source waits longer each time: doubling, at most a day. */
const FAILURES_BEFORE_BACKOFF = 3;
const DAY_MINUTES = 24 * 60;

/** A run's ending that is the feed's fault, with the reason shown to its owner. */
class RunFailed extends Error {}

/** Minutes until a source's next run: its schedule, or after three failures in a row twice as long per failure, at most a day. */
export function minutesUntilNextRun(source: Pick<Source, 'everyMinutes' | 'failuresInARow'>): number {
  if (source.failuresInARow < FAILURES_BEFORE_BACKOFF) return source.everyMinutes;
  return Math.min(DAY_MINUTES, source.everyMinutes * 2 ** (source.failuresInARow - FAILURES_BEFORE_BACKOFF + 1));
}

async function fetchItems(services: SubmissionServices, source: Source) {
  const { config } = services;
  const limits = { ...services.fetchLimits, maxBytes: config.SOURCE_MAX_BYTES, totalTimeoutMs: config.SOURCE_TIMEOUT_MS };
  const document = await guardedFetch(source.url, limits, undefined, { etag: source.etag, lastModified: source.lastModified });
  if (document.notModified) return { document, items: undefined };
  const events = feedEvents(document);
  if (events.length > config.SOURCE_MAX_EVENTS)
    throw new RunFailed(`The feed holds ${events.length} events, more than ${config.SOURCE_MAX_EVENTS}.`);
  const items: ImportedEventInput[] = [];
  const placement = { zoneId: source.zoneId, timezone: source.timezone, venueId: source.venueId };
  for (const event of events) {
    const item = feedItem(event, placement, document.url);
    if (item) items.push(item);
  }
  return { document, items };
}

/**
 * One run of a followed source: fetch its feed (conditionally, through the guarded fetcher and its address policy),
 * read every event, and have the events service create, update and cancel. A run that fails records why and harms
 * nothing; after three in a row the source backs off.
 */
export async function runSource(services: SubmissionServices, sourceId: string, requestId: string): Promise<SourceRun | undefined> {
  const em: EntityManager = services.orm.em.fork();
  const source = await em.findOne(Source, { id: sourceId });
  if (!source) return undefined;
  const run = Object.assign(new SourceRun(), { sourceId });
  // Due again only after this run, whatever happens to it.
  source.nextRunAt = new Date(Date.now() + minutesUntilNextRun(source) * 60_000);
  await em.persist(run).flush();
  let validators: Pick<Source, 'etag' | 'lastModified'> | undefined;
  try {
    const { document, items } = await fetchItems(services, source);
    if (!items) run.status = 'not_modified';
    else {
      const context = await asService(services, requestId);
      for (let at = 0; at < items.length; at += FEED_LIMITS.batch) {
        const { importSourceEvents: counts } = await services.gateway.request(
          SourceImportEventsDocument,
          { sourceId, trusted: source.trust === 'publish', items: items.slice(at, at + FEED_LIMITS.batch) },
          context,
        );
        for (const field of ['created', 'updated', 'cancelled', 'unchanged'] as const) run[field] += counts[field];
      }
      const { cancelMissingSourceEvents } = await services.gateway.request(
        SourceCancelMissingDocument,
        { sourceId, seenKeys: [...new Set(items.map((item) => item.key))] },
        context,
      );
      run.cancelled += cancelMissingSourceEvents;
      run.status = 'ok';
      validators = { etag: document.etag ?? null, lastModified: document.lastModified ?? null };
    }
  } catch (error) {
    const known = error instanceof FetchRefused || error instanceof InvalidFeed || error instanceof RunFailed || error instanceof Problem;
    run.status = 'failed';
    run.error = known ? (error as Error).message.slice(0, 500) : 'The run failed; it will be tried again on schedule.';
  }
  run.finishedAt = new Date();
  // The source as it is now (an administrator may have changed it meanwhile), locked while its count is kept.
  await services.orm.em.fork().transactional(async (tx) => {
    const current = await tx.findOne(Source, { id: sourceId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // A feed whose URL was changed meanwhile starts afresh, due soon: this run was about the old one.
    if (!current || current.url !== source.url) return;
    current.failuresInARow = run.status === 'failed' ? current.failuresInARow + 1 : 0;
    if (validators) Object.assign(current, validators);
    current.nextRunAt = new Date(run.startedAt.getTime() + minutesUntilNextRun(current) * 60_000);
  });
  // The run's ending is written last: whoever sees it ended sees the source as the run left it.
  await em.flush();
  await forgetOldRuns(em, sourceId);
  return run;
}

export const runSourceJob = (services: () => Promise<SubmissionServices>) =>
  defineJob<{ sourceId: string }>({
    name: RUN_SOURCE,
    // One run at a time per source, and at most one waiting (the job is sent with the source as its singleton key).
    // A run that fails is recorded and waits for its schedule; it is not retried at once.
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 900 },
    handle: async ({ sourceId }, attempt: JobAttempt) => {
      const run = await runSource(await services(), sourceId, `source-${sourceId}-${attempt.id}`);
      if (run)
        attempt.log.info(
          { sourceId, status: run.status, created: run.created, updated: run.updated, cancelled: run.cancelled },
          'source run',
        );
    },
  });

/** Every minute: the sources whose next run is due are sent to run (one job per source at most, see runSourceJob). */
export const dueSourcesJob = (services: () => Promise<SubmissionServices>) =>
  defineJob<object>({
    name: 'due-sources',
    cron: '* * * * *',
    queue: { retryLimit: 1, expireInSeconds: 120 },
    handle: async () => {
      const current = await services();
      const due = await current.orm.em
        .fork()
        .find(Source, { paused: false, nextRunAt: { $lte: new Date() } }, { fields: ['id'], limit: 1000 });
      for (const { id } of due) await current.jobs.send(RUN_SOURCE, { sourceId: id }, { singletonKey: id });
    },
  });
