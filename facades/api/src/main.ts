import { createLogger, rateLimitStoreFor, serve } from '@local-events/platform';
import { createApiApp } from './app.ts';
import { loadApiConfig } from './config.ts';

const config = loadApiConfig();
const log = createLogger('api');
const limits = rateLimitStoreFor(config.REDIS_URL, log, 'local-events:ratelimit');
await serve(createApiApp(config, log, limits.store), { port: config.PORT, log, onClose: limits.close });
