import { createLogger, serve, sharedStoreFor } from '@local-events/platform';
import { createApiApp } from './app.ts';
import { loadApiConfig } from './config.ts';
import { publicCacheInMemory, publicCacheInRedis } from './public-cache.ts';

const config = loadApiConfig();
const log = createLogger('api');
const shared = sharedStoreFor(config.REDIS_URL, log, 'local-events');
const cache =
  config.PUBLIC_CACHE_SECONDS === 0
    ? undefined
    : shared.store.kind === 'redis'
      ? publicCacheInRedis(shared.store.client, 'local-events:public', config.PUBLIC_CACHE_SECONDS)
      : publicCacheInMemory(config.PUBLIC_CACHE_SECONDS);
await serve(createApiApp(config, log, cache), { port: config.PORT, log, onClose: shared.close });
