import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

export interface CachedAnswer {
  status: number;
  type: string;
  body: string;
}

/**
 * Public GET answers kept for a few seconds, so that a crowd asking the same thing costs one trip to the
 * services. Any change made through the API empties it (`invalidate`), so a published or changed event shows
 * at once on this instance; shared through Redis, on every instance.
 */
export interface PublicCache {
  ttlSeconds: number;
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer): Promise<void>;
  invalidate(): Promise<void>;
}

export function publicCacheInMemory(ttlSeconds: number, max = 5000): PublicCache {
  const entries = new LRUCache<string, CachedAnswer>({ max, ttl: ttlSeconds * 1000 });
  return {
    ttlSeconds,
    get: async (key) => entries.get(key),
    set: async (key, answer) => void entries.set(key, answer),
    invalidate: async () => entries.clear(),
  };
}

/** In Redis: keys carry a generation number, and invalidating moves every instance to the next generation. */
export function publicCacheInRedis(client: Redis, prefix: string, ttlSeconds: number): PublicCache {
  const generationKey = `${prefix}:generation`;
  const generation = async () => (await client.get(generationKey)) ?? '0';
  return {
    ttlSeconds,
    async get(key) {
      const value = await client.get(`${prefix}:${await generation()}:${key}`);
      return value ? (JSON.parse(value) as CachedAnswer) : undefined;
    },
    async set(key, answer) {
      await client.set(`${prefix}:${await generation()}:${key}`, JSON.stringify(answer), 'EX', ttlSeconds);
    },
    async invalidate() {
      await client.incr(generationKey);
    },
  };
}
