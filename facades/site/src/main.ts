import { createLogger, serve, sharedStoreFor } from '@local-events/platform';
import type { Redis } from 'ioredis';
import { createSiteApp } from './app.ts';
import { loadSiteConfig } from './config.ts';
import { usedChallengesInMemory, usedChallengesInRedis } from './used-challenges.ts';

const log = createLogger('site');
const config = loadSiteConfig(log);
const shared = sharedStoreFor(config.REDIS_URL, log, 'local-events');
const redis = shared.store.kind === 'redis' ? (shared.store.client as Redis) : undefined;
const usedChallenges = redis ? usedChallengesInRedis(redis, 'local-events:altcha-spent') : usedChallengesInMemory();
await serve(createSiteApp(config, log, { usedChallenges }), { port: config.PORT, log, onClose: shared.close });
