import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

/** Remembers which proof-of-work challenges were spent, until they expire, so a solution works once. */
export interface UsedChallenges {
  /** True the first time a challenge is spent; false ever after (until it has expired anyway). */
  spend(nonce: string, expiresAt: number): Promise<boolean>;
}

/** In this process (enough for one instance): each spent challenge is remembered until it expires. */
export function usedChallengesInMemory(max = 100_000): UsedChallenges {
  const spent = new LRUCache<string, true>({ max, ttlAutopurge: false });
  return {
    async spend(nonce, expiresAt) {
      if (spent.has(nonce)) return false;
      spent.set(nonce, true, { ttl: Math.max(1000, expiresAt * 1000 - Date.now()) });
      return true;
    },
  };
}

/** In Redis: shared by every site instance. */
export function usedChallengesInRedis(client: Redis, prefix: string): UsedChallenges {
  return {
    async spend(nonce, expiresAt) {
      const seconds = Math.max(1, Math.ceil(expiresAt - Date.now() / 1000));
      return (await client.set(`${prefix}:${nonce}`, '1', 'EX', seconds, 'NX')) === 'OK';
    },
  };
}
