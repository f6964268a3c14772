import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { usedChallengesInMemory, usedChallengesInRedis, type UsedChallenges } from '../src/used-challenges.ts';

const spendsOnce = async (used: UsedChallenges) => {
  const nonce = `nonce-${Date.now()}-${Math.random()}`;
  const expiresAt = Date.now() / 1000 + 60;
  expect(await used.spend(nonce, expiresAt)).toBe(true);
  expect(await used.spend(nonce, expiresAt)).toBe(false);
  expect(await used.spend(`${nonce}-other`, expiresAt)).toBe(true);
};

describe('spent proof-of-work challenges', () => {
  it('are refused a second time, in memory', () => spendsOnce(usedChallengesInMemory()));

  it.runIf(process.env.REDIS_URL)('are refused a second time by every instance sharing Redis (REDIS_URL)', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 2 });
    try {
      const prefix = `test-altcha-${Date.now()}`;
      const [one, two] = [usedChallengesInRedis(redis, prefix), usedChallengesInRedis(redis, prefix)];
      const nonce = `nonce-${Date.now()}`;
      expect(await one.spend(nonce, Date.now() / 1000 + 60)).toBe(true);
      expect(await two.spend(nonce, Date.now() / 1000 + 60)).toBe(false);
      await spendsOnce(two);
    } finally {
      redis.disconnect();
    }
  });
});
