import { Redis } from 'ioredis';
import { createLogger, serve } from '@local-events/platform';
import { createApiApp } from './app.ts';
import { loadApiConfig } from './config.ts';

const config = loadApiConfig();
const log = createLogger('api');
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
redis?.on('error', (error) => log.warn({ err: error }, 'redis unavailable'));
const store = redis ? ({ kind: 'redis', client: redis, prefix: 'local-events:ratelimit' } as const) : ({ kind: 'memory' } as const);
await serve(createApiApp(config, log, store), { port: config.PORT, log, onClose: async () => void (await redis?.quit()) });
