import { describe, expect, it } from 'vitest';
import { FAILED_LOGINS, LoginThrottle } from '../src/identity/login-throttle.ts';

function throttled() {
  const waited: number[] = [];
  const throttle = new LoginThrottle(async (ms) => void waited.push(ms));
  return { throttle, waited };
}

describe('the development provider slows, then refuses, guessing at its login form', () => {
  it('answers each failure of an account later than the one before, then refuses the account for the rest of the window', async () => {
    const { throttle, waited } = throttled();
    for (let attempt = 0; attempt < FAILED_LOGINS.perAccount; attempt++) {
      expect(await throttle.retryAfter('reviewer', '192.0.2.1')).toBe(0);
      await throttle.failed('reviewer', '192.0.2.1');
    }
    expect(waited).toEqual([250, 500, 1000, 2000, 2000]);
    const wait = await throttle.retryAfter('Reviewer', '192.0.2.9');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(FAILED_LOGINS.windowSeconds);
    // Another account from the same address may still try.
    expect(await throttle.retryAfter('admin', '192.0.2.1')).toBe(0);
  });

  it('refuses an address that fails too often, whichever accounts it tries', async () => {
    const { throttle } = throttled();
    for (let attempt = 0; attempt < FAILED_LOGINS.perAddress; attempt++) await throttle.failed(`guess-${attempt}`, '192.0.2.2');
    expect(await throttle.retryAfter('a-new-name', '192.0.2.2')).toBeGreaterThan(0);
    expect(await throttle.retryAfter('a-new-name', '192.0.2.3')).toBe(0);
  });

  it("forgets an account's failures when it signs in", async () => {
    const { throttle, waited } = throttled();
    for (let attempt = 0; attempt < FAILED_LOGINS.perAccount - 1; attempt++) await throttle.failed('admin', '192.0.2.4');
    await throttle.succeeded('admin');
    await throttle.failed('admin', '192.0.2.4');
    expect(waited.at(-1)).toBe(250);
    expect(await throttle.retryAfter('admin', '192.0.2.4')).toBe(0);
  });
});
