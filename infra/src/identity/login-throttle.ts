import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Failed sign-ins a minute before the next attempt is refused: for one account, and from one client address. */
export const FAILED_LOGINS = { perAccount: 5, perAddress: 20, windowSeconds: 60 } as const;

/** How long a failed sign-in's answer waits: 250 ms for the first failure of the account, doubling, at most 2 s. */
const delayAfter = (failures: number) => Math.min(2000, 250 * 2 ** Math.max(0, failures - 1));

/**
 * Slows, then refuses, guessing passwords at the development provider's login form: each failure answers later
 * than the one before, and once an account or a client address has failed FAILED_LOGINS times in a window, every
 * attempt is refused (429, Retry-After) without the password being checked, until the window ends. A success clears
 * the account's failures. The provider is one process, so the counters are in its memory.
 */
export class LoginThrottle {
  private readonly byAccount = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: FAILED_LOGINS.perAccount,
    duration: FAILED_LOGINS.windowSeconds,
  });
  private readonly byAddress = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: FAILED_LOGINS.perAddress,
    duration: FAILED_LOGINS.windowSeconds,
  });

  constructor(private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms))) {}

  /** Seconds until another attempt may be made, or 0 when one may be made now. */
  async retryAfter(account: string, address: string): Promise<number> {
    const [forAccount, forAddress] = await Promise.all([this.byAccount.get(account.toLowerCase()), this.byAddress.get(address)]);
    const waits = [
      forAccount && forAccount.consumedPoints >= FAILED_LOGINS.perAccount ? forAccount.msBeforeNext : 0,
      forAddress && forAddress.consumedPoints >= FAILED_LOGINS.perAddress ? forAddress.msBeforeNext : 0,
    ];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  /** Counts a failed attempt and waits out its delay before the answer goes. */
  async failed(account: string, address: string): Promise<void> {
    const [forAccount] = await Promise.all([this.byAccount.penalty(account.toLowerCase()), this.byAddress.penalty(address)]);
    await this.sleep(delayAfter(forAccount.consumedPoints));
  }

  async succeeded(account: string): Promise<void> {
    await this.byAccount.delete(account.toLowerCase());
  }
}
