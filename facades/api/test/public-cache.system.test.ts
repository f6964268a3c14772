import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import { request } from 'undici';
import { closeFixtures, createEvents, createZone } from '../../../test/support/fixtures.ts';
import { apiFacade, closeFacades } from '../../../test/support/facade.ts';
import { metricsOf } from '../../../test/support/metrics.ts';
import { bearer } from '../../../test/support/tokens.ts';

afterAll(async () => {
  await closeFacades();
  await closeFixtures();
});

const gatewayCalls = async () => {
  const text = await metricsOf(inject('stack').gateway);
  return [...text.matchAll(/^http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
};

describe('the public cache of the API facade', () => {
  it('answers a repeated public GET without asking the services, with Cache-Control, an ETag and 304', async () => {
    const base = await apiFacade({ PUBLIC_CACHE_SECONDS: '30' });
    const zone = await createZone({ timezone: 'Europe/London' });
    const url = `${base}/api/events/list?zone_id=${zone.id}&date=2026-12-01`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    const before = await gatewayCalls();
    const second = await fetch(url);
    expect(await second.json()).toEqual(await first.json());
    expect(await gatewayCalls()).toBe(before);
    const revalidated = await request(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(revalidated.statusCode).toBe(304);
    await revalidated.body.dump();
  });

  it('is emptied by a change made through the API: an approved event is listed at once', async () => {
    const base = await apiFacade({ PUBLIC_CACHE_SECONDS: '60' });
    const zone = await createZone({ timezone: 'Europe/London' });
    const day = DateTime.now().setZone('Europe/London').plus({ days: 2 }).toISODate()!;
    const [event] = await createEvents([{ zone, localStart: `${day}T19:00`, title: 'Cache Buster', status: 'ready_for_review' }]);
    const url = `${base}/api/events/list?zone_id=${zone.id}&date=${day}`;
    expect(((await (await fetch(url)).json()) as { results: unknown[] }).results).toEqual([]);
    const approved = await fetch(`${base}/api/events/${event!.uuid}/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('reviewer')) },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(approved.status).toBe(200);
    const after = (await (await fetch(url)).json()) as { results: { title: string }[] };
    expect(after.results.map((item) => item.title)).toEqual(['Cache Buster']);
  });

  it('keeps problems and private answers out of it', async () => {
    const base = await apiFacade({ PUBLIC_CACHE_SECONDS: '60' });
    const missing = await fetch(`${base}/api/events/get?eventUuid=0f8fad5b-d9cb-469f-a165-70867728950e`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    const review = await fetch(`${base}/api/events/0f8fad5b-d9cb-469f-a165-70867728950e/review`, { headers: await bearer('reviewer') });
    expect(review.headers.get('cache-control')).toBeNull();
  });
});

describe.runIf(process.env.REDIS_URL)('the public cache shared through Redis (REDIS_URL)', () => {
  it('two facade instances share answers and their emptying', async () => {
    const { Redis } = await import('ioredis');
    const { publicCacheInRedis } = await import('../src/public-cache.ts');
    const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2 });
    try {
      const prefix = `test-public-${Date.now()}`;
      const [one, two] = [publicCacheInRedis(redis, prefix, 60), publicCacheInRedis(redis, prefix, 60)];
      await one.set('events:/api/events/list?zone_id=1', { status: 200, type: 'application/json', body: '{"results":[]}' });
      expect(await two.get('events:/api/events/list?zone_id=1')).toEqual({ status: 200, type: 'application/json', body: '{"results":[]}' });
      await two.invalidate();
      expect(await one.get('events:/api/events/list?zone_id=1')).toBeUndefined();
    } finally {
      redis.disconnect();
    }
  });
});
