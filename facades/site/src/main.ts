import { createLogger, rateLimitStoreFor, serve } from '@local-events/platform';
import { Redis } from 'ioredis';
import { createSiteApp } from './app.ts';
import { loadSiteConfig } from './config.ts';
import { usedChallengesInMemory, usedChallengesInRedis } from './used-challenges.ts';

const log = createLogger('site');
const config = loadSiteConfig(log);
const limits = rateLimitStoreFor(config.REDIS_URL, log, 'local-events:site-ratelimit');
const redis = limits.store.kind === 'redis' ? (limits.store.client as Redis) : undefined;
const usedChallenges = redis ? usedChallengesInRedis(redis, 'local-events:altcha-spent') : usedChallengesInMemory();
await serve(createSiteApp(config, log, { rateLimitStore: limits.store, usedChallenges }), { port: config.PORT, log, onClose: limits.close });
