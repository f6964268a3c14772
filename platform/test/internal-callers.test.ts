import { describe, expect, it } from 'vitest';
import { secretCheck } from '../src/internal-callers.ts';

describe('secretCheck', () => {
  const secret = `${'a'.repeat(20)}é${'b'.repeat(20)}`;
  const presents = secretCheck(secret);

  it('accepts the secret and nothing else', () => {
    expect(presents(secret)).toBe(true);
    expect(presents(undefined)).toBe(false);
    expect(presents('')).toBe(false);
    expect(presents(`${secret.slice(0, -1)}c`)).toBe(false);
    expect(presents(`${secret}b`)).toBe(false);
    expect(presents(secret.slice(0, -1))).toBe(false);
  });

  it('refuses a value as long in characters but not in bytes, without throwing', () => {
    // 'é' is two bytes in UTF-8: same length as a string, one byte longer or shorter as bytes.
    expect(presents(`${'a'.repeat(20)}e${'b'.repeat(20)}`)).toBe(false);
    expect(presents(`${'a'.repeat(20)}éé${'b'.repeat(19)}`)).toBe(false);
  });
});
