import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets a service hands out once and keeps only as hashes (venue-manage tokens, submitters' edit
 * tokens): 256 random bits behind a prefix that says what they are. The tokens are random and long, so a
 * plain SHA-256 is enough to make a stolen table useless.
 */
export class SecretTokens {
  constructor(private readonly prefix: string) {}

  issue(): string {
    return `${this.prefix}${randomBytes(32).toString('base64url')}`;
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** Cheap shape check before any lookup. */
  looksValid(value: string): boolean {
    return (
      value.startsWith(this.prefix) && value.length === this.prefix.length + 43 && /^[A-Za-z0-9_-]+$/.test(value.slice(this.prefix.length))
    );
  }
}
