import type { Redis } from 'ioredis';

/** Remembers which proof-of-work challenges were spent, until they expire, so a solution works once. */
export interface UsedChallenges {
  /** True the first time a challenge is spent; false ever after (until it has expired anyway). */
  spend(nonce: string, expiresAt: number): Promise<boolean>;
}

/** In this process: enough for one instance. */
export function usedChallengesInMemory(): UsedChallenges {
  const spent = new Map<string, number>();
  return {
    async spend(nonce, expiresAt) {
      const now = Date.now() / 1000;
      for (const [key, expiry] of spent) if (expiry < now) spent.delete(key);
      if (spent.has(nonce)) return false;
      spent.set(nonce, expiresAt);
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
