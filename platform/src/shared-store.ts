import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/** Where state shared by every instance of a facade lives: Redis with REDIS_URL, otherwise this process's memory. */
export type SharedStore = { kind: 'memory' } | { kind: 'redis'; client: Redis; prefix: string };

/** The store for REDIS_URL (shared by every instance), or this process's memory without it; `close` ends the connection. */
export function sharedStoreFor(
  redisUrl: string | undefined,
  log: Logger,
  prefix: string,
): { store: SharedStore; close: () => Promise<void> } {
  if (!redisUrl) return { store: { kind: 'memory' }, close: async () => {} };
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  client.on('error', (error) => log.warn({ err: error }, 'redis unavailable'));
  return { store: { kind: 'redis', client, prefix }, close: async () => void (await client.quit().catch(() => undefined)) };
}
