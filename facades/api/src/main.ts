import { createLogger, rateLimitStoreFor, serve } from '@local-events/platform';
import { createApiApp } from './app.ts';
import { loadApiConfig } from './config.ts';
import { publicCacheInMemory, publicCacheInRedis } from './public-cache.ts';

const config = loadApiConfig();
const log = createLogger('api');
const limits = rateLimitStoreFor(config.REDIS_URL, log, 'local-events:ratelimit');
const cache =
  config.PUBLIC_CACHE_SECONDS === 0
    ? undefined
    : limits.store.kind === 'redis'
      ? publicCacheInRedis(limits.store.client, 'local-events:public', config.PUBLIC_CACHE_SECONDS)
      : publicCacheInMemory(config.PUBLIC_CACHE_SECONDS);
await serve(createApiApp(config, log, limits.store, cache), { port: config.PORT, log, onClose: limits.close });
